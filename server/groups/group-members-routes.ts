/**
 * Membership calls of groups (part 2 section 7): join, leave, the member tabs, the
 * administrators' member actions (respond, add, remove, role change, follow-up mail),
 * the CSV export, applicants and recommendations. The transitions live in
 * groups/membership.ts; Idempotency-Key is honoured by the app's middleware.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AddMemberPayload,
  ChangeRolePayload,
  FollowupPayload,
  LeavePayload,
  RemoveMemberPayload,
  RespondJoinPayload,
} from '../../contract/group-form';
import { GROUP_MESSAGES, MEMBERS_PAGE_SIZE } from '../../contract/group-messages';
import { JoinPayload, MemberListQuery } from '../../contract/groups';
import { PageParam, PageSizeParam } from '../../contract/paging';
import { sendVerificationMail } from '../account/verification';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { nextPageUrl, pagedBody, pageOffset } from '../http/paging';
import { joinGroup, leaveGroup } from './membership';
import { addMember, changeRole, removeMember, respondToRequests } from './membership-admin';
import { membershipCsv } from './membership-csv';
import { followupUnverified } from './membership-followup';
import { listMembers, listRecommendations } from './membership-read';
import { loadGroup } from './membership-rows';
import { isGroupAdmin, requireGroupAdmin } from './permissions';
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
  const groupOf = (c: { req: { param(name: 'id'): string } }) => idParam(c.req.param('id'));

  async function groupAnswer(tenantId: number, userId: number, groupId: number) {
    const group = await groupForCaller(db, tenantId, userId, groupId);
    if (!group) throw notFound();
    return group;
  }

  return new Hono<AppEnv>()
    .post('/groups/:id/join/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const groupId = groupOf(c);
      const payload = parseInput(JoinPayload, await readJsonObject(c));
      await joinGroup(deps, actor, groupId, payload);
      return c.json(await groupAnswer(actor.tenantId, actor.userId, groupId), 201);
    })
    .post('/groups/:id/leave/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const groupId = groupOf(c);
      const { user } = parseInput(LeavePayload, await readJsonObject(c));
      await leaveGroup(deps, actor, groupId, user);
      return c.json(await groupAnswer(actor.tenantId, actor.userId, groupId));
    })
    .get('/groups/:id/members/', async (c) => {
      const tenantId = c.var.tenant.id;
      const callerId = c.var.auth?.userId ?? null;
      const group = await loadGroup(db, tenantId, groupOf(c));
      const query = parseInput(MemberListQuery, c.req.query());
      const isAdmin = callerId !== null && (await isGroupAdmin(db, tenantId, callerId, group.id));
      const status = query.status ?? 'accepted';
      if (!isAdmin && status !== 'accepted') throw noPermission();
      const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
      const { data, total } =
        status === 'recommendations'
          ? await listRecommendations(db, group, query, page)
          : await listMembers(db, group, { ...query, status }, isAdmin, page);
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .post('/groups/:id/respond-join-request/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const payload = parseInput(RespondJoinPayload, await readJsonObject(c));
      await respondToRequests(deps, actor, groupOf(c), payload);
      return c.json({ detail: GROUP_MESSAGES.memberActionDone(payload.action) });
    })
    .post('/groups/:id/add-member/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const payload = parseInput(AddMemberPayload, await readJsonObject(c));
      await addMember(deps, actor, groupOf(c), payload);
      return c.json({ detail: GROUP_MESSAGES.memberActionDone('add') });
    })
    .post('/groups/:id/remove-member/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const payload = parseInput(RemoveMemberPayload, await readJsonObject(c));
      await removeMember(deps, actor, groupOf(c), payload);
      return c.json({ detail: GROUP_MESSAGES.memberRemoved, reason: payload.reason });
    })
    .patch('/groups/:id/members/:userId/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const groupId = groupOf(c);
      const userId = idParam(c.req.param('userId'));
      const payload = parseInput(ChangeRolePayload, await readJsonObject(c));
      await changeRole(deps, actor, groupId, userId, payload);
      return c.json({ detail: ROLE_CHANGED });
    })
    .delete('/groups/:id/members/:userId/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const groupId = groupOf(c);
      const user = idParam(c.req.param('userId'));
      const { reason } = parseInput(RemoveBody, await readJsonObject(c));
      await removeMember(deps, actor, groupId, { user, reason });
      return c.json({ detail: GROUP_MESSAGES.memberRemoved, reason });
    })
    .post('/groups/:id/followup-email-unverified/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const { user_ids } = parseInput(FollowupPayload, await readJsonObject(c));
      await followupUnverified(deps, actor, groupOf(c), user_ids, (user) =>
        sendVerificationMail(deps, c, { tenantId: actor.tenantId, userId: user.id }, user.email),
      );
      return c.json({ detail: GROUP_MESSAGES.followupSent });
    })
    .get('/groups/:id/export-group-membership/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const group = await loadGroup(db, actor.tenantId, groupOf(c));
      await requireGroupAdmin(db, actor.tenantId, actor.userId, group.id);
      const { type } = parseInput(ExportQuery, c.req.query());
      const csv = await membershipCsv(db, group, type);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${group.nameSlug}-${type}.csv"`,
      });
    })
    .get('/groups/:id/applicants/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const group = await loadGroup(db, actor.tenantId, groupOf(c));
      await requireGroupAdmin(db, actor.tenantId, actor.userId, group.id);
      const query = parseInput(ApplicantsQuery, c.req.query());
      const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
      const { data, total } = await listMembers(db, group, { ...query, status: 'all' }, true, page);
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    })
    .get('/groups/:id/recommendations/', requireAuth, async (c) => {
      const actor = callerOf(c);
      const group = await loadGroup(db, actor.tenantId, groupOf(c));
      await requireGroupAdmin(db, actor.tenantId, actor.userId, group.id);
      const query = parseInput(RecommendationsQuery, c.req.query());
      const page = { limit: query.page_size, offset: pageOffset(query.page, query.page_size) };
      const { data, total } = await listRecommendations(db, group, query, page);
      return c.json(pagedBody(data, total, nextPageUrl(c.req.url, query.page, query.page_size, total)));
    });
}
