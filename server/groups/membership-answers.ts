/**
 * Validation of what a joiner sends: the answers to the group's questions (required,
 * options, files that must be the joiner's own uploads) and, for conference events, the
 * registration form. Answers what to store, or field errors keyed as the form names them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { conferenceErrors, EMPTY_CONFERENCE_REGISTRATION } from '../../contract/group-form';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import {
  type ConferenceRegistration,
  type JoinPayload,
  PARTICIPANT_TYPES,
  PAYMENT_MODES,
  PROGRAM_TYPES,
  PUBLICATION_CHOICES,
  questionOptions,
  SUBMISSION_TYPES,
} from '../../contract/groups';
import type { Tx } from '../db/client';
import type { GroupRow, StoredJoinAnswer } from '../db/schema';
import { uploads } from '../profiles/schema';
import { mediaUrl } from '../uploads/serialize';
import type { Actor } from './membership-rows';

/** Server wording the catalogue does not give. */
export const MEMBERSHIP_MESSAGES = {
  notYourFile: 'Upload the file again: this file is not one of your uploads.',
} as const;

export type JoinInput = v.InferOutput<typeof JoinPayload>;

/** Checks the answers against the group's questions; answers what to store, or field errors. */
export async function checkAnswers(
  tx: Tx,
  actor: Actor,
  group: GroupRow,
  answers: JoinInput['answers'],
): Promise<{ stored: StoredJoinAnswer[]; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const questions = group.extraInfo.questions ?? [];
  const byId = new Map(answers.map((answer) => [answer.question_id, answer]));
  const fileIds = answers.flatMap((answer) => (answer.file_id ? [answer.file_id] : []));
  const ownFiles =
    fileIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await tx
              .select({ id: uploads.id, key: uploads.key })
              .from(uploads)
              .where(
                and(
                  eq(uploads.tenantId, actor.tenantId),
                  eq(uploads.userId, actor.userId),
                  inArray(uploads.id, fileIds),
                ),
              )
          ).map((row) => [row.id, mediaUrl(row.key)]),
        );
  const stored: StoredJoinAnswer[] = [];
  for (const question of questions) {
    const key = `answers.${question.id}`;
    const answer = byId.get(question.id);
    const value = answer?.value.trim() ?? '';
    const fileId = answer?.file_id ?? null;
    if (question.type === 'file') {
      if (fileId !== null && !ownFiles.has(fileId)) {
        errors[key] = [MEMBERSHIP_MESSAGES.notYourFile];
        continue;
      }
      if (fileId === null) {
        if (question.required) errors[key] = [GROUP_MESSAGES.answerRequired];
        continue;
      }
      stored.push({
        question_id: question.id,
        value,
        file_id: fileId,
        label: question.label,
        file_url: ownFiles.get(fileId) ?? null,
      });
      continue;
    }
    if (value === '') {
      if (question.required) errors[key] = [GROUP_MESSAGES.answerRequired];
      continue;
    }
    if ((question.type === 'radio' || question.type === 'selection') && !questionOptions(question).includes(value)) {
      errors[key] = [GROUP_MESSAGES.invalidOption];
      continue;
    }
    stored.push({ question_id: question.id, value, file_id: null, label: question.label });
  }
  return { stored, errors };
}

const CONFERENCE_CHOICES = [
  ['participant_type', PARTICIPANT_TYPES],
  ['submission_type', SUBMISSION_TYPES],
  ['program_type', PROGRAM_TYPES],
  ['publication', PUBLICATION_CHOICES],
  ['payment_mode', PAYMENT_MODES],
] as const satisfies readonly (readonly [keyof ConferenceRegistration, readonly string[]])[];

/** Conference events need the registration form; its errors come back as extra_info.<field>. */
export async function checkRegistration(
  tx: Tx,
  actor: Actor,
  group: GroupRow,
  registration: ConferenceRegistration | null,
): Promise<{ stored: ConferenceRegistration | null; errors: Record<string, string[]> }> {
  if (group.groupType !== 'event' || group.eventType !== 'conference') return { stored: registration, errors: {} };
  const given = registration ?? EMPTY_CONFERENCE_REGISTRATION;
  // Only a paid event asks how the applicant pays.
  const form = group.isPaid ? given : { ...given, payment_mode: '', voucher: '' };
  const errors: Record<string, string[]> = {};
  for (const [field, choices] of CONFERENCE_CHOICES) {
    if (form[field].trim() !== '' && !(choices as readonly string[]).includes(form[field])) {
      errors[`extra_info.${field}`] = [GROUP_MESSAGES.invalidOption];
    }
  }
  for (const [field, message] of Object.entries(conferenceErrors(form, group.isPaid))) {
    errors[`extra_info.${field}`] = [message];
  }
  if (form.abstract_file !== null) {
    const [own] = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(eq(uploads.tenantId, actor.tenantId), eq(uploads.userId, actor.userId), eq(uploads.id, form.abstract_file)),
      );
    if (!own) errors['extra_info.abstract_file'] = [MEMBERSHIP_MESSAGES.notYourFile];
  }
  return { stored: form, errors };
}
