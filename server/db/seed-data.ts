/** Word lists of the demo seed. Plain data: the seed combines them with a seeded PRNG. */
import type { DefaultPrompt, TenantOptions } from '../../contract/tenant';
import type { TenantFlags, TenantTheme, TenantUi } from './schema';
import { CAMPUS_OPTIONS, CAMPUS_PROMPTS, DEFAULT_OPTIONS, DEFAULT_PROMPTS } from './seed-options';

export const DEMO_PASSWORD = 'demo-pass-2026';

export interface TenantSeed {
  name: string;
  shortName: string;
  description: string;
  domains: string[];
  /** New members of the default organization are 'pending' until its office approves them. */
  requiresMemberApproval: boolean;
  theme: TenantTheme;
  flags: TenantFlags;
  ui: TenantUi;
  options: TenantOptions;
  amaUserDefaultPrompts: DefaultPrompt[];
  defaultOrg: { name: string; description: string };
  employers: { name: string; description: string; country: string }[];
}

const ui = (
  landing: TenantUi['landing_page_content'],
  footer: string,
  overrides: Partial<TenantUi> = {},
): TenantUi => ({
  show_job_menu: true,
  show_connect_menu: true,
  show_institutional_registration_screen: false,
  show_location_in_navbar: true,
  registration_speed: 'basic',
  landing_page_content: landing,
  footer,
  video_url: null,
  video_thumbnail_url: null,
  ...overrides,
});

export const DEFAULT_TENANT: TenantSeed = {
  name: 'Career Compass',
  shortName: 'Compass',
  description: 'Career networking and AI career guidance for students, professionals and alumni.',
  domains: ['localhost', '127.0.0.1', '::1'],
  requiresMemberApproval: false,
  theme: { primary: '#0f766e', primary_contrast: '#ffffff', accent: '#f59e0b', background: '#f8fafc' },
  flags: { star: true, rlf: true, sim: true, connectdiaspora: true },
  ui: ui(
    {
      title: 'Find your next step',
      description: 'Jobs, mentors and career guidance that keep working on any connection.',
      cta_text: 'Browse jobs',
      cta_url: '/jobs',
    },
    '© Career Compass',
    // Both files are ours (public/media/), so the landing page works offline from the precache.
    { video_url: '/media/intro.svg', video_thumbnail_url: '/media/intro-thumbnail.svg' },
  ),
  options: DEFAULT_OPTIONS,
  amaUserDefaultPrompts: DEFAULT_PROMPTS,
  defaultOrg: {
    name: 'Career Compass',
    description: 'The community behind the portal: career guidance, mentoring and a job board.',
  },
  employers: [
    { name: 'Northwind Analytics', description: 'Data and insight for retail and logistics.', country: 'GB' },
    { name: 'Brightpath Health', description: 'Community clinics and digital health services.', country: 'KE' },
    { name: 'Lumen Energy Cooperative', description: 'Solar and storage for rural communities.', country: 'IN' },
    { name: 'Harbor & Finch Consulting', description: 'Strategy and operations advisory.', country: 'US' },
    { name: 'Kestrel Robotics', description: 'Autonomous machines for agriculture and warehouses.', country: 'DE' },
  ],
};

export const CAMPUS_TENANT: TenantSeed = {
  name: 'Campus Careers',
  shortName: 'Campus',
  description: 'Internships, graduate roles and career advice for students of the university.',
  domains: ['campus.localhost'],
  requiresMemberApproval: true,
  theme: { primary: '#4338ca', primary_contrast: '#ffffff', accent: '#db2777', background: '#f5f3ff' },
  flags: { star: false, rlf: false, sim: false, connectdiaspora: false },
  ui: ui(
    {
      title: 'Start your career on campus',
      description: 'Internships and graduate roles picked for students.',
      cta_text: 'Create your student account',
      cta_url: '/signup',
    },
    '© Campus Careers Office',
    { show_connect_menu: false, show_institutional_registration_screen: true, registration_speed: 'advanced' },
  ),
  options: CAMPUS_OPTIONS,
  amaUserDefaultPrompts: CAMPUS_PROMPTS,
  defaultOrg: {
    name: 'Campus Careers Office',
    description: 'The university careers service: advising, fairs and placements.',
  },
  employers: [
    { name: 'Orbit Labs', description: 'A software studio with a graduate programme.', country: 'NL' },
    { name: 'Meridian Bank', description: 'Retail banking with early-careers rotations.', country: 'ZA' },
  ],
};

