/**
 * The career roles catalogue the guidance engine scores members against. Shared by
 * every tenant like the skills list, so it names skills (mapped to the shared skill ids) and no
 * tenant option ids: career stages and professional fields are matched by name from the
 * keywords. Keywords are the words that name the role in questions, titles and portal content.
 */
import { inArray } from 'drizzle-orm';
import { careerRoles } from '../agents/schema';
import type { Db } from './client';
import { skills } from './schema';
import type { SKILLS } from './seed-data';

type SkillName = (typeof SKILLS)[number];

export interface CareerRoleSeed {
  slug: string;
  title: string;
  description: string;
  /** Most important first. */
  skills: SkillName[];
  keywords: string[];
}

const role = (
  slug: string,
  title: string,
  description: string,
  skillNames: SkillName[],
  keywords: string[],
): CareerRoleSeed => ({ slug, title, description, skills: skillNames, keywords });

export const CAREER_ROLES: CareerRoleSeed[] = [
  role(
    'product-designer',
    'Product Designer',
    'Designs the flows and screens of digital products with their users.',
    ['Figma', 'User Research', 'Copywriting', 'Agile', 'Stakeholder Management'],
    ['product designer', 'ux designer', 'ui designer', 'interaction design', 'prototyping', 'design'],
  ),
  role(
    'ux-researcher',
    'UX Researcher',
    'Studies how people use products and turns it into design decisions.',
    ['User Research', 'Statistics', 'Data Analysis', 'Figma', 'Public Speaking'],
    ['ux researcher', 'user researcher', 'usability', 'research', 'design'],
  ),
  role(
    'data-analyst',
    'Data Analyst',
    'Turns data into answers, dashboards and recommendations for the business.',
    ['SQL', 'Excel', 'Data Analysis', 'Tableau', 'Statistics', 'Python'],
    ['data analyst', 'analyst', 'analytics', 'data visualisation', 'dashboards', 'business intelligence', 'data'],
  ),
  role(
    'data-scientist',
    'Data Scientist',
    'Builds statistical and machine learning models to explain and predict.',
    ['Python', 'Statistics', 'Machine Learning', 'SQL', 'Data Analysis'],
    ['data scientist', 'data science', 'machine learning', 'analytics', 'data'],
  ),
  role(
    'ml-engineer',
    'Machine Learning Engineer',
    'Puts machine learning and generative AI models into production systems.',
    ['Python', 'Machine Learning', 'Docker', 'AWS', 'Kubernetes', 'Linux'],
    [
      'machine learning engineer',
      'ml engineer',
      'ai engineer',
      'generative ai',
      'machine learning',
      'ai',
      'technology',
    ],
  ),
  role(
    'frontend-engineer',
    'Frontend Engineer',
    'Builds the web interfaces people use every day.',
    ['TypeScript', 'React', 'Figma', 'Node.js', 'Agile'],
    ['frontend engineer', 'front-end developer', 'web developer', 'software engineer', 'developer', 'technology'],
  ),
  role(
    'backend-engineer',
    'Backend Engineer',
    'Builds the services, APIs and databases behind applications.',
    ['Node.js', 'SQL', 'Go', 'Java', 'Docker', 'Linux'],
    ['backend engineer', 'back-end developer', 'software engineer', 'developer', 'programmer', 'api', 'technology'],
  ),
  role(
    'mobile-developer',
    'Mobile Developer',
    'Builds Android and iOS apps.',
    ['Kotlin', 'Swift', 'TypeScript', 'React', 'Agile'],
    ['mobile developer', 'android', 'ios', 'app developer', 'developer', 'technology'],
  ),
  role(
    'devops-engineer',
    'DevOps and Cloud Engineer',
    'Runs and automates the cloud infrastructure software depends on.',
    ['Docker', 'Kubernetes', 'AWS', 'Linux', 'Python', 'Go'],
    ['devops', 'cloud engineer', 'site reliability', 'sre', 'infrastructure', 'cloud', 'technology'],
  ),
  role(
    'cybersecurity-analyst',
    'Cybersecurity Analyst',
    'Protects systems and data, watches for threats and responds to incidents.',
    ['Cybersecurity', 'Linux', 'Python', 'AWS', 'Technical Writing'],
    ['cybersecurity', 'security analyst', 'information security', 'security', 'technology'],
  ),
  role(
    'project-manager',
    'Project Manager',
    'Plans and delivers projects on time with the people involved.',
    ['Project Management', 'Agile', 'Stakeholder Management', 'Excel', 'Public Speaking', 'Negotiation'],
    ['project manager', 'programme manager', 'delivery manager', 'scrum master', 'operations', 'management'],
  ),
  role(
    'product-manager',
    'Product Manager',
    'Decides what a product team builds next and why.',
    ['Stakeholder Management', 'Agile', 'User Research', 'Data Analysis', 'SQL', 'Public Speaking'],
    ['product manager', 'product management', 'product owner', 'startups', 'management'],
  ),
  role(
    'technical-writer',
    'Technical Writer',
    'Writes the documentation and guides that help people use technology.',
    ['Technical Writing', 'Copywriting', 'User Research', 'Agile'],
    ['technical writer', 'documentation', 'writer', 'writing', 'content', 'communications'],
  ),
  role(
    'instructional-designer',
    'Instructional Designer',
    'Designs courses and learning experiences, online and in class.',
    ['Teaching', 'Technical Writing', 'Public Speaking', 'Project Management', 'User Research'],
    ['instructional designer', 'learning designer', 'edtech', 'e-learning', 'lifelong learning', 'education'],
  ),
  role(
    'teacher',
    'Teacher',
    'Teaches and mentors learners in schools, colleges and programmes.',
    ['Teaching', 'Public Speaking', 'Stakeholder Management', 'Technical Writing'],
    ['teacher', 'educator', 'teaching', 'lecturer', 'tutor', 'stem outreach', 'education'],
  ),
  role(
    'grant-writer',
    'Grant Writer',
    'Wins funding for non-profits and research with strong proposals.',
    ['Grant Writing', 'Copywriting', 'Policy Research', 'Stakeholder Management', 'Project Management'],
    [
      'grant writer',
      'fundraising',
      'non-profit',
      'non-profits',
      'nonprofit',
      'social enterprise',
      'development officer',
    ],
  ),
  role(
    'policy-researcher',
    'Policy Researcher',
    'Researches and analyses public policy to inform decisions.',
    ['Policy Research', 'Statistics', 'Data Analysis', 'Technical Writing', 'Public Speaking'],
    ['policy analyst', 'policy researcher', 'public policy', 'climate policy', 'government', 'research', 'policy'],
  ),
  role(
    'financial-analyst',
    'Financial Analyst',
    'Models and forecasts the numbers behind business decisions.',
    ['Financial Modelling', 'Excel', 'Accounting', 'Data Analysis', 'SQL', 'Statistics'],
    ['financial analyst', 'finance', 'investment', 'forecasting', 'banking'],
  ),
  role(
    'accountant',
    'Accountant',
    'Keeps the books, prepares accounts and makes sure the numbers are right.',
    ['Accounting', 'Excel', 'Financial Modelling', 'Stakeholder Management'],
    ['accountant', 'accounting', 'bookkeeping', 'audit', 'finance'],
  ),
  role(
    'sales-representative',
    'Sales Representative',
    'Finds customers and closes deals.',
    ['Sales', 'Negotiation', 'Public Speaking', 'Customer Support', 'Stakeholder Management'],
    ['sales', 'account executive', 'business development', 'sales representative', 'small business'],
  ),
  role(
    'customer-success-manager',
    'Customer Success Manager',
    'Helps customers get value and stay.',
    ['Customer Support', 'Stakeholder Management', 'Sales', 'Negotiation', 'Excel'],
    ['customer success', 'account manager', 'customer support', 'client', 'customers'],
  ),
  role(
    'marketing-specialist',
    'Marketing Specialist',
    'Grows an audience with content, SEO and campaigns.',
    ['SEO', 'Copywriting', 'Data Analysis', 'Excel', 'Public Speaking'],
    [
      'marketing',
      'marketing lead',
      'seo',
      'content marketing',
      'digital marketing',
      'personal branding',
      'communications',
    ],
  ),
  role(
    'embedded-engineer',
    'Embedded Systems Engineer',
    'Writes the firmware that runs devices, robots and sensors.',
    ['Embedded C', 'Linux', 'Electrical Safety', 'CAD', 'Python'],
    ['embedded engineer', 'firmware', 'embedded systems', 'robotics', 'iot', 'engineering'],
  ),
  role(
    'electrical-engineer',
    'Electrical and CAD Engineer',
    'Designs electrical systems and drawings, from buildings to solar plants.',
    ['Electrical Safety', 'CAD', 'Embedded C', 'Project Management', 'Excel'],
    ['electrical engineer', 'cad', 'renewable energy engineer', 'renewable energy', 'solar', 'energy', 'engineering'],
  ),
  role(
    'clinical-documentation-specialist',
    'Clinical Documentation Specialist',
    'Keeps clinical records accurate and complete for care and compliance.',
    ['Clinical Documentation', 'Technical Writing', 'Excel', 'Data Analysis'],
    ['clinical documentation', 'health information', 'medical records', 'digital health', 'nursing', 'healthcare'],
  ),
  role(
    'public-health-analyst',
    'Public Health Analyst',
    'Uses data and research to improve the health of communities.',
    ['Data Analysis', 'Statistics', 'Policy Research', 'Clinical Documentation', 'Excel'],
    ['public health officer', 'public health', 'global health', 'epidemiology', 'healthcare', 'health'],
  ),
  role(
    'career-coach',
    'Career Coach',
    'Guides people through career decisions, applications and interviews.',
    ['Public Speaking', 'Teaching', 'Stakeholder Management', 'Negotiation'],
    ['career coach', 'coaching', 'mentoring', 'mentor', 'career change', 'careers adviser'],
  ),
];

/** Inserts the catalogue once (re-running changes nothing). Needs the shared skills seeded first. */
export async function seedCareerRoles(db: Db, roles: CareerRoleSeed[] = CAREER_ROLES): Promise<void> {
  const names = [...new Set(roles.flatMap((entry) => entry.skills))];
  const rows = names.length
    ? await db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.name, names))
    : [];
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  if (!roles.length) return;
  await db
    .insert(careerRoles)
    .values(
      roles.map((entry) => ({
        slug: entry.slug,
        title: entry.title,
        description: entry.description,
        skills: entry.skills.flatMap((name) => idOf.get(name) ?? []),
        keywords: entry.keywords,
      })),
    )
    .onConflictDoNothing();
}
