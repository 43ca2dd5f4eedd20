/**
 * The staff recommendation package (spec part 1 sections 2, 4, 5 and 9): staff pick a member,
 * browse or search recommendations for them by type, choose at most five of each type and
 * mail them with an edited template. The paths are ours (the spec does not name them).
 */
import * as v from 'valibot';
import { RecommendationItem } from './connect';
import { endpoint } from './endpoint';
import { Id, IdQueryParam } from './ids';
import { SEARCH_MIN_CHARS } from './jobs';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';
import { RECOMMENDATION_TYPES } from './recommendation-types';

export const PackageItemType = v.picklist(RECOMMENDATION_TYPES);
export type PackageItemType = v.InferOutput<typeof PackageItemType>;

/** At most this many items of one type in a package (part 1 section 9). */
export const PACKAGE_MAX_PER_TYPE = 5;
/** Types whose candidates are the people or groups around one of the member's groups: a group is chosen first. */
export const GROUP_FIRST_TYPES: readonly PackageItemType[] = ['mentee', 'mentor'];
/** Candidates per page in the browser. */
export const PACKAGE_PAGE_SIZE = 20;
/** The side drawer of selected items (part 2 section 9). */
export const PACKAGE_DRAWER_WIDTH = 360;
export const PACKAGE_SUBJECT_MAX = 200;
export const PACKAGE_TEXT_MAX = 5000;

/** The member the package is for, found by name or e-mail. */
export const PackageMember = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  title: v.nullable(v.string()),
  image_path: v.nullable(v.string()),
});
export type PackageMember = v.InferOutput<typeof PackageMember>;

/** A group of the member, for the types that need one chosen first. */
export const PackageGroup = v.object({ id: v.number(), name: v.string(), group_type: v.string() });
export type PackageGroup = v.InferOutput<typeof PackageGroup>;

/** A search from SEARCH_MIN_CHARS characters; anything shorter is no search at all. */
const SearchParam = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => (text.length >= SEARCH_MIN_CHARS ? text : undefined)),
  ),
);

export const PackageMembersQuery = firstValues(
  v.object({ search: SearchParam, page: PageParam, page_size: PageSizeParam(PACKAGE_PAGE_SIZE, 50) }),
);

export const PackageCandidatesQuery = firstValues(
  v.object({
    user_id: IdQueryParam,
    type: PackageItemType,
    search: SearchParam,
    group_id: v.optional(IdQueryParam),
    page: PageParam,
    page_size: PageSizeParam(PACKAGE_PAGE_SIZE, 50),
  }),
);

export const PackageGroupsQuery = firstValues(v.object({ user_id: IdQueryParam }));

export const PackageItemRef = v.object({ type: PackageItemType, id: Id });
export type PackageItemRef = v.InferOutput<typeof PackageItemRef>;

export const PACKAGE_MESSAGES = {
  title: 'Recommendation package',
  pickMember: 'Choose a member',
  memberSearch: 'Search members by name or e-mail',
  searchHint: `Type at least ${SEARCH_MIN_CHARS} characters to search`,
  searchRecommendations: 'Search recommendations',
  chooseGroupFirst: 'Choose a group first',
  groupLabel: 'Group',
  noCandidates: 'No recommendations of this type for this member.',
  noMembers: 'No members found.',
  selected: 'Selected',
  nothingSelected: 'Nothing selected yet.',
  next: 'Next',
  back: 'Back',
  subject: 'Subject',
  body: 'Body',
  footer: 'Footer',
  sendEmail: 'Send Email',
  confirmSend: 'Send these recommendations to {name}?',
  confirm: 'Confirm',
  cancel: 'Cancel',
  emailSent: 'Email sent successfully',
  sendFailed: 'Could not send the email. Try again.',
  offline: "You're offline. Preparing a recommendation package needs a connection.",
  staffOnly: 'Sorry, You do not have access to use this feature',
  maxUsers: 'You can only select up to 5 users',
  maxReports: 'You cannot select more than 5 agent reports',
  maxGroups: 'You can only select up to 5 groups',
  maxResources: 'You can only select up to 5 resources',
  maxJobs: 'You can only select up to 5 jobs',
  emptyPackage: 'Select at least one recommendation',
  itemGone: 'Some selected recommendations are no longer available. Remove them and try again.',
  memberNotFound: 'This member does not exist.',
  defaultSubject: 'Your Personalized Recommendations',
  defaultBody:
    'Hi {first_name},\n\nWe looked at your profile and picked a few things we think will help you take your next step. Each one comes with the reason we chose it.',
  defaultFooter:
    'You are receiving this e-mail because a member of our team prepared these recommendations for you. Reply to this e-mail if you have any questions.',
} as const;

