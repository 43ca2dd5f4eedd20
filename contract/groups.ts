/**
 * Groups (spec part 2 sections 3, 4, 9): organizations, institutions, circles and events,
 * as the API returns them to one caller (with that caller's membership), their members,
 * join questions and answers, the conference registration of events, the circle
 * lifecycle computed from dates, and when Join is offered.
 */
import * as v from 'valibot';
import { isCountryCode } from './countries';
import { GroupKind } from './group-kinds';
import { MEMBER_EXTRA_INFO_MAX, MEMBER_FILTER_MESSAGES } from './group-messages';
import { ID_MESSAGES, Id, IdListQueryParam, IdQueryParam, isRowId, Named } from './ids';
import { PageParam, PageSizeParam } from './paging';
import { AgentResponse, AgentResponseParam, AI_USER_CLASSES } from './system-agents';

export { GROUP_KINDS, GroupKind } from './group-kinds';

export const MEMBERSHIP_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const MembershipStatus = v.picklist(MEMBERSHIP_STATUSES);
export type MembershipStatus = v.InferOutput<typeof MembershipStatus>;
/** As the administrators' member tabs name them (part 2 section 1: Accepted, Pending, Rejected). */
export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** Group roles (part 2 section 6). admin and leader are the Administrators. */
export const GROUP_ROLES = ['admin', 'leader', 'facilitator', 'member', 'content-creator'] as const;
export const EVENT_ROLES = ['admin', 'attendee', 'volunteer', 'presenter'] as const;
export const MEMBER_ROLES = [...new Set([...GROUP_ROLES, ...EVENT_ROLES])] as const;
export const MemberRole = v.picklist(MEMBER_ROLES);
export type MemberRole = v.InferOutput<typeof MemberRole>;
export const ADMIN_ROLES: readonly string[] = ['admin', 'leader'];
/** Roles offered when an administrator adds someone: attendee or presenter for events. */
export const addableRoles = (kind: GroupKind): readonly MemberRole[] =>
  kind === 'event' ? ['attendee', 'presenter'] : ['member', 'facilitator', 'content-creator', 'leader', 'admin'];
export const ROLE_LABELS: Record<MemberRole, string> = {
  admin: 'Admin',
  leader: 'Leader',
  facilitator: 'Facilitator',
  member: 'Member',
  'content-creator': 'Content creator',
  attendee: 'Attendee',
  volunteer: 'Volunteer',
  presenter: 'Presenter',
};

export const PUBLICITIES = ['open', 'closed'] as const;
export const Publicity = v.picklist(PUBLICITIES);
export const GROUP_DURATIONS = ['time_limited', 'ongoing'] as const;
export const EVENT_TYPES = ['conference', 'workshop', 'seminar', 'talk', 'other'] as const;
export const EventType = v.picklist(EVENT_TYPES);
export type EventType = v.InferOutput<typeof EventType>;
export const PAYMENT_STATUSES = ['pending', 'confirmed'] as const;

export const QUESTION_TYPES = ['text', 'file', 'radio', 'selection', 'textarea'] as const;
export const QuestionType = v.picklist(QUESTION_TYPES);
export type QuestionType = v.InferOutput<typeof QuestionType>;
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  radio: 'Single choice (radio)',
  selection: 'Selection (dropdown)',
  file: 'File (image or PDF)',
};

/** A join question. `options` holds one option per line (radio and selection). */
export const JoinQuestion = v.object({
  id: v.string(),
  label: v.string(),
  type: QuestionType,
  required: v.boolean(),
  options: v.string(),
  rows: v.optional(v.number()),
  cols: v.optional(v.number()),
});
export type JoinQuestion = v.InferOutput<typeof JoinQuestion>;

/** Question ids are the type plus a random number below 10000, e.g. `radio4821`. */
export const newQuestionId = (type: QuestionType, random: () => number = Math.random) =>
  `${type}${Math.floor(random() * 10000)}`;
export const questionOptions = (question: Pick<JoinQuestion, 'options'>) =>
  question.options
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const GroupExtraInfo = v.object({
  is_external: v.boolean(),
  external_link: v.nullable(v.string()),
  questions: v.array(JoinQuestion),
});
export type GroupExtraInfo = v.InferOutput<typeof GroupExtraInfo>;

export const Sdg = v.object({ id: v.number(), name: v.string(), logo: v.nullable(v.string()) });
export type Sdg = v.InferOutput<typeof Sdg>;
export const DonationDetails = v.object({ name: v.string(), description: v.string(), stripe_price_id: v.string() });

