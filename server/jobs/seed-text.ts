/**
 * Words the job seed combines into titles, descriptions and requirements. The campus
 * tenant's titles all start with a campus role word, so they never equal a title of
 * the default tenant (tests tell the two boards apart by title).
 */
export type JobStyle = 'professional' | 'campus';

export const ROLES = [
  'Data Analyst',
  'Backend Engineer',
  'Frontend Developer',
  'UX Researcher',
  'Product Manager',
  'Clinical Data Coordinator',
  'Solar Field Technician',
  'Marketing Specialist',
  'Financial Analyst',
  'DevOps Engineer',
  'Machine Learning Engineer',
  'Technical Writer',
  'Customer Success Manager',
  'HR Business Partner',
  'Supply Chain Analyst',
  'Community Health Nurse',
  'Grant Writer',
  'Cybersecurity Analyst',
  'Mobile Developer',
  'QA Engineer',
  'Sales Development Representative',
  'Operations Coordinator',
  'Research Scientist',
  'Policy Analyst',
  'Community Manager',
  'Content Strategist',
  'Business Analyst',
  'Energy Efficiency Consultant',
  'Robotics Engineer',
  'Embedded Software Engineer',
  'Project Coordinator',
  'Health Informatics Specialist',
  'Data Engineer',
  'Cloud Architect',
  'Graphic Designer',
  'Environmental Scientist',
  'Accountant',
  'Legal Assistant',
  'Teacher Trainer',
  'Program Officer',
];

export const LEVELS = ['', 'Junior ', 'Senior ', 'Lead ', 'Associate '];

export const TEAMS = ['Growth', 'Platform', 'Payments', 'Field Operations', 'Partnerships', 'Insights', 'Impact'];

export const CAMPUS_PREFIXES = ['Campus', 'Graduate', 'Student'];

export const CAMPUS_ROLES = [
  'Ambassador',
  'Research Assistant',
  'Data Analyst',
  'Software Developer',
  'Marketing Intern',
  'Finance Trainee',
  'Library Assistant',
  'IT Support Assistant',
  'Events Coordinator',
  'Peer Mentor',
  'Lab Technician',
  'Content Creator',
  'Sustainability Officer',
  'Tutor',
  'Risk Analyst',
];

const DUTIES = [
  'turn messy data into decisions the whole team can act on',
  'work closely with customers to understand what they really need',
  'ship small improvements every week and measure their effect',
  'document what you learn so others can build on it',
  'mentor newer colleagues and review their work with care',
  'keep our services reliable on slow and intermittent networks',
  'plan and run projects across several countries',
  'partner with local organisations to reach new communities',
  'prepare clear reports for leadership and funders',
  'improve the tools and processes the team relies on daily',
];

const CLOSINGS = [
  'We offer flexible hours, a learning budget and a supportive team.',
  'You will join a small, friendly team that values curiosity.',
  'This role comes with mentoring and a clear path to grow.',
  'We welcome applicants from every background and career path.',
];

const REQUIREMENTS = [
  'Strong written and spoken English',
  'Experience working in a distributed team',
  'A degree in a related field or equivalent experience',
  'Comfort with data and spreadsheets',
  'Good judgement and attention to detail',
  'Willingness to travel occasionally',
  'A portfolio or examples of previous work',
  'Familiarity with agile ways of working',
];

type Pick = <T>(list: readonly T[]) => T;

/** Every distinct title of a style, in a fixed order (the seed shuffles it). */
export function titleCatalogue(style: JobStyle): string[] {
  if (style === 'campus') {
    return CAMPUS_PREFIXES.flatMap((prefix) => CAMPUS_ROLES.map((role) => `${prefix} ${role}`));
  }
  return TEAMS.flatMap((team) => LEVELS.flatMap((level) => ROLES.map((role) => `${level}${role}, ${team}`)));
}

export function describeJob(pick: Pick, title: string, orgName: string): string {
  const first = pick(DUTIES);
  let second = pick(DUTIES);
  if (second === first) second = DUTIES[(DUTIES.indexOf(first) + 1) % DUTIES.length]!;
  const article = /^[aeiou]/i.test(title) ? 'an' : 'a';
  return `${orgName} is looking for ${article} ${title} to join us. In this role you will ${first}, and ${second}. ${pick(CLOSINGS)}`;
}

export function requirementsFor(pick: Pick): string {
  const lines = new Set<string>();
  while (lines.size < 3) lines.add(pick(REQUIREMENTS));
  return [...lines].map((line) => `- ${line}`).join('\n');
}
