import { describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, type AgentStepInfo, fillMessage, PROFILE_SOURCE_THRESHOLD } from '../../../../contract/agents';
import { MESSAGES } from '../../../../contract/messages';
import { fieldErrorsOf, stepInputOf, validateStep } from './step-values';

function info(type: AgentStepInfo['type'], extra: Partial<AgentStepInfo> = {}): AgentStepInfo {
  return {
    id: 'step',
    type,
    header_text: 'Step',
    description: '',
    next_text: 'Next',
    loading_text: 'Working',
    user_prompt: '',
    show_stepper: true,
    input_steps: { auth: true, unauth: true },
    questions: [],
    options: [],
    groups: [],
    ...extra,
  };
}

const goals = info('custom_form', {
  questions: [
    {
      id: 'dream',
      label: 'Dream',
      type: 'text',
      required: true,
      placeholder: null,
      options: [],
      rows: null,
      cols: null,
    },
    { id: 'cv', label: 'CV', type: 'file', required: false, placeholder: null, options: [], rows: null, cols: null },
  ],
});

describe('agent step values', () => {
  it("checks a step with the server's messages", () => {
    expect(validateStep(info('registration'), undefined, null)).toEqual({
      email: MESSAGES.enterEmail,
      first_name: AGENT_MESSAGES.required,
      last_name: AGENT_MESSAGES.required,
      country: AGENT_MESSAGES.required,
    });
    expect(
      validateStep(info('registration'), { email: 'nope', first_name: 'A', last_name: 'B', country: 'KE' }, null),
    ).toEqual({ email: MESSAGES.invalidEmail });
    expect(validateStep(info('unauth_profile_source'), { source: 'linkedin', linkedin_url: ' ' }, null)).toEqual({
      linkedin_url: AGENT_MESSAGES.linkedinRequired,
    });
    expect(validateStep(info('auth_profile_source'), { source: 'resume' }, 80)).toEqual({
      file: AGENT_MESSAGES.resumeRequired,
    });
    expect(validateStep(info('auth_profile_source'), { source: 'profile' }, PROFILE_SOURCE_THRESHOLD)).toEqual({
      source: fillMessage(AGENT_MESSAGES.profileThreshold, { threshold: PROFILE_SOURCE_THRESHOLD }),
    });
    expect(validateStep(info('auth_profile_source'), { source: 'profile' }, PROFILE_SOURCE_THRESHOLD + 1)).toEqual({});
    expect(validateStep(info('career_information'), undefined, null)).toEqual({
      career_stage: AGENT_MESSAGES.required,
      reason_to_join: AGENT_MESSAGES.required,
    });
    expect(validateStep(info('group_checklist'), { values: [] }, null)).toEqual({ values: AGENT_MESSAGES.selectOne });
    expect(validateStep(goals, { answers: { dream: '  ' }, files: {} }, null)).toEqual({
      dream: AGENT_MESSAGES.required,
    });
  });

  it('sends what the server takes', () => {
    expect(
      stepInputOf(info('career_information'), {
        career_stage: 2,
        reason_to_join: [1],
        professional_field: 4,
        is_field_unsure: true,
      }),
    ).toEqual({
      type: 'career_information',
      career_stage: 2,
      reason_to_join: [1],
      professional_field: null,
      is_field_unsure: true,
    });
    expect(stepInputOf(goals, { answers: { dream: 'Analyst' }, files: { cv: { id: 7, name: 'cv.pdf' } } })).toEqual({
      type: 'custom_form',
      answers: { dream: 'Analyst', cv: 7 },
    });
    expect(
      stepInputOf(info('unauth_profile_source'), { source: 'linkedin', linkedin_url: ' https://x ', file: null }),
    ).toEqual({
      type: 'unauth_profile_source',
      source: 'linkedin',
      linkedin_url: 'https://x',
      file: null,
    });
    expect(stepInputOf(info('report_generation'), undefined)).toEqual({ type: 'report_generation' });
  });

  it("puts the server's field errors under the form's fields", () => {
    expect(fieldErrorsOf({ 'answers.dream': ['Required'], dream: ['Required'], email: ['Bad', 'Worse'] })).toEqual({
      dream: 'Required',
      email: 'Bad',
    });
  });
});
