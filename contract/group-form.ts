/**
 * The forms of groups (part 2 section 5): the group form, the question builder, the
 * conference registration form and the invite dialog, plus the member actions of
 * administrators and invitations. Each rule set is a pure function answering
 * `{field: message}` so the form shows it under the field and the server answers
 * the same words in DRF shape.
 */
import * as v from 'valibot';
import {
  ABSTRACT_MAX_WORDS,
  GROUP_GOALS_MAX,
  GROUP_TEXT_MAX,
  GROUP_TOPICS_MAX,
  PAID_FEATURES_MAX,
} from './group-messages';
import {
  type ConferenceRegistration,
  DonationDetails,
  EventType,
  GROUP_DURATIONS,
  Group,
  GroupKind,
  JoinQuestion,
  MemberRole,
  Publicity,
  VOUCHER_MAX_LENGTH,
} from './groups';
import { ID_MESSAGES, Id, IdArray, MAX_ID } from './ids';

export const GROUP_FORM_MESSAGES = {
  required: 'Required',
  maxChars: (max: number) => `Maximum of ${max} characters`,
  positiveOnly: 'Postive number only',
  maxTopics: `Maximum ${GROUP_TOPICS_MAX} topics`,
  maxGoals: `Maximum ${GROUP_GOALS_MAX} goals`,
  maxPaidFeatures: `Maximum ${PAID_FEATURES_MAX} features`,
  priceAboveZero: 'Price must be greater than zero',
  discountRange: 'Discount must be between 0 and 100',
  endBeforeStart: 'End date must be after the start date',
  closeBeforeOpen: 'Application close date must be after the open date',
  coverImageType: 'Only jpeg, png and jpg images are allowed',
  enterQuestion: 'Please enter question',
  selectFieldType: 'Please select field type',
  optionsNeeded: 'Please add at least one option, one per line',
  maxWords: (max: number) => `Maximum ${max} words`,
  abstractNeeded: 'Write an abstract or upload it as a PDF',
  validEmail: 'Please enter a valid email address',
  emailAdded: 'Email already added',
  inviteSomeone: 'Add at least one e-mail or person to invite',
  reasonRequired: 'Please give a reason',
  correctAbove: 'Please correct above errors',
  correctBelow: 'Please correct the errors below',
} as const;

const isoDate = v.nullable(v.pipe(v.string(), v.isoTimestamp()));
const ids = IdArray;
/** Sizes and prices are stored as Postgres integers (prices in cents); the rules below check the rest. */
const MAX_PRICE = MAX_ID / 100;

/** POST /api/v1/groups/ and PATCH /api/v1/groups/{id}/ (PATCH takes any subset). */
export const GroupFormPayload = v.object({
  name: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  group_type: GroupKind,
  description: v.string(),
  objective: v.optional(v.string(), ''),
  member_requirements: v.optional(v.string(), ''),
  impact: v.optional(v.string(), ''),
  location: v.optional(v.nullable(v.string()), null),
  country: v.optional(v.nullable(v.string()), null),
  parent_group: v.optional(v.nullable(Id), null),
  topics: v.optional(ids, []),
  countries: v.optional(v.array(v.string()), []),
  career_stages: v.optional(ids, []),
  professional_fields: v.optional(ids, []),
  job_functions: v.optional(ids, []),
  roles: v.optional(ids, []),
  /** AI use case ids: required of circles and events (part 2 section 5, "AI use case required"). */
  use_cases: v.optional(ids, []),
  relevant_sdgs: v.optional(ids, []),
  group_duration: v.optional(v.nullable(v.picklist(GROUP_DURATIONS)), null),
  maximum_size: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(ID_MESSAGES.invalid), v.maxValue(MAX_ID, ID_MESSAGES.tooLarge(MAX_ID)))),
    null,
  ),
  start_date: v.optional(isoDate, null),
  end_date: v.optional(isoDate, null),
  application_open_date: v.optional(isoDate, null),
  application_close_date: v.optional(isoDate, null),
  circle_type: v.optional(v.nullable(Id), null),
  event_type: v.optional(v.nullable(EventType), null),
  publicity: v.optional(v.nullable(Publicity), null),
  is_paid: v.optional(v.boolean(), false),
  price: v.optional(v.nullable(v.pipe(v.number(), v.maxValue(MAX_PRICE, ID_MESSAGES.tooLarge(MAX_PRICE)))), null),
  paid_features: v.optional(v.array(v.pipe(v.string(), v.maxLength(200))), []),
  discount: v.optional(v.nullable(v.pipe(v.number(), v.integer(ID_MESSAGES.invalid))), null),
  is_external: v.optional(v.boolean(), false),
  external_link: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))), null),
  create_google_classroom: v.optional(v.boolean(), false),
  donation_details: v.optional(v.nullable(DonationDetails), null),
});
export type GroupFormPayload = v.InferOutput<typeof GroupFormPayload>;
export type GroupFormErrors = Partial<Record<keyof GroupFormPayload, string>>;