/** Which limit message a type's cap speaks with: people, reports, groups, resources and jobs. */
export function packageLimitMessage(type: PackageItemType): string {
  switch (type) {
    case 'user':
    case 'mentee':
    case 'mentor':
      return PACKAGE_MESSAGES.maxUsers;
    case 'agent_report':
      return PACKAGE_MESSAGES.maxReports;
    case 'event':
    case 'circle':
    case 'organization':
      return PACKAGE_MESSAGES.maxGroups;
    case 'job':
      return PACKAGE_MESSAGES.maxJobs;
    default:
      return PACKAGE_MESSAGES.maxResources;
  }
}

/** The first type chosen more than PACKAGE_MAX_PER_TYPE times, if any. */
export function overLimitType(items: readonly PackageItemRef[]): PackageItemType | null {
  const counts = new Map<PackageItemType, number>();
  for (const item of items) {
    const count = (counts.get(item.type) ?? 0) + 1;
    if (count > PACKAGE_MAX_PER_TYPE) return item.type;
    counts.set(item.type, count);
  }
  return null;
}

const Text = (max: number) =>
  v.pipe(v.string(), v.maxLength(max, `Ensure this field has no more than ${max} characters.`));

export const PackageSendPayload = v.object({
  user_id: Id,
  items: v.pipe(
    v.array(PackageItemRef),
    v.minLength(1, PACKAGE_MESSAGES.emptyPackage),
    v.rawCheck(({ dataset, addIssue }) => {
      const type = dataset.typed ? overLimitType(dataset.value) : null;
      if (type !== null) addIssue({ message: packageLimitMessage(type) });
    }),
  ),
  subject: v.pipe(Text(PACKAGE_SUBJECT_MAX), v.trim(), v.minLength(1, 'This field may not be blank.')),
  body: v.pipe(Text(PACKAGE_TEXT_MAX), v.trim(), v.minLength(1, 'This field may not be blank.')),
  footer: Text(PACKAGE_TEXT_MAX),
});
export type PackageSendPayload = v.InferOutput<typeof PackageSendPayload>;

export const PackageSent = v.object({ id: v.number(), detail: v.string() });

/** Every call answers 403 with PACKAGE_MESSAGES.staffOnly to anyone who is not staff. */
export const PACKAGE_ENDPOINTS = {
  members: endpoint({
    method: 'GET',
    path: '/api/v1/staff/recommendation-package/members/',
    query: PackageMembersQuery,
    output: paged(PackageMember),
    auth: 'token',
  }),
  groups: endpoint({
    method: 'GET',
    path: '/api/v1/staff/recommendation-package/groups/',
    query: PackageGroupsQuery,
    output: v.object({ data: v.array(PackageGroup) }),
    auth: 'token',
  }),
  candidates: endpoint({
    method: 'GET',
    path: '/api/v1/staff/recommendation-package/candidates/',
    query: PackageCandidatesQuery,
    output: paged(RecommendationItem),
    auth: 'token',
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/v1/staff/recommendation-package/',
    body: PackageSendPayload,
    output: PackageSent,
    auth: 'token',
  }),
} as const;
