/**
 * The group rows of the catalogue (part 2 sections 8, 9), the call paths of groups,
 * invitations and circle-leader applications (part 2 section 7; where the spec does not
 * show a path, ours in the same style), page sizes and the fixed lists (circle types, SDGs).
 */
import { endpoint } from './endpoint';
import type { GroupKind } from './groups';
import { pastTense } from './messages';

export const GROUP_MESSAGES = {
  couldNotJoin: (kind: GroupKind) => `Could not join ${kind}`,
  joined: (kind: GroupKind) => `Successfully applied to joined ${kind}`,
  couldNotLeave: (kind: GroupKind) => `Could not leave ${kind}`,
  couldNotLeaveShort: 'Could not leave',
  left: (kind: GroupKind) => `Successfully left ${kind}`,
  couldNotFollow: 'Could not follow or unfollow',
  couldNotFetchMembers: 'Could not fetch members',
  couldNotSearchMembers: 'Could not search members',
  couldNotActOnMember: (action: string) => `Could not ${action} member`,
  couldNotActOnMembers: (action: string) => `Could not ${action} members`,
  couldNotRemove: 'Could not remove user',
  couldNotAddAs: (role: string) => `Could not add as ${role}`,
  selectAction: 'Please select an action to perform',
  selectMember: 'Please select at least one member to proceed',
  noPermission: 'You do not have permission to manage members.',
  couldNotSendInvitation: 'Could not send invitation',
  couldNotInvite: 'Could not invite users',
  invitationSent: 'Invitation sent successfully',
  /** The catalogue lists both invitation texts a second time with a full stop. */
  couldNotSendInvitationDot: 'Could not send invitation.',
  invitationSentDot: 'Invitation sent successfully.',
  couldNotUpdateLogo: 'Could not update logo',
  couldNotUpdateCover: 'Could not update cover image',
  coverUpdated: 'Successfully updated cover image',
  logoUpdated: 'Successfully updated information',
  couldNotFetchCircleTypes: 'Could not fetch circle types',
  couldNotDownload: 'Could not download group members',
  failedQuestions: 'Failed to add questions',
  savedGroup: 'Successfully created or edited',
  invitationDone: (action: 'accept' | 'reject') => `Successfully ${pastTense(action)} invitation`,
  memberActionDone: (action: string) => `Successfully ${pastTense(action)}`,
  /** A role change is a member action too: 'Successfully {action}ed' with the action 'update'. */
  roleUpdated: 'Successfully updated',
  memberRemoved: 'Member removed successfully',
  membersActionDone: (action: string) => `Members ${pastTense(action)} successfully`,
  followupSent: 'Verification follow-up email sent successfully',
  couldNotFollowup: 'Could not send verification follow-up email',
  noUsersForFollowup: 'No users selected for follow-up email.',
  missingOrganization: 'Organization ID is missing.',
  leaderApplicationSent: 'Your application has been submitted successfully.',
  leaderApplicationUnderReview: 'Application under Review',
  waitList:
    'Sorry, maximum members limit already reached. You can still apply to join. Your request will be put in a wait list.',
  acceptedCanPay: 'Your request has been accepted. You can now proceed to pay.',
  requestedThenPay: 'Thank you for submitting request. You can proceed to pay once admin accepts your request.',
  /** Not-found texts (the catalogue's organization text; circles and events say the same of themselves). */
  organizationNotFound: "It seems like the organization you're looking for doesn't exist or the path is incorrect...",
  circleNotFound: "It seems like the circle you're looking for doesn't exist or the path is incorrect...",
  eventNotFound: "It seems like the event you're looking for doesn't exist or the path is incorrect...",
  invitationNotFound: "It seems like the invitation you're looking for doesn't exist or the path is incorrect...",
  noCircles: 'No circles found',
  noEvents: 'No events found',
  noMembers: 'No members found',
  noApplicants: 'No applicants here',
  noResources: 'No resources found',
  /** Server reasons a join is refused (shown as the server message). */
  applicationClosed: 'The application window for this group is closed.',
  groupEnded: 'This group has already ended.',
  notOpenPublicity: 'This group does not take applications.',
  paidGroup: 'This group has a price: it is joined through payment.',
  alreadyMember: 'You are already a member of this group or your request is pending.',
  notAMember: 'You are not a member of this group.',
  cannotLeaveLastAdmin: 'The last administrator cannot leave the group.',
  answerRequired: 'Please answer this question',
  invalidOption: 'Choose one of the options',
  invitationAnswered: 'This invitation has already been answered.',
  invitationNotYours: 'This invitation was sent to another account.',
  eventsNeedCertified: 'Creating events needs a certified group profile and the admin role in its organization.',
  circlesNeedLeadership: 'Creating circles needs leadership certification and the admin role in its organization.',
  groupsNeedStaff: 'Only staff can create organizations and institutions.',
  offlineAdmin: "You're offline: administration needs a connection.",
  /** Google Classroom sync (disabled on this portal without Google API credentials). */
  classroomFailed: 'Failed to sync or load google classroom resources',
} as const;