const isTimed = (kind: GroupKind) => kind === 'circle' || kind === 'event';
/** Also true of a value that is not text at all: the question builder's rules meet raw input. */
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The rules of the group form (part 2 section 5); empty when valid. */
export function groupFormErrors(form: GroupFormPayload): GroupFormErrors {
  const errors: GroupFormErrors = {};
  const kind = form.group_type;
  if (blank(form.name)) errors.name = GROUP_FORM_MESSAGES.required;
  if (blank(form.description)) errors.description = GROUP_FORM_MESSAGES.required;
  else if (form.description.length > GROUP_TEXT_MAX) errors.description = GROUP_FORM_MESSAGES.maxChars(GROUP_TEXT_MAX);
  for (const field of ['objective', 'member_requirements'] as const) {
    if (form[field].length > GROUP_TEXT_MAX) errors[field] = GROUP_FORM_MESSAGES.maxChars(GROUP_TEXT_MAX);
  }
  if (form.maximum_size !== null && form.maximum_size < 0) errors.maximum_size = GROUP_FORM_MESSAGES.positiveOnly;
  if (isTimed(kind) && form.topics.length === 0) errors.topics = GROUP_FORM_MESSAGES.required;
  else if (form.topics.length > GROUP_TOPICS_MAX) errors.topics = GROUP_FORM_MESSAGES.maxTopics;
  if (kind === 'circle' && form.relevant_sdgs.length === 0) errors.relevant_sdgs = GROUP_FORM_MESSAGES.required;
  else if (form.relevant_sdgs.length > GROUP_GOALS_MAX) errors.relevant_sdgs = GROUP_FORM_MESSAGES.maxGoals;
  if (form.is_paid && (form.price === null || !(form.price > 0))) {
    errors.price = form.price === null ? GROUP_FORM_MESSAGES.required : GROUP_FORM_MESSAGES.priceAboveZero;
  }
  if (form.paid_features.length > PAID_FEATURES_MAX) errors.paid_features = GROUP_FORM_MESSAGES.maxPaidFeatures;
  if (form.discount !== null && (form.discount < 0 || form.discount > 100)) {
    errors.discount = GROUP_FORM_MESSAGES.discountRange;
  }
  if (isTimed(kind)) {
    const required = [
      'group_duration',
      'start_date',
      'end_date',
      'application_open_date',
      'application_close_date',
      'publicity',
    ] as const;
    for (const field of required) if (form[field] === null) errors[field] = GROUP_FORM_MESSAGES.required;
    if (form.career_stages.length === 0) errors.career_stages = GROUP_FORM_MESSAGES.required;
    if (form.use_cases.length === 0) errors.use_cases = GROUP_FORM_MESSAGES.required;
    if (form.start_date && form.end_date && Date.parse(form.end_date) < Date.parse(form.start_date)) {
      errors.end_date = GROUP_FORM_MESSAGES.endBeforeStart;
    }
    const { application_open_date: open, application_close_date: close } = form;
    if (open && close && Date.parse(close) < Date.parse(open)) {
      errors.application_close_date = GROUP_FORM_MESSAGES.closeBeforeOpen;
    }
  }
  if (kind === 'circle' && form.circle_type === null) errors.circle_type = GROUP_FORM_MESSAGES.required;
  if (kind === 'event' && form.event_type === null) errors.event_type = GROUP_FORM_MESSAGES.required;
  if (!isTimed(kind) && blank(form.country)) errors.country = GROUP_FORM_MESSAGES.required;
  if (isTimed(kind) && form.parent_group === null) errors.parent_group = GROUP_FORM_MESSAGES.required;
  return errors;
}

