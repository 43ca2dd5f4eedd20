/**
 * The demo tenants' app config `options` and AMA default prompts (spec part 1 section 3).
 * Ids are stable per tenant: profiles store them, and the maps refer to them.
 */
import type { DefaultPrompt, OptionItem, TenantOptions } from '../../contract/tenant';

/** ['a', 'b'] -> [{ id: 1, name: 'a' }, { id: 2, name: 'b' }] */
const list = (...names: string[]): OptionItem[] => names.map((name, i) => ({ id: i + 1, name }));
const prompt = (text: string, locations: string[] = [], career_stages: number[] = []): DefaultPrompt => ({
  prompt: text,
  locations,
  career_stages,
});

const SHARED = {
  interested_services: list(
    'Mentoring',
    'Job board',
    'AI career guidance',
    'Resume review',
    'Networking events',
    'Skills courses',
  ),
  organization_types: list('Company', 'Startup', 'University', 'Non-profit', 'Government', 'Research institute'),
  career_commitment: list('Just exploring', 'Actively looking', 'Open to offers', 'Not looking right now'),
  job_functions: list(
    'Software engineering',
    'Data science',
    'Product management',
    'Design',
    'Operations',
    'Sales',
    'Marketing',
    'Finance',
    'Human resources',
    'Research',
    'Customer success',
    'Consulting',
  ),
} satisfies Partial<TenantOptions>;

// Career stages: 1 High school, 2 Undergraduate, 3 Graduate, 4 Early career, 5 Mid career, 6 Senior.
// Reasons: 1 job, 2 find a mentor, 3 mentor others, 4 change careers, 5 AI skills, 6 network, 7 explore, 8 hire.
export const DEFAULT_OPTIONS: TenantOptions = {
  ...SHARED,
  career_stages: list('High school', 'Undergraduate', 'Graduate', 'Early career', 'Mid career', 'Senior'),
  professional_fields: list(
    'Technology',
    'Data and analytics',
    'Healthcare',
    'Education',
    'Finance',
    'Engineering',
    'Energy and environment',
    'Design',
    'Marketing and communications',
    'Public policy and non-profits',
    'Research and academia',
    'Law',
  ),
  reason_to_join: list(
    'Find a job or internship',
    'Find a mentor',
    'Mentor others',
    'Change careers',
    'Learn AI skills',
    'Grow my network',
    'Explore career paths',
    'Hire talent',
  ),
  current_roles: list(
    'High school student',
    'University student',
    'Recent graduate',
    'Individual contributor',
    'Manager',
    'Executive',
    'Educator',
  ),
  career_reason_map: {
    '1': [7, 2, 5],
    '2': [1, 2, 5, 6, 7],
    '3': [1, 2, 5, 6, 7],
    '4': [1, 2, 4, 5, 6],
    '5': [3, 4, 5, 6, 8],
    '6': [3, 6, 8, 5],
  },
  role_stage_map: { '1': 1, '2': 2, '3': 4, '4': 5, '5': 5, '6': 6, '7': 5 },
  colleges: [],
  departments: [],
};

export const DEFAULT_PROMPTS: DefaultPrompt[] = [
  prompt('Which careers match what I enjoy at school?', [], [1]),
  prompt('How do I land my first internship?', [], [2, 3]),
  prompt('How do I turn my thesis into a job in industry?', [], [3]),
  prompt('What should I learn this year to grow in my first job?', [], [4]),
  prompt('How do I move from my current field into data or AI?', [], [4, 5]),
  prompt('How do I prepare for a move into management?', [], [5]),
  prompt('How can I mentor others while growing my own career?', [], [5, 6]),
  prompt('Which tech employers are hiring graduates in Nairobi?', ['KE'], [2, 3, 4]),
  prompt('How do I find remote work from Nigeria with global teams?', ['NG']),
  prompt('Which skills are in demand in Bengaluru right now?', ['IN']),
  prompt('How do I get my foreign degree recognised in Germany?', ['DE']),
  prompt('What does a strong CV look like in the UK?', ['GB']),
  prompt('Which AI skills would help my career most?'),
  prompt('Review my profile and suggest next steps.'),
  prompt('What salary should I ask for in my next role?'),
  prompt('Find me a mentor in my field.'),
];

// Campus stages: 1 Prospective student, 2 Undergraduate, 3 Graduate, 4 Doctoral, 5 Recent alumni, 6 Alumni.
// Reasons: 1 internship, 2 graduate job, 3 adviser, 4 alumni mentor, 5 fairs, 6 give back, 7 explore majors.
export const CAMPUS_OPTIONS: TenantOptions = {
  ...SHARED,
  career_stages: list('Prospective student', 'Undergraduate', 'Graduate', 'Doctoral', 'Recent alumni', 'Alumni'),
  professional_fields: list(
    'Engineering',
    'Computer science',
    'Business',
    'Health sciences',
    'Natural sciences',
    'Social sciences',
    'Humanities',
    'Law',
    'Education',
  ),
  reason_to_join: list(
    'Find an internship',
    'Find a graduate job',
    'Book a careers adviser',
    'Meet an alumni mentor',
    'Attend career fairs',
    'Give back as an alum',
    'Explore majors and careers',
  ),
  current_roles: list('Applicant', 'Student', 'Teaching assistant', 'Research assistant', 'Alum', 'Staff'),
  career_reason_map: {
    '1': [7, 3],
    '2': [1, 3, 4, 5, 7],
    '3': [1, 2, 3, 4, 5],
    '4': [2, 3, 4, 5],
    '5': [2, 4, 6],
    '6': [6, 4],
  },
  role_stage_map: { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6 },
  colleges: list(
    'College of Engineering',
    'College of Arts and Sciences',
    'Business School',
    'School of Medicine',
    'School of Law',
    'School of Education',
  ),
  departments: list(
    'Computer Science',
    'Electrical Engineering',
    'Mechanical Engineering',
    'Economics',
    'Psychology',
    'Biology',
    'Chemistry',
    'Mathematics',
    'History',
    'Accounting and Finance',
    'Nursing',
    'Public Health',
  ),
};

export const CAMPUS_PROMPTS: DefaultPrompt[] = [
  prompt('Which majors lead to the careers I am curious about?', [], [1]),
  prompt('How do I get a summer internship after my second year?', [], [2]),
  prompt('Which student societies would help my CV?', [], [2]),
  prompt('How do I prepare for the autumn career fair?', [], [2, 3]),
  prompt('Should I do a PhD or go into industry?', [], [3, 4]),
  prompt('How do I explain my research to non-academic employers?', [], [4]),
  prompt('Which alumni work at the companies I like?', [], [5, 6]),
  prompt('How can I mentor current students?', [], [6]),
  prompt('Which graduate schemes accept international students?'),
  prompt('Book me a session with a careers adviser.'),
];