/** An administrator's multipart image of a group (the `logo` or `cover_image` field); answers the Group. */
export const GROUP_IMAGE_ENDPOINTS = {
  logo: endpoint({ method: 'POST', path: '/api/v1/groups/:id/logo/', auth: 'token', bodyLimit: 'upload' }),
  coverImage: endpoint({ method: 'POST', path: '/api/v1/groups/:id/cover-image/', auth: 'token', bodyLimit: 'upload' }),
} as const;

/** Page sizes (part 2 section 9). */
export const GROUP_BROWSE_PAGE_SIZE = 9;
export const GROUP_LIST_PAGE_SIZE = 15;
export const MEMBERS_PAGE_SIZE = 15;
export const ADMIN_MEMBERS_PAGE_SIZE = 50;
/** The rows-per-page choices of the admin member table (part 2 section 9). */
export const ADMIN_MEMBERS_ROWS_OPTIONS = [5, 25, 50, 100, 500] as const;
/** The largest members page anyone but the group's administrators may ask for. */
export const MEMBERS_PUBLIC_PAGE_MAX = 100;
/** The longest department or uni_batch text a member filter takes. */
export const MEMBER_EXTRA_INFO_MAX = 100;
/** The member list filters' refusals (DRF's wording for a choice). */
export const MEMBER_FILTER_MESSAGES = {
  badChoice: (value: string) => `"${value}" is not a valid choice.`,
  pageSizeTooLarge: `Ensure this value is less than or equal to ${MEMBERS_PUBLIC_PAGE_MAX}.`,
} as const;
export const APPLICANTS_PAGE_SIZE = 12;
export const EVENT_APPLICANTS_PAGE_SIZE = 15;
export const INVITE_SEARCH_PAGE_SIZE = 100;
export const INVITE_SEARCH_DELAY_MS = 300;
export const MEMBER_SEARCH_MIN_CHARS = 2;

/** Limits of the group form (part 2 sections 5, 9). */
export const GROUP_TEXT_MAX = 4000;
export const GROUP_TOPICS_MAX = 7;
export const GROUP_GOALS_MAX = 3;
export const PAID_FEATURES_MAX = 3;
export const ABSTRACT_MAX_WORDS = 250;
export const COVER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;

/** GET /api/v1/circle-types/. */
export const CIRCLE_TYPES = [
  { id: 1, name: 'Career exploration' },
  { id: 2, name: 'Skills training' },
  { id: 3, name: 'Mentoring' },
  { id: 4, name: 'Research collaboration' },
  { id: 5, name: 'Leadership' },
] as const;

/** GET /api/v1/sdgs/: the 17 Sustainable Development Goals (the circle form's relevant goals). */
export const SDGS = [
  'No Poverty',
  'Zero Hunger',
  'Good Health and Well-being',
  'Quality Education',
  'Gender Equality',
  'Clean Water and Sanitation',
  'Affordable and Clean Energy',
  'Decent Work and Economic Growth',
  'Industry, Innovation and Infrastructure',
  'Reduced Inequalities',
  'Sustainable Cities and Communities',
  'Responsible Consumption and Production',
  'Climate Action',
  'Life Below Water',
  'Life on Land',
  'Peace, Justice and Strong Institutions',
  'Partnerships for the Goals',
].map((name, i) => ({ id: i + 1, name, logo: null }));