/** The form's values for an existing group (the edit dialog starts from these). */
export function groupFormOf(group: Group): GroupFormPayload {
  return {
    name: group.name,
    group_type: group.group_type,
    description: group.description,
    objective: group.objective,
    member_requirements: group.member_requirements,
    impact: group.impact,
    location: group.location,
    country: group.country,
    parent_group: group.parent_group,
    topics: group.topics,
    countries: group.countries,
    career_stages: group.career_stages,
    professional_fields: group.professional_fields,
    job_functions: group.job_functions,
    roles: group.roles,
    use_cases: group.use_cases ?? [],
    relevant_sdgs: group.relevant_sdgs,
    group_duration: group.group_duration,
    maximum_size: group.maximum_size,
    start_date: group.start_date,
    end_date: group.end_date,
    application_open_date: group.application_open_date,
    application_close_date: group.application_close_date,
    circle_type: group.circle_type,
    event_type: group.event_type,
    publicity: group.publicity,
    is_paid: group.is_paid,
    price: group.price,
    paid_features: group.paid_features,
    discount: group.discount,
    is_external: group.extra_info.is_external,
    external_link: group.extra_info.external_link,
    create_google_classroom: group.create_google_classroom,
    donation_details: group.donation_details,
  };
}

/** Cover images: jpeg, png and jpg, told by the file's type. */
export const isCoverImageType = (type: string) => ['image/jpeg', 'image/png', 'image/jpg'].includes(type);

/** POST /api/v1/groups/{id}/questions/ (update group extra_info.questions). */
export const QuestionsPayload = v.object({ questions: v.pipe(v.array(JoinQuestion), v.maxLength(50)) });

/** The question builder's rules for one question; empty when valid. */
export function questionErrors(question: Partial<JoinQuestion>): { label?: string; type?: string; options?: string } {
  const errors: { label?: string; type?: string; options?: string } = {};
  if (blank(question.label)) errors.label = GROUP_FORM_MESSAGES.enterQuestion;
  if (!question.type) errors.type = GROUP_FORM_MESSAGES.selectFieldType;
  if ((question.type === 'radio' || question.type === 'selection') && blank(question.options)) {
    errors.options = GROUP_FORM_MESSAGES.optionsNeeded;
  }
  return errors;
}

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** The conference form's rules (part 2 section 5); empty when valid. */
/** `isPaid`: the event has a price, so the applicant says how they pay. */
export function conferenceErrors(
  form: ConferenceRegistration,
  isPaid = false,
): Partial<Record<keyof ConferenceRegistration, string>> {
  const errors: Partial<Record<keyof ConferenceRegistration, string>> = {};
  if (blank(form.participant_type)) errors.participant_type = GROUP_FORM_MESSAGES.required;
  if (form.participant_type === 'presenter') {
    for (const field of ['submission_type', 'program_type', 'title', 'publication'] as const) {
      if (blank(form[field])) errors[field] = GROUP_FORM_MESSAGES.required;
    }
    if (blank(form.abstract) && form.abstract_file === null) errors.abstract = GROUP_FORM_MESSAGES.abstractNeeded;
  }
  if (wordCount(form.abstract) > ABSTRACT_MAX_WORDS) errors.abstract = GROUP_FORM_MESSAGES.maxWords(ABSTRACT_MAX_WORDS);
  if (isPaid && blank(form.payment_mode)) errors.payment_mode = GROUP_FORM_MESSAGES.required;
  if (form.payment_mode === 'voucher' && blank(form.voucher)) errors.voucher = GROUP_FORM_MESSAGES.required;
  if (form.voucher.length > VOUCHER_MAX_LENGTH) errors.voucher = GROUP_FORM_MESSAGES.maxChars(VOUCHER_MAX_LENGTH);
  return errors;
}

