/**
 * Checking one wizard step's input against its step (spec part 1 section 5): DRF field
 * errors with the spec's messages, keyed by the input's field (or the question id of a
 * custom form). Each check answers the input to keep in the run's answers.
 */
import * as v from 'valibot';
import {
  AGENT_MESSAGES,
  type AgentStepInfo,
  fillMessage,
  PROFILE_SOURCE_THRESHOLD,
  StepInput,
} from '../../contract/agents';
import { EMAIL_PATTERN } from '../../contract/auth';
import { MESSAGES } from '../../contract/messages';
import type { TenantOptions } from '../../contract/tenant';
import type { Db } from '../db/client';
import { HttpError, validationFailed } from '../http/errors';
import { readOwnProfile } from '../profiles/read';
import { isPdf, runFileType } from './run-files';
import type { RunRow } from './serialize';

export interface StepContext {
  db: Db;
  tenantId: number;
  options: TenantOptions;
  run: RunRow;
  info: AgentStepInfo;
}

type Errors = Record<string, string[]>;
const fail = (errors: Errors) => new HttpError(400, errors);
const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The raw input shaped by the contract; the type must be the step's own. */
export function parseStepInput(info: AgentStepInfo, raw: unknown): StepInput {
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (body['type'] !== info.type) throw fail({ type: [`Expected a ${info.type} step input.`] });
  if (info.type === 'registration') checkRegistrationFields(body);
  const result = v.safeParse(StepInput, body);
  if (!result.success) throw validationFailed(result.issues);
  return result.output;
}

function checkRegistrationFields(body: Record<string, unknown>) {
  const errors: Errors = {};
  const email = asText(body['email']);
  if (!email) errors['email'] = [MESSAGES.enterEmail];
  else if (!EMAIL_PATTERN.test(email)) errors['email'] = [MESSAGES.invalidEmail];
  for (const field of ['first_name', 'last_name', 'country']) {
    if (!asText(body[field])) errors[field] = [AGENT_MESSAGES.required];
  }
  if (Object.keys(errors).length > 0) throw fail(errors);
}

type ProfileSourceInput = Extract<StepInput, { source: string }>;

export async function checkProfileSource(ctx: StepContext, input: ProfileSourceInput): Promise<void> {
  if (input.source === 'linkedin') {
    if (!input.linkedin_url) throw fail({ linkedin_url: [AGENT_MESSAGES.linkedinRequired] });
    return;
  }
  if (input.source === 'resume') {
    const mime = input.file ? await runFileType(ctx.db, ctx.run, input.file) : null;
    if (mime === null) throw fail({ file: [AGENT_MESSAGES.resumeRequired] });
    if (!isPdf(mime)) throw fail({ file: [AGENT_MESSAGES.resumePdfOnly] });
    return;
  }
  // 'profile': only for members, and only when their profile says enough.
  const ownerId = ctx.run.beneficiaryId;
  const percent =
    input.type === 'auth_profile_source' && ownerId !== null
      ? (await readOwnProfile(ctx.db, { id: ctx.tenantId }, ownerId)).completion_percent
      : 0;
  if (input.type !== 'auth_profile_source' || percent <= PROFILE_SOURCE_THRESHOLD) {
    throw fail({ source: [fillMessage(AGENT_MESSAGES.profileThreshold, { threshold: PROFILE_SOURCE_THRESHOLD })] });
  }
}

type CareerInput = Extract<StepInput, { type: 'career_information' }>;

export function checkCareerInformation(ctx: StepContext, input: CareerInput): CareerInput {
  const errors: Errors = {};
  const has = (list: { id: number }[], id: number | null) => id !== null && list.some((item) => item.id === id);
  if (!has(ctx.options.career_stages, input.career_stage)) errors['career_stage'] = [AGENT_MESSAGES.required];
  const reasons = [...new Set(input.reason_to_join)];
  if (reasons.length === 0 || !reasons.every((id) => has(ctx.options.reason_to_join, id))) {
    errors['reason_to_join'] = [AGENT_MESSAGES.required];
  }
  const field = input.is_field_unsure ? null : input.professional_field;
  if (field !== null && !has(ctx.options.professional_fields, field)) {
    errors['professional_field'] = [AGENT_MESSAGES.required];
  }
  if (Object.keys(errors).length > 0) throw fail(errors);
  return { ...input, reason_to_join: reasons, professional_field: field };
}

type ChecklistInput = Extract<StepInput, { values: string[] }>;

export function checkChecklist(ctx: StepContext, input: ChecklistInput): ChecklistInput {
  const allowed = new Set(
    [...ctx.info.options, ...ctx.info.groups.flatMap((group) => group.options)].map((option) => option.value),
  );
  const values = [...new Set(input.values)];
  if (values.length === 0 || !values.every((value) => allowed.has(value))) {
    throw fail({ values: [AGENT_MESSAGES.selectOne] });
  }
  return { ...input, values };
}

type FormInput = Extract<StepInput, { type: 'custom_form' }>;
type Answer = FormInput['answers'][string];

const isEmpty = (value: Answer | undefined) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export async function checkCustomForm(ctx: StepContext, input: FormInput): Promise<FormInput> {
  const errors: Errors = {};
  const answers: FormInput['answers'] = {};
  for (const question of ctx.info.questions) {
    const value = input.answers[question.id];
    if (isEmpty(value)) {
      if (question.required) errors[question.id] = [AGENT_MESSAGES.required];
      continue;
    }
    const values = new Set(question.options.map((option) => option.value));
    if (question.type === 'text' || question.type === 'textarea') {
      if (typeof value === 'string') answers[question.id] = value.trim();
      else errors[question.id] = [AGENT_MESSAGES.required];
    } else if (question.type === 'radio') {
      if (typeof value === 'string' && values.has(value)) answers[question.id] = value;
      else errors[question.id] = [AGENT_MESSAGES.selectOne];
    } else if (question.type === 'selection') {
      const chosen = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
      if (chosen.length > 0 && chosen.every((item) => values.has(item))) answers[question.id] = value ?? null;
      else errors[question.id] = [AGENT_MESSAGES.selectOne];
    } else {
      const found = typeof value === 'number' ? await runFileType(ctx.db, ctx.run, value) : null;
      if (found !== null) answers[question.id] = value ?? null;
      else errors[question.id] = [AGENT_MESSAGES.required];
    }
  }
  if (Object.keys(errors).length > 0) throw fail(errors);
  return { type: 'custom_form', answers };
}
