/** Builders for the seeded agents' steps (server/agents/definitions.ts): every extra_info field filled. */
import type {
  AgentStepInfo,
  ChecklistGroup,
  ChoiceOption,
  CustomQuestion,
  CustomQuestionType,
  StepInputType,
} from '../../contract/agents';

export const BOTH = { auth: true, unauth: true } as const;
export const AUTH = { auth: true, unauth: false } as const;
export const UNAUTH = { auth: false, unauth: true } as const;

type StepFields = Pick<AgentStepInfo, 'header_text' | 'description' | 'loading_text' | 'user_prompt'> &
  Partial<Pick<AgentStepInfo, 'next_text' | 'show_stepper' | 'questions' | 'options' | 'groups'>>;

export function step(
  id: string,
  type: StepInputType,
  audience: AgentStepInfo['input_steps'],
  fields: StepFields,
): AgentStepInfo {
  return {
    id,
    type,
    next_text: type === 'report_generation' ? 'Generate report' : 'Next',
    show_stepper: true,
    questions: [],
    options: [],
    groups: [],
    ...fields,
    input_steps: { ...audience },
  };
}

/** 'Data & analytics' -> { value: 'data-analytics', label: 'Data & analytics' } */
export const choices = (...labels: string[]): ChoiceOption[] =>
  labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    label,
  }));

export const group = (label: string, ...labels: string[]): ChecklistGroup => ({ label, options: choices(...labels) });

export function question(
  id: string,
  label: string,
  type: CustomQuestionType,
  extra: Partial<Omit<CustomQuestion, 'id' | 'label' | 'type'>> = {},
): CustomQuestion {
  return { id, label, type, required: false, placeholder: null, options: [], rows: null, cols: null, ...extra };
}

/**
 * The visitor steps (registration, profile upload, sign-up prompt). Career information is
 * not among them: an agent has one step per key, so it shows that step to both audiences.
 */
export function visitorSteps(agentName: string): { intro: AgentStepInfo[]; signup: AgentStepInfo } {
  return {
    intro: [
      step('registration', 'registration', UNAUTH, {
        header_text: `Welcome to ${agentName}`,
        description: 'Tell us who you are so we can prepare your results.',
        loading_text: 'Checking your details...',
        user_prompt: '',
      }),
      step('profile-upload', 'unauth_profile_source', UNAUTH, {
        header_text: 'Share your background',
        description: 'Upload your resume (PDF) or give your LinkedIn profile address.',
        loading_text: 'Reading your profile...',
        user_prompt: 'Use the resume or LinkedIn profile as the main source of the member background.',
      }),
    ],
    signup: step('signup', 'redirect_to_signup', UNAUTH, {
      header_text: 'Your report is almost ready',
      description: 'Sign up to get your personalised career report.',
      next_text: 'Sign up',
      loading_text: 'Saving your answers...',
      user_prompt: '',
      show_stepper: false,
    }),
  };
}

export function careerInformation(audience: AgentStepInfo['input_steps']): AgentStepInfo {
  return step('career-information', 'career_information', audience, {
    header_text: 'Where are you in your career?',
    description: 'Your career stage, why you are here and the field you are drawn to.',
    loading_text: 'Saving your career information...',
    user_prompt: 'Weigh the career stage and reasons to join when choosing target roles and next steps.',
  });
}

export function reportStep(audience: AgentStepInfo['input_steps'] = AUTH): AgentStepInfo {
  return step('report', 'report_generation', audience, {
    header_text: 'Your career report',
    description: 'We combine your answers with your profile and the portal to build your report.',
    loading_text: 'Building your career report...',
    user_prompt: 'Write an encouraging, concrete report. Keep it under 600 words and end with the next steps.',
  });
}