/** A group as the API returns it to the caller (part 2 section 3, Group). Dates are ISO strings. */
export const Group = v.object({
  id: v.number(),
  name: v.string(),
  name_slug: v.string(),
  group_type: GroupKind,
  location: v.nullable(v.string()),
  description: v.string(),
  objective: v.string(),
  member_requirements: v.string(),
  impact: v.string(),
  topics: v.array(v.number()),
  topics_detailed: v.array(Named),
  countries: v.array(v.string()),
  career_stages: v.array(v.number()),
  professional_fields: v.array(v.number()),
  job_functions: v.array(v.number()),
  roles: v.array(v.number()),
  /** AI use case ids (a group stored before the field answers none). */
  use_cases: v.optional(v.array(v.number()), []),
  relevant_sdgs: v.array(v.number()),
  relevant_sdgs_detailed: v.array(Sdg),
  parent_group: v.nullable(v.number()),
  parent_group_detail: v.nullable(v.object({ id: v.number(), name: v.string(), name_slug: v.string() })),
  group_duration: v.nullable(v.picklist(GROUP_DURATIONS)),
  maximum_size: v.nullable(v.number()),
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  application_open_date: v.nullable(v.string()),
  application_close_date: v.nullable(v.string()),
  circle_type: v.nullable(v.number()),
  publicity: Publicity,
  country: v.nullable(v.string()),
  is_paid: v.boolean(),
  /** In dollars. */
  price: v.nullable(v.number()),
  paid_features: v.array(v.string()),
  discount: v.nullable(v.number()),
  event_type: v.nullable(EventType),
  create_google_classroom: v.boolean(),
  google_classroom_id: v.nullable(v.string()),
  extra_info: GroupExtraInfo,
  logo: v.nullable(v.string()),
  cover_image: v.nullable(v.string()),
  total_members: v.number(),
  total_circles: v.number(),
  total_jobs: v.number(),
  /** Counts of the member tabs: real numbers for administrators, 0 for everyone else. */
  pending_members_count: v.number(),
  rejected_members_count: v.number(),
  unverified_members_count: v.number(),
  /** The caller's membership; null when none (or anonymous). */
  membership_status: v.nullable(MembershipStatus),
  role: v.nullable(v.string()),
  payment_status: v.nullable(v.picklist(PAYMENT_STATUSES)),
  /** The reason an administrator gave for removing the caller (kept on the rejected row); null unless removed. */
  removal_reason: v.optional(v.nullable(v.string())),
  /** True when the caller's pending request sits on the wait list (the group was full). */
  is_waitlisted: v.boolean(),
  /** The caller administers this group (accepted admin or leader, or staff). */
  is_administrator: v.boolean(),
  followed: v.boolean(),
  is_influencer: v.boolean(),
  is_certified: v.boolean(),
  donation_details: v.nullable(DonationDetails),
  created_at: v.string(),
});
export type Group = v.InferOutput<typeof Group>;

/** Answers to join questions: a text, an option, or an uploaded file (POST /api/v1/file-upload/ purpose attachment). */
export const JoinAnswer = v.object({
  question_id: v.string(),
  value: v.pipe(v.string(), v.maxLength(4000)),
  file_id: v.optional(v.nullable(Id)),
});
export type JoinAnswer = v.InferOutput<typeof JoinAnswer>;

/** Conference registration extra_info (part 2 section 3). */
export const PARTICIPANT_TYPES = ['attendee', 'presenter', 'volunteer'] as const;
export const SUBMISSION_TYPES = ['oral', 'poster', 'workshop'] as const;
export const PROGRAM_TYPES = ['undergraduate', 'postgraduate', 'faculty', 'professional'] as const;
export const PUBLICATION_CHOICES = ['yes', 'no'] as const;
/** How an applicant of a paid event pays: by card through checkout, or with a voucher the administrators accept. */
export const PAYMENT_MODES = ['card', 'voucher'] as const;
export const VOUCHER_MAX_LENGTH = 50;
export const CHOICE_LABELS: Record<string, string> = {
  attendee: 'Attendee',
  presenter: 'Presenter',
  volunteer: 'Volunteer',
  oral: 'Oral presentation',
  poster: 'Poster',
  workshop: 'Workshop',
  undergraduate: 'Undergraduate',
  postgraduate: 'Postgraduate',
  faculty: 'Faculty',
  professional: 'Professional',
  yes: 'Yes, consider it for publication',
  no: 'No',
  card: 'Card payment',
  voucher: 'Voucher',
};

export const ConferenceRegistration = v.object({
  phone_number: v.string(),
  alternative_phone_number: v.string(),
  participant_type: v.string(),
  submission_type: v.string(),
  program_type: v.string(),
  title: v.string(),
  abstract: v.string(),
  /** Uploaded PDF file id. */
  abstract_file: v.nullable(Id),
  publication: v.string(),
  dietary: v.string(),
  /** Paid events only: PAYMENT_MODES, or '' (a registration made before the field existed). */
  payment_mode: v.optional(v.string(), ''),
  voucher: v.optional(v.string(), ''),
});
export type ConferenceRegistration = v.InferOutput<typeof ConferenceRegistration>;

/** POST /api/v1/groups/{id}/join/. */
export const JoinPayload = v.object({
  answers: v.optional(v.array(JoinAnswer), []),
  extra_info: v.optional(v.nullable(ConferenceRegistration), null),
});
export type JoinPayload = v.InferInput<typeof JoinPayload>;

