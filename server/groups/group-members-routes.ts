/**
 * Membership calls of groups (part 2 section 7): join, leave, the member tabs, the
 * administrators' member actions (respond, add, remove, role change, follow-up mail),
 * the CSV export, applicants and recommendations. The transitions live in
 * groups/membership.ts; Idempotency-Key is honoured by the app's middleware.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { GROUP_MEMBER_ENDPOINTS } from '../../contract/group-endpoints';
import { ChangeRolePayload, LeavePayload, RemoveMemberPayload } from '../../contract/group-form';
import { GROUP_MESSAGES, MEMBERS_PAGE_SIZE } from '../../contract/group-messages';
import { JoinPayload, MemberListQuery } from '../../contract/groups';
import { PageParam, PageSizeParam } from '../../contract/paging';
import { sendVerificationMail } from '../account/verification';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { asksAdminFilters, checkMemberListQuery } from './member-list-query';
import { joinGroup, leaveGroup } from './membership';
import { addMember, changeRole, removeMember, respondToRequests } from './membership-admin';
import { membershipCsv } from './membership-csv';
import { followupUnverified } from './membership-followup';
import { listMembers, listRecommendations } from './membership-read';
import { administeredGroup, loadGroup } from './membership-rows';
import { isGroupAdmin } from './permissions';
import { groupForCaller } from './serialize';

const ApplicantsQuery = v.object({
  page: PageParam,
  page_size: PageSizeParam(MEMBERS_PAGE_SIZE, 500),
  country: v.optional(v.string()),
  role: v.optional(v.string()),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
const RecommendationsQuery = v.object({
  entity_type: v.optional(v.string()),
  page: PageParam,
  page_size: PageSizeParam(MEMBERS_PAGE_SIZE, 500),
  country: v.optional(v.string()),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
const ExportQuery = v.object({ type: v.optional(v.picklist(['members', 'applicants']), 'members') });
const RemoveBody = v.object({ reason: RemoveMemberPayload.entries.reason });

const ROLE_CHANGED = GROUP_MESSAGES.roleUpdated;
const noPermission = () => new HttpError(403, { detail: GROUP_MESSAGES.noPermission });

export function groupMemberRoutes(deps: AppDeps) {
  const { db } = deps;
  const groupOf = (params: Record<string, string>) => idParam(params['id']);

  async function groupAnswer(tenantId: number, userId: number, groupId: number) {
    const group = await groupForCaller(db, tenantId, userId, groupId);
    if (!group) throw notFound();
    return group;
  }

  const router = new Hono<AppEnv>();
  register(router, GROUP_MEMBER_ENDPOINTS.join, async (c, { params }) => {
    const actor = callerOf(c);
    const groupId = groupOf(params);
    const payload = parseInput(JoinPayload, await readJsonObject(c));
    await joinGroup(deps, actor, groupId, payload);
    return c.json(await groupAnswer(actor.tenantId, actor.userId, groupId), 201);
  });
  register(router, GROUP_MEMBER_ENDPOINTS.leave, async (c, { params }) => {
    const actor = callerOf(c);
    const groupId = groupOf(params);
    const { user } = parseInput(LeavePayload, await readJsonObject(c));
    await leaveGroup(deps, actor, groupId, user);
    return c.json(await groupAnswer(actor.tenantId, actor.userId, groupId));
  });
  register(router, GROUP_MEMBER_ENDPOINTS.members, async (c, { params }) => {
    const tenantId = c.var.tenant.id;
    const callerId = c.var.auth?.userId ?? null;
    const group = await loadGroup(db, tenantId, groupOf(params));
    const query = parseInput(MemberListQuery, c.req.query());
    const isAdmin = callerId !== null && (await isGroupAdmin(db, tenantId, callerId, group.id));
    const status = query.status ?? 'accepted';
    if (!isAdmin && (status !== 'accepted' || asksAdminFilters(query))) throw noPermission();
    checkMemberListQuery(query, c.var.tenant.options, isAdmin);
    const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
    const { data, total } =
      status === 'recommendations'
        ? await listRecommendations(db, group, query, page)
        : await listMembers(db, group, { ...query, status }, isAdmin, page);
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  register(router, GROUP_MEMBER_ENDPOINTS.respondJoinRequest, async (c, { params, body }) => {
    await respondToRequests(deps, callerOf(c), groupOf(params), body);
    return c.json({ detail: GROUP_MESSAGES.memberActionDone(body.action) });
  });
  register(router, GROUP_MEMBER_ENDPOINTS.addMember, async (c, { params, body }) => {
    await addMember(deps, callerOf(c), groupOf(params), body);
    return c.json({ detail: GROUP_MESSAGES.memberActionDone('add') });
  });
  register(router, GROUP_MEMBER_ENDPOINTS.removeMember, async (c, { params, body }) => {
    await removeMember(deps, callerOf(c), groupOf(params), body);
    return c.json({ detail: GROUP_MESSAGES.memberRemoved, reason: body.reason });
  });
  register(router, GROUP_MEMBER_ENDPOINTS.setRole, async (c, { params }) => {
    const actor = callerOf(c);
    const groupId = groupOf(params);
    const userId = idParam(params['userId']);
    const payload = parseInput(ChangeRolePayload, await readJsonObject(c));
    await changeRole(deps, actor, groupId, userId, payload);
    return c.json({ detail: ROLE_CHANGED });
  });
  register(router, GROUP_MEMBER_ENDPOINTS.removeByPath, async (c, { params }) => {
    const actor = callerOf(c);
    const groupId = groupOf(params);
    const user = idParam(params['userId']);
    const { reason } = parseInput(RemoveBody, await readJsonObject(c));
    await removeMember(deps, actor, groupId, { user, reason });
    return c.json({ detail: GROUP_MESSAGES.memberRemoved, reason });
  });
  register(router, GROUP_MEMBER_ENDPOINTS.followupEmail, async (c, { params, body }) => {
    const actor = callerOf(c);
    await followupUnverified(deps, actor, groupOf(params), body.user_ids, (user) =>
      sendVerificationMail(deps, c, { tenantId: actor.tenantId, userId: user.id }, user.email),
    );
    return c.json({ detail: GROUP_MESSAGES.followupSent });
  });
  register(router, GROUP_MEMBER_ENDPOINTS.exportMembership, async (c, { params }) => {
    const actor = callerOf(c);
    const group = await administeredGroup(db, actor, groupOf(params));
    const { type } = parseInput(ExportQuery, c.req.query());
    const csv = await membershipCsv(db, group, type);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${group.nameSlug}-${type}.csv"`,
    });
  });
  register(router, GROUP_MEMBER_ENDPOINTS.applicants, async (c, { params }) => {
    const actor = callerOf(c);
    const group = await administeredGroup(db, actor, groupOf(params));
    const query = parseInput(ApplicantsQuery, c.req.query());
    const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
    const { data, total } = await listMembers(db, group, { ...query, status: 'all' }, true, page);
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
  return register(router, GROUP_MEMBER_ENDPOINTS.recommendations, async (c, { params }) => {
    const actor = callerOf(c);
    const group = await administeredGroup(db, actor, groupOf(params));
    const query = parseInput(RecommendationsQuery, c.req.query());
    const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
    const { data, total } = await listRecommendations(db, group, query, page);
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
}
