/**
 * The five agents every tenant is seeded with (slugs fixed: the UI and the tests use them).
 * CareerGPS's visitor path ends at the sign-up prompt; members walk the longer path that
 * ends with a report.
 */
import type { AgentStepInfo, AgentType } from '../../contract/agents';
import {
  AUTH,
  BOTH,
  careerInformation,
  choices,
  group,
  question,
  reportStep,
  step,
  UNAUTH,
  visitorSteps,
} from './step-kit';

export interface AgentDefinition {
  slug: string;
  name: string;
  description: string;
  agentType: AgentType;
  canChat: boolean;
  isPremium: boolean;
  prompts: string[];
  steps: AgentStepInfo[];
}

const authProfileSource = step('profile-source', 'auth_profile_source', AUTH, {
  header_text: 'Where should we read your background?',
  description: 'Use your portal profile, upload your resume (PDF) or give your LinkedIn profile address.',
  loading_text: 'Reading your profile...',
  user_prompt: 'Treat the chosen profile source as the truth about the member experience and skills.',
});

const careergpsVisitor = visitorSteps('CareerGPS');
const aiVisitor = visitorSteps('the AI Readiness Assessment');

const careergps: AgentDefinition = {
  slug: 'careergps',
  name: 'CareerGPS',
  description: 'A personalised career report: roles that fit you, the skills to build and a plan to get there.',
  agentType: 'careergps',
  canChat: true,
  isPremium: false,
  prompts: [
    'Which roles fit my skills best?',
    'What should I learn next?',
    'How do I move into a new field?',
    'Which circles should I join?',
  ],
  steps: [
    ...careergpsVisitor.intro,
    authProfileSource,
    careerInformation(BOTH),
    step('what-matters', 'group_checklist', AUTH, {
      header_text: 'What matters to you in your next role?',
      description: 'Pick everything that applies.',
      loading_text: 'Saving your choices...',
      user_prompt: 'Prefer roles and jobs that match what matters to the member.',
      groups: [
        group('Work style', 'Remote work', 'Flexible hours', 'Team collaboration', 'Independent work'),
        group('Growth', 'Learning new skills', 'Leadership', 'Mentoring others', 'Career change'),
        group('Impact', 'Social impact', 'Innovation', 'Stability', 'Higher salary'),
      ],
    }),
    step('your-goals', 'custom_form', AUTH, {
      header_text: 'Your goals',
      description: 'A few questions about where you want to go.',
      loading_text: 'Saving your goals...',
      user_prompt: 'Use the dream role as the first target role when it fits the member skills.',
      questions: [
        question('dream_role', 'What is your dream role?', 'text', {
          required: true,
          placeholder: 'e.g. Data analyst',
        }),
        question('achieve', 'What would you like to achieve in the next year?', 'textarea', { rows: 4, cols: 40 }),
        question('hours', 'How many hours a week can you spend learning?', 'radio', {
          required: true,
          options: choices('Less than 2', '2 to 5', '5 to 10', 'More than 10'),
        }),
        question('work_mode', 'Preferred way of working', 'selection', {
          options: choices('Remote', 'Hybrid', 'On site'),
        }),
        question('certificate', 'A certificate you are proud of (optional)', 'file'),
      ],
    }),
    careergpsVisitor.signup,
    reportStep(),
  ],
};

const aiReadiness: AgentDefinition = {
  slug: 'ai-readiness-assessment',
  name: 'AI Readiness Assessment',
  description: 'How ready are you to work with AI? Find the tools, use cases and skills to focus on.',
  agentType: 'career_assistant',
  canChat: false,
  isPremium: false,
  prompts: ['Which AI tools should I learn first?', 'How is AI changing my field?', 'What AI use cases fit my role?'],
  steps: [
    ...aiVisitor.intro,
    careerInformation(UNAUTH),
    step('ai-tools-used', 'checklist', AUTH, {
      header_text: 'Which AI tools have you used?',
      description: 'Pick every kind of tool you have tried.',
      loading_text: 'Saving your tools...',
      user_prompt: 'Recommend AI tools the member has not used yet.',
      options: choices(
        'Chat assistants',
        'Code assistants',
        'Image generators',
        'Data analysis tools',
        'Writing tools',
      ),
    }),
    step('ai-habits', 'custom_form', AUTH, {
      header_text: 'Your AI habits',
      description: 'How often AI is part of your work.',
      loading_text: 'Saving your answers...',
      user_prompt: 'Match the depth of the advice to how often the member uses AI.',
      questions: [
        question('frequency', 'How often do you use AI at work or study?', 'radio', {
          required: true,
          options: choices('Never', 'Monthly', 'Weekly', 'Daily'),
        }),
      ],
    }),
    aiVisitor.signup,
    reportStep(),
  ],
};

const interestExplorer: AgentDefinition = {
  slug: 'interest-explorer',
  name: 'Interest Explorer',
  description: 'Explore what interests you and find the careers, circles and resources that match.',
  agentType: 'career_assistant',
  canChat: true,
  isPremium: false,
  prompts: [
    'Which careers match my interests?',
    'How can I test an interest before committing?',
    'Who could I talk to?',
  ],
  steps: [
    careerInformation(BOTH),
    step('interests', 'group_checklist', BOTH, {
      header_text: 'What interests you?',
      description: 'Pick the areas you enjoy.',
      loading_text: 'Saving your interests...',
      user_prompt: 'Connect the interests to concrete roles.',
      groups: [
        group('People', 'Teaching', 'Helping others', 'Leading teams'),
        group('Ideas', 'Research', 'Writing', 'Design'),
        group('Things and data', 'Building software', 'Working with data', 'Engineering'),
      ],
    }),
    reportStep(),
  ],
};

const interviewCoach: AgentDefinition = {
  slug: 'interview-coach',
  name: 'Interview Coach',
  description: 'Prepare for your next interview with a plan built around the role you want.',
  agentType: 'career_assistant',
  canChat: true,
  isPremium: true,
  prompts: [
    'How should I answer "tell me about yourself"?',
    'Which questions should I prepare?',
    'How do I follow up?',
  ],
  steps: [
    step('target', 'custom_form', AUTH, {
      header_text: 'Your target interview',
      description: 'Tell us about the role you are interviewing for.',
      loading_text: 'Saving your target...',
      user_prompt: 'Focus on preparing for the interview of the target role.',
      questions: [
        question('role', 'Which role are you interviewing for?', 'text', { required: true, placeholder: 'Role title' }),
        question('stage', 'Interview stage', 'radio', {
          required: true,
          options: choices('Screening', 'Technical', 'Final'),
        }),
      ],
    }),
    reportStep(),
  ],
};

const leadership: AgentDefinition = {
  slug: 'leadership-pathways',
  name: 'Leadership Pathways',
  description: 'Find your path into leadership: the strengths you have and the ones to grow.',
  agentType: 'careergps',
  canChat: false,
  isPremium: true,
  prompts: ['How do I move into my first lead role?', 'Which leadership skills matter most?', 'Who could mentor me?'],
  steps: [
    authProfileSource,
    step('leadership', 'checklist', AUTH, {
      header_text: 'Your leadership experience',
      description: 'Pick what you have done already.',
      loading_text: 'Saving your experience...',
      user_prompt: 'Build on the leadership experience the member already has.',
      options: choices('Led a project', 'Managed people', 'Mentored someone', 'Owned a budget', 'Spoke in public'),
    }),
    reportStep(),
  ],
};

export const AGENT_DEFINITIONS: readonly AgentDefinition[] = [
  careergps,
  aiReadiness,
  interestExplorer,
  interviewCoach,
  leadership,
];