/**
 * A third demo portal whose registration runs in 'full' mode (step 0 and every form step), so
 * each registration_speed has a tenant: localhost basic, campus.localhost advanced, this one full.
 */
export const ALUMNI_TENANT: TenantSeed = {
  name: 'Alumni Network',
  shortName: 'Alumni',
  description: 'Alumni of every school meeting mentors, peers and employers across borders.',
  domains: ['alumni.localhost'],
  requiresMemberApproval: false,
  theme: { primary: '#b45309', primary_contrast: '#ffffff', accent: '#0e7490', background: '#fffbeb' },
  flags: { star: true, rlf: false, sim: false, connectdiaspora: true },
  ui: ui(
    {
      title: 'Stay connected after graduation',
      description: 'Mentors, peers and employers from the alumni community.',
      cta_text: 'Join the network',
      cta_url: '/signup',
    },
    '© Alumni Network',
    { show_institutional_registration_screen: false, registration_speed: 'full' },
  ),
  options: DEFAULT_OPTIONS,
  amaUserDefaultPrompts: DEFAULT_PROMPTS,
  defaultOrg: { name: 'Alumni Network', description: 'The alumni association behind the portal.' },
  employers: [
    { name: 'Tidewater Logistics', description: 'Shipping and port services hiring alumni.', country: 'NL' },
    { name: 'Greenfield Schools Trust', description: 'A group of schools with a teaching fellowship.', country: 'KE' },
  ],
};

export const DEMO_USERS = [
  {
    email: 'admin@example.org',
    firstName: 'Amara',
    lastName: 'Okafor',
    title: 'Portal Administrator',
    isStaff: true,
    tier: 3,
    useAma: true,
    oneToOneChat: true,
    role: 'admin',
    preferences: null,
  },
  {
    email: 'member@example.org',
    firstName: 'Mateo',
    lastName: 'Silva',
    title: 'Product Designer',
    isStaff: false,
    tier: 2,
    useAma: true,
    oneToOneChat: true,
    role: 'member',
    preferences: { currentRole: 3, focusArea: 'both' },
  },
  {
    email: 'student@example.org',
    firstName: 'Priya',
    lastName: 'Nair',
    title: 'Computer Science Student',
    isStaff: false,
    tier: 0,
    useAma: false,
    oneToOneChat: false,
    role: 'member',
    preferences: null,
  },
  // Verified and accepted, but registration not finished: signing in leads to the registration flow.
  {
    email: 'newcomer@example.org',
    firstName: 'Noah',
    lastName: 'Becker',
    title: '',
    isStaff: false,
    tier: 0,
    useAma: false,
    oneToOneChat: false,
    role: 'member',
    preferences: null,
  },
] as const;

export const DEMO_EMAILS = DEMO_USERS.map((user) => user.email);

export const SKILLS = [
  'Python',
  'SQL',
  'TypeScript',
  'React',
  'Node.js',
  'Go',
  'Java',
  'Kotlin',
  'Swift',
  'Docker',
  'Kubernetes',
  'AWS',
  'Data Analysis',
  'Machine Learning',
  'Statistics',
  'Excel',
  'Tableau',
  'Figma',
  'User Research',
  'Copywriting',
  'SEO',
  'Project Management',
  'Agile',
  'Stakeholder Management',
  'Financial Modelling',
  'Accounting',
  'Public Speaking',
  'Negotiation',
  'Customer Support',
  'Sales',
  'Grant Writing',
  'Policy Research',
  'Clinical Documentation',
  'Electrical Safety',
  'CAD',
  'Embedded C',
  'Cybersecurity',
  'Linux',
  'Technical Writing',
  'Teaching',
];