export const EMPTY_CONFERENCE_REGISTRATION: ConferenceRegistration = {
  phone_number: '',
  alternative_phone_number: '',
  participant_type: '',
  submission_type: '',
  program_type: '',
  title: '',
  abstract: '',
  abstract_file: null,
  publication: '',
  dietary: '',
  payment_mode: '',
  voucher: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The invite dialog adds an e-mail: valid and not already in the list, else the message. */
export function inviteEmailError(email: string, added: readonly string[]): string | null {
  const value = email.trim().toLowerCase();
  if (!EMAIL.test(value)) return GROUP_FORM_MESSAGES.validEmail;
  if (added.some((item) => item.toLowerCase() === value)) return GROUP_FORM_MESSAGES.emailAdded;
  return null;
}

/** POST /api/v1/invitations/. */
export const InvitePayload = v.object({
  object_id: Id,
  content_type: v.picklist(['group', 'job']),
  users: v.optional(IdArray, []),
  emails: v.optional(
    v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(GROUP_FORM_MESSAGES.validEmail))),
    [],
  ),
});
export type InvitePayload = v.InferInput<typeof InvitePayload>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
/** GET /api/v1/invitations/{id}/: the invitation result (type and results) plus its state. */
export const InvitationResult = v.object({
  id: v.string(),
  type: v.picklist(['group', 'job']),
  status: v.picklist(INVITATION_STATUSES),
  invited_by: v.nullable(v.string()),
  results: Group,
});
export type InvitationResult = v.InferOutput<typeof InvitationResult>;

/** Administrators' member actions (part 2 section 7). */
export const RespondJoinPayload = v.object({
  users: v.pipe(IdArray, v.minLength(1)),
  action: v.picklist(['accept', 'reject']),
  notes: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
});
export const AddMemberPayload = v.object({ user: Id, role: MemberRole });
export const RemoveMemberPayload = v.object({
  user: Id,
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty(GROUP_FORM_MESSAGES.reasonRequired), v.maxLength(2000)),
});
export const ChangeRolePayload = v.object({ role: MemberRole });
export const FollowupPayload = v.object({ user_ids: IdArray });
export const LeavePayload = v.object({ user: v.optional(v.nullable(Id), null) });

/** Circle-leader application: user, group, response (answers reviewed before submit). */
export const LEADER_APPLICATION_QUESTIONS = [
  'Why do you want to lead this circle?',
  'What experience do you bring to leading a group of peers?',
  'How many hours a week can you give to the circle?',
] as const;
export const LeaderApplicationPayload = v.object({
  group: v.nullable(Id),
  response: v.pipe(
    v.array(
      v.object({
        question: v.string(),
        answer: v.pipe(v.string(), v.trim(), v.nonEmpty(GROUP_FORM_MESSAGES.required), v.maxLength(2000)),
      }),
    ),
    v.length(LEADER_APPLICATION_QUESTIONS.length),
  ),
});
export const LeaderApplication = v.object({
  id: v.number(),
  group: v.nullable(v.number()),
  application_status: v.picklist(['pending', 'approved', 'rejected']),
  created_at: v.string(),
});
export type LeaderApplication = v.InferOutput<typeof LeaderApplication>;
