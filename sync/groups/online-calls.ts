/**
 * What group administrators and invitees do online (spec part 2 section 5): the group form,
 * join questions, member actions, invitations, circle-leader applications, and the lists
 * the admin screens show (cached reads: they stay readable offline with their date).
 */
import * as v from 'valibot';
import {
  DIRECTORY_ENDPOINTS,
  GROUP_ENDPOINTS,
  GROUP_MEMBER_ENDPOINTS,
  Group,
  type GroupFormPayload,
  GroupMember,
  GroupRef,
  INVITATION_ENDPOINTS,
  InvitationResult,
  type JoinQuestion,
  LEADER_APPLICATION_ENDPOINTS,
  LeaderApplication,
  type MemberRole,
  Named,
  paged,
  pathOf,
  Sdg,
  SearchPage,
} from '../../contract';
import { onlineCall, onlineRead } from '../core/online/define';
import { withQuery } from '../core/online/query';
import { GROUP_RECOMMENDATION_CALLS } from './recommendation-calls';

const Anything = v.unknown();
const Detail = v.object({ detail: v.string() });

/** An organization the caller administers (the parent picker and the create rights). */
export const AdminOrganization = v.object({
  id: v.number(),
  name: v.string(),
  is_certified: v.optional(v.boolean(), false),
});
export type AdminOrganization = v.InferOutput<typeof AdminOrganization>;

/** A group in a picker (registration's organization step, institution and employer suggestions). */
export const GroupChoice = v.object({ ...GroupRef.entries, group_type: v.string() });
export type GroupChoice = v.InferOutput<typeof GroupChoice>;

const dataOf = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    paged(item),
    v.transform((page) => page.data),
  );

export const GROUP_CALLS = {
  ...GROUP_RECOMMENDATION_CALLS,
  createGroup: onlineCall({
    method: 'POST',
    path: (_: { payload: GroupFormPayload }) => pathOf(GROUP_ENDPOINTS.create),
    body: ({ payload }) => payload,
    answer: Group,
  }),
  updateGroup: onlineCall({
    method: 'PATCH',
    path: ({ groupId }: { groupId: number; payload: GroupFormPayload }) =>
      pathOf(GROUP_ENDPOINTS.update, { id: groupId }),
    body: ({ payload }) => payload,
    answer: Group,
  }),
  saveJoinQuestions: onlineCall({
    method: 'POST',
    path: ({ groupId }: { groupId: number; questions: JoinQuestion[] }) =>
      pathOf(GROUP_ENDPOINTS.questions, { id: groupId }),
    body: ({ questions }) => ({ questions }),
    answer: Group,
  }),
  removeGroupMember: onlineCall({
    method: 'POST',
    path: ({ groupId }: { groupId: number; user: number; reason: string }) =>
      pathOf(GROUP_MEMBER_ENDPOINTS.removeMember, { id: groupId }),
    body: ({ user, reason }) => ({ user, reason }),
    answer: Anything,
  }),
  respondToJoinRequests: onlineCall({
    method: 'POST',
    path: ({ groupId }: { groupId: number; users: number[]; action: string; notes: string }) =>
      pathOf(GROUP_MEMBER_ENDPOINTS.respondJoinRequest, { id: groupId }),
    body: ({ users, action, notes }) => ({ users, action, notes }),
    answer: Anything,
  }),
  setGroupMemberRole: onlineCall({
    method: 'PATCH',
    path: ({ groupId, user }: { groupId: number; user: number; role: MemberRole }) =>
      pathOf(GROUP_MEMBER_ENDPOINTS.setRole, { id: groupId, userId: user }),
    body: ({ role }) => ({ role }),
    answer: Anything,
  }),
  addGroupMember: onlineCall({
    method: 'POST',
    path: ({ groupId }: { groupId: number; user: number; role: MemberRole }) =>
      pathOf(GROUP_MEMBER_ENDPOINTS.addMember, { id: groupId }),
    body: ({ user, role }) => ({ user, role }),
    answer: Anything,
  }),
  sendFollowupEmail: onlineCall({
    method: 'POST',
    path: ({ groupId }: { groupId: number; user_ids: number[] }) =>
      pathOf(GROUP_MEMBER_ENDPOINTS.followupEmail, { id: groupId }),
    body: ({ user_ids }) => ({ user_ids }),
    answer: Anything,
  }),
  sendInvitations: onlineCall({
    method: 'POST',
    path: (_: { object_id: number; content_type: 'group'; users: number[]; emails: string[] }) =>
      pathOf(INVITATION_ENDPOINTS.send),
    body: (args) => args,
    answer: Detail,
  }),
  invitation: onlineRead({
    path: ({ invitationId }: { invitationId: string }) => pathOf(INVITATION_ENDPOINTS.read, { id: invitationId }),
    answer: InvitationResult,
  }),
  respondToInvitation: onlineCall({
    method: 'POST',
    path: ({ invitationId, action }: { invitationId: string; action: 'accept' | 'reject' }) =>
      pathOf(action === 'accept' ? INVITATION_ENDPOINTS.accept : INVITATION_ENDPOINTS.reject, { id: invitationId }),
    body: () => ({}),
    answer: InvitationResult,
  }),
  circleTypes: onlineRead({
    path: () => pathOf(GROUP_ENDPOINTS.circleTypes),
    answer: v.object({ data: v.array(Named) }),
  }),
  sdgs: onlineRead({
    path: () => pathOf(GROUP_ENDPOINTS.sdgs),
    answer: v.object({ data: v.array(Sdg) }),
  }),
  adminOrganizations: onlineRead({
    path: () =>
      withQuery(pathOf(GROUP_ENDPOINTS.list), { group_type: 'organization', membership: 'admin', page_size: 50 }),
    answer: dataOf(AdminOrganization),
  }),
  /** One page (50) of the tenant's groups of a type, optionally matching `search`. */
  findGroups: onlineRead({
    path: ({ group_type, search }: { group_type: string; search?: string }) =>
      withQuery(pathOf(GROUP_ENDPOINTS.list), { group_type, page_size: 50, search }),
    answer: dataOf(GroupChoice),
  }),
  eventApplicants: onlineRead({
    path: ({ groupId, ...query }: { groupId: number; page: number; page_size: number }) =>
      withQuery(pathOf(GROUP_MEMBER_ENDPOINTS.applicants, { id: groupId }), query),
    answer: paged(GroupMember),
  }),
  /** People to invite: members of the tenant matching `search` (100 at a time). */
  findInvitees: onlineRead({
    path: ({ groupId, search, page_size }: { groupId: number; search: string; page_size: number }) =>
      withQuery(pathOf(DIRECTORY_ENDPOINTS.search), { type: 'user', search, page_size, group_id: groupId }),
    answer: SearchPage,
  }),
  myLeaderApplication: onlineRead({
    path: () => pathOf(LEADER_APPLICATION_ENDPOINTS.mine),
    answer: LeaderApplication,
  }),
  applyToLeadCircles: onlineCall({
    method: 'POST',
    path: (_: { response: { question: string; answer: string }[] }) => pathOf(LEADER_APPLICATION_ENDPOINTS.apply),
    body: ({ response }) => ({ group: null, response }),
    answer: LeaderApplication,
  }),
};