/** A group member as administrators see it (part 2 section 3, Group member); id is the user id. */
export const GroupMember = v.object({
  id: v.number(),
  name: v.string(),
  name_slug: v.string(),
  image: v.nullable(v.string()),
  email: v.nullable(v.string()),
  country: v.nullable(v.string()),
  institution_name: v.nullable(v.string()),
  membership_type: v.string(),
  membership_role: v.string(),
  membership_status: MembershipStatus,
  is_verified: v.boolean(),
  is_waitlisted: v.boolean(),
  joined_at: v.string(),
  payment_status: v.nullable(v.picklist(PAYMENT_STATUSES)),
  profile_completion_percent: v.number(),
  reason: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  /** Join answers and the conference registration. */
  group_profile_extra_info: v.object({
    answers: v.array(
      v.object({ ...JoinAnswer.entries, label: v.string(), file_url: v.optional(v.nullable(v.string())) }),
    ),
    registration: v.nullable(ConferenceRegistration),
  }),
  /** The system agents' answers on this membership (administrators only; empty for others). */
  agent_responses: v.array(AgentResponse),
});
export type GroupMember = v.InferOutput<typeof GroupMember>;

/** The member tabs of administrators; 'unverified' and 'recommendations' are not statuses. */
export const MEMBER_TABS = ['accepted', 'pending', 'rejected', 'unverified', 'recommendations'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];
export const MEMBER_TAB_LABELS: Record<MemberTab, string> = {
  accepted: 'Accepted',
  pending: 'Pending',
  rejected: 'Rejected',
  unverified: 'Unverified',
  recommendations: 'Recommendations',
};

/**
 * GET /api/v1/groups/ query (part 2 section 7). `membership=mine` lists the caller's groups
 * (accepted or pending: the ones they may post in or wait for); `membership=any` adds the
 * rejected and removed ones, which a new device needs to show the removal to the member.
 */
export const GroupListQuery = v.object({
  group_type: v.optional(GroupKind),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  career_stage: v.optional(IdListQueryParam),
  professional_field: v.optional(IdListQueryParam),
  topic_area: v.optional(IdListQueryParam),
  country: v.optional(v.string()),
  roles: v.optional(IdListQueryParam),
  membership: v.optional(v.picklist(['mine', 'admin', 'any'])),
  parent_group: v.optional(IdListQueryParam),
  is_influencer: v.optional(v.picklist(['true', 'false'])),
  page: PageParam,
  page_size: PageSizeParam(15, 50),
});

const listOf = (raw: string) =>
  raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Comma-separated ISO country codes (`GB,KE`); blank is no filter. */
const CountryListQueryParam = v.pipe(
  v.string(),
  v.check(
    (raw) => listOf(raw).every(isCountryCode),
    (issue) => MEMBER_FILTER_MESSAGES.badChoice(listOf(String(issue.input)).find((code) => !isCountryCode(code)) ?? ''),
  ),
);
/** Comma-separated row ids (`2,5`); blank is no filter. */
const OptionIdsQueryParam = v.pipe(
  v.string(),
  v.check((raw) => listOf(raw).every((part) => /^\d+$/.test(part) && isRowId(Number(part))), ID_MESSAGES.invalidList),
);
/** Free text matched against a profile's extra info (department, uni_batch). */
const ExtraInfoQueryParam = v.pipe(v.string(), v.maxLength(MEMBER_EXTRA_INFO_MAX));

/**
 * GET /api/v1/groups/{id}/members/ query (part 2 section 7). department, uni_batch and
 * browse_all (the spec names no parameter: `true` adds the members of every group under this
 * one) are for the group's administrators, as is a page_size past MEMBERS_PUBLIC_PAGE_MAX.
 */
export const MemberListQuery = v.object({
  status: v.optional(v.picklist([...MEMBER_TABS, 'all'])),
  role: v.optional(v.string()),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  country: v.optional(CountryListQueryParam),
  professional_fields: v.optional(OptionIdsQueryParam),
  department: v.optional(ExtraInfoQueryParam),
  uni_batch: v.optional(ExtraInfoQueryParam),
  browse_all: v.optional(v.picklist(['true', 'false'])),
  is_verified: v.optional(v.picklist(['true', 'false'])),
  sort_by: v.optional(v.literal('recent')),
  sort_order: v.optional(v.picklist(['asc', 'desc'])),
  /** Members a system agent judged so (administrators only): its id and a verdict or JSON naming one. */
  system_agent_id: v.optional(IdQueryParam),
  agent_response: v.optional(AgentResponseParam),
  /** The admin members page's aiUserClass: the AI enthusiasm ranking's class. */
  ai_user_class: v.optional(v.picklist(AI_USER_CLASSES)),
  /** The admin members page's is_audit: members some system agent has reviewed ('true') or none has ('false'). */
  is_audit: v.optional(v.picklist(['true', 'false'])),
  page: PageParam,
  page_size: PageSizeParam(15, 500),
});
