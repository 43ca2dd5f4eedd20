/**
 * What each step's form keeps (stored in the wizard draft by step key), its local checks (the
 * server's messages, so a member sees the same words either way) and the StepInput it sends.
 */
import {
  AGENT_MESSAGES,
  type AgentStepInfo,
  fillMessage,
  PROFILE_SOURCE_THRESHOLD,
  type StepInput,
} from '../../../../contract/agents';
import { EMAIL_PATTERN } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';

export interface PickedFile {
  id: number;
  name: string;
}

export interface RegistrationValues {
  email: string;
  first_name: string;
  last_name: string;
  country: string;
}
export interface SourceValues {
  source: 'profile' | 'resume' | 'linkedin' | null;
  linkedin_url: string;
  file: PickedFile | null;
}
export interface CareerValues {
  career_stage: number | null;
  reason_to_join: number[];
  professional_field: number | null;
  is_field_unsure: boolean;
}
export interface ChecklistValues {
  values: string[];
}
export interface CustomValues {
  answers: Record<string, string | string[]>;
  files: Record<string, PickedFile>;
}

export type FieldErrors = Record<string, string>;

/** One field's error, if any. */
export const errorOf = (errors: FieldErrors, key: string): string | undefined => errors[key];

export function emptyValues(info: AgentStepInfo): unknown {
  switch (info.type) {
    case 'registration':
      return { email: '', first_name: '', last_name: '', country: '' } satisfies RegistrationValues;
    case 'auth_profile_source':
    case 'unauth_profile_source':
      return { source: null, linkedin_url: '', file: null } satisfies SourceValues;
    case 'career_information':
      return {
        career_stage: null,
        reason_to_join: [],
        professional_field: null,
        is_field_unsure: false,
      } satisfies CareerValues;
    case 'checklist':
    case 'group_checklist':
      return { values: [] } satisfies ChecklistValues;
    case 'custom_form':
      return { answers: {}, files: {} } satisfies CustomValues;
    default:
      return {};
  }
}

/** A stored value of the right shape, or the step's empty one (a draft from an older form). */
export function valuesOf<T>(info: AgentStepInfo, stored: unknown): T {
  const empty = emptyValues(info);
  if (stored && typeof stored === 'object') return { ...(empty as object), ...stored } as T;
  return empty as T;
}

/** Local checks before sending; empty when the step may go. */
export function validateStep(info: AgentStepInfo, stored: unknown, completion: number | null): FieldErrors {
  const errors: FieldErrors = {};
  switch (info.type) {
    case 'registration': {
      const values = valuesOf<RegistrationValues>(info, stored);
      const email = values.email.trim();
      if (!email) errors['email'] = MESSAGES.enterEmail;
      else if (!EMAIL_PATTERN.test(email)) errors['email'] = MESSAGES.invalidEmail;
      for (const key of ['first_name', 'last_name', 'country'] as const) {
        if (!values[key].trim()) errors[key] = AGENT_MESSAGES.required;
      }
      break;
    }
    case 'auth_profile_source':
    case 'unauth_profile_source': {
      const values = valuesOf<SourceValues>(info, stored);
      if (!values.source) errors['source'] = AGENT_MESSAGES.required;
      else if (values.source === 'linkedin' && !values.linkedin_url.trim())
        errors['linkedin_url'] = AGENT_MESSAGES.linkedinRequired;
      else if (values.source === 'resume' && !values.file) errors['file'] = AGENT_MESSAGES.resumeRequired;
      else if (values.source === 'profile' && completion !== null && completion <= PROFILE_SOURCE_THRESHOLD)
        errors['source'] = fillMessage(AGENT_MESSAGES.profileThreshold, { threshold: PROFILE_SOURCE_THRESHOLD });
      break;
    }
    case 'career_information': {
      const values = valuesOf<CareerValues>(info, stored);
      if (values.career_stage === null) errors['career_stage'] = AGENT_MESSAGES.required;
      if (values.reason_to_join.length === 0) errors['reason_to_join'] = AGENT_MESSAGES.required;
      break;
    }
    case 'checklist':
    case 'group_checklist':
      if (valuesOf<ChecklistValues>(info, stored).values.length === 0) errors['values'] = AGENT_MESSAGES.selectOne;
      break;
    case 'custom_form': {
      const values = valuesOf<CustomValues>(info, stored);
      for (const question of info.questions) {
        if (!question.required) continue;
        const answer = question.type === 'file' ? values.files[question.id] : values.answers[question.id];
        const isEmpty = answer === undefined || (typeof answer === 'string' ? !answer.trim() : false);
        if (isEmpty) errors[question.id] = AGENT_MESSAGES.required;
      }
      break;
    }
    default:
      break;
  }
  return errors;
}

/** The step's input as the server takes it. */
export function stepInputOf(info: AgentStepInfo, stored: unknown): StepInput {
  switch (info.type) {
    case 'registration':
      return { type: 'registration', ...valuesOf<RegistrationValues>(info, stored) };
    case 'auth_profile_source':
    case 'unauth_profile_source': {
      const values = valuesOf<SourceValues>(info, stored);
      return {
        type: info.type,
        source: values.source ?? 'linkedin',
        linkedin_url: values.source === 'linkedin' ? values.linkedin_url.trim() : null,
        file: values.source === 'resume' ? (values.file?.id ?? null) : null,
      };
    }
    case 'career_information': {
      const values = valuesOf<CareerValues>(info, stored);
      return {
        type: 'career_information',
        ...values,
        professional_field: values.is_field_unsure ? null : values.professional_field,
      };
    }
    case 'checklist':
    case 'group_checklist':
      return { type: info.type, values: valuesOf<ChecklistValues>(info, stored).values };
    case 'custom_form': {
      const values = valuesOf<CustomValues>(info, stored);
      const answers: Record<string, string | string[] | number | null> = {};
      for (const question of info.questions) {
        answers[question.id] =
          question.type === 'file' ? (values.files[question.id]?.id ?? null) : (values.answers[question.id] ?? null);
      }
      return { type: 'custom_form', answers };
    }
    default:
      return { type: info.type };
  }
}

/** Server field errors (first message each) under our field names: `answers.x` and `x` both land on x. */
export function fieldErrorsOf(errors: Record<string, string[]>): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const name = key.replace(/^(input\.)?(answers\.)?/, '');
    if (messages[0]) result[name] = messages[0];
  }
  return result;
}
