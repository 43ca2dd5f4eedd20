/**
 * The groups area's calls (spec part 2 section 7) on the endpoint table. A group id stays a
 * plain `:id` segment read by its handler: a group id that is not a number is a 404 there,
 * after the token check of an administrator's write, as it always was. Bodies that a handler
 * merges with the stored group (an edit) or prepares first (join questions) are read by it.
 */
import * as v from 'valibot';
import { endpoint } from './endpoint';
import {
  AddMemberPayload,
  FollowupPayload,
  GroupFormPayload,
  InvitationResult,
  InvitePayload,
  LeaderApplication,
  LeaderApplicationPayload,
  RemoveMemberPayload,
  RespondJoinPayload,
} from './group-form';
import { Group, GroupListQuery, Sdg } from './groups';
import { Named } from './ids';
import { firstValues, paged } from './paging';

const Detail = v.object({ detail: v.string() });

export const GROUP_ENDPOINTS = {
  circleTypes: endpoint({
    method: 'GET',
    path: '/api/v1/circle-types/',
    output: v.object({ data: v.array(Named) }),
    auth: 'optional',
  }),
  sdgs: endpoint({ method: 'GET', path: '/api/v1/sdgs/', output: v.object({ data: v.array(Sdg) }), auth: 'optional' }),
  list: endpoint({
    method: 'GET',
    path: '/api/v1/groups/',
    query: firstValues(GroupListQuery),
    output: paged(Group),
    auth: 'optional',
  }),
  bySlug: endpoint({ method: 'GET', path: '/api/v1/groups/slug/:slug/', output: Group, auth: 'optional' }),
  byId: endpoint({ method: 'GET', path: '/api/v1/groups/:id/', output: Group, auth: 'optional' }),
  sdgsOf: endpoint({
    method: 'GET',
    path: '/api/v1/groups/:id/sdgs/',
    output: v.object({ data: v.array(Sdg) }),
    auth: 'optional',
  }),
  create: endpoint({ method: 'POST', path: '/api/v1/groups/', body: GroupFormPayload, output: Group, auth: 'token' }),
  /** The body is merged with the stored group before the form's rules run. */
  update: endpoint({ method: 'PATCH', path: '/api/v1/groups/:id/', output: Group, auth: 'token' }),
  /** `{questions}`: each question is checked by the builder's rules (and given an id) first. */
  questions: endpoint({ method: 'POST', path: '/api/v1/groups/:id/questions/', output: Group, auth: 'token' }),
} as const;

/** An invitation's id is the opaque string of its link. */
export const INVITATION_ENDPOINTS = {
  send: endpoint({ method: 'POST', path: '/api/v1/invitations/', body: InvitePayload, output: Detail, auth: 'token' }),
  read: endpoint({ method: 'GET', path: '/api/v1/invitations/:id/', output: InvitationResult, auth: 'token' }),
  accept: endpoint({
    method: 'POST',
    path: '/api/v1/invitations/:id/accept/',
    output: InvitationResult,
    auth: 'token',
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/v1/invitations/:id/reject/',
    output: InvitationResult,
    auth: 'token',
  }),
} as const;

export const LEADER_APPLICATION_ENDPOINTS = {
  apply: endpoint({
    method: 'POST',
    path: '/api/v1/circle-leader-applications/',
    body: LeaderApplicationPayload,
    output: LeaderApplication,
    auth: 'token',
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/v1/circle-leader-applications/mine/',
    output: LeaderApplication,
    auth: 'token',
  }),
} as const;

/**
 * Membership calls. A body or query read after the group's id (404) or the administrator's
 * check (403) is read by its handler, so those answers keep their order; a body the handler
 * read first is declared.
 */
export const GROUP_MEMBER_ENDPOINTS = {
  join: endpoint({ method: 'POST', path: '/api/v1/groups/:id/join/', output: Group, auth: 'token' }),
  leave: endpoint({ method: 'POST', path: '/api/v1/groups/:id/leave/', output: Group, auth: 'token', batch: true }),
  /** ?status= a member tab (administrators) or accepted (everyone). */
  members: endpoint({ method: 'GET', path: '/api/v1/groups/:id/members/', auth: 'optional' }),
  respondJoinRequest: endpoint({
    method: 'POST',
    path: '/api/v1/groups/:id/respond-join-request/',
    body: RespondJoinPayload,
    output: Detail,
    auth: 'token',
  }),
  addMember: endpoint({
    method: 'POST',
    path: '/api/v1/groups/:id/add-member/',
    body: AddMemberPayload,
    output: Detail,
    auth: 'token',
  }),
  removeMember: endpoint({
    method: 'POST',
    path: '/api/v1/groups/:id/remove-member/',
    body: RemoveMemberPayload,
    auth: 'token',
  }),
  setRole: endpoint({ method: 'PATCH', path: '/api/v1/groups/:id/members/:userId/', output: Detail, auth: 'token' }),
  /** `{reason}`: the member is removed as by remove-member. */
  removeByPath: endpoint({ method: 'DELETE', path: '/api/v1/groups/:id/members/:userId/', auth: 'token' }),
  followupEmail: endpoint({
    method: 'POST',
    path: '/api/v1/groups/:id/followup-email-unverified/',
    body: FollowupPayload,
    output: Detail,
    auth: 'token',
  }),
  /** ?type=members|applicants: a CSV file. */
  exportMembership: endpoint({ method: 'GET', path: '/api/v1/groups/:id/export-group-membership/', auth: 'token' }),
  applicants: endpoint({ method: 'GET', path: '/api/v1/groups/:id/applicants/', auth: 'token' }),
  recommendations: endpoint({ method: 'GET', path: '/api/v1/groups/:id/recommendations/', auth: 'token' }),
} as const;
