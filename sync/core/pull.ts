/**
 * Pull: the incremental change feed (GET /api/v1/sync/changes/?cursor=N) applied one page
 * per transaction together with its new cursor; a bootstrap when there is no cursor or
 * the feed answers reset. Rows with a pending outbox entry are never overwritten: the
 * member's unsent change wins until the server has it.
 */
import {
  ACCOUNT_ENDPOINTS,
  ChangesResponse,
  CONFIG_ENDPOINT,
  Identity,
  pathOf,
  SYNC_ENDPOINTS,
  TenantConfig,
} from '../../contract';
import { toLocalBookmark } from '../bookmarks/bookmark-mutator';
import { bootstrap, failureStep } from '../bootstrap/bootstrap';
import { applyMemberChange, bootstrapGroups, bootstrapMember } from '../bootstrap/bootstrap-member';
import { bootstrapRealtime } from '../chat/chat';
import { applyChatChange, chatPendingOf } from '../chat/chat-local';
import { applyContentChange } from '../content/content-local';
import { applicationsLoaded, bootstrapApplications } from '../jobs/jobs-applications';
import { assertSession, SessionEndedError, type StepOutcome, type SyncContext } from './context';
import { getMeta, setMeta } from './db';
import { getJson } from './http';
import { pendingEntries, pendingKeysOf } from './outbox';

/** Tenant config (public) and the member's identity, refreshed at the start of a session's sync. */
export async function refreshMeta(ctx: SyncContext): Promise<StepOutcome> {
  const [tenant, identity] = await Promise.all([
    getJson(ctx.api, pathOf(CONFIG_ENDPOINT), TenantConfig, { token: null }),
    getJson(ctx.api, pathOf(ACCOUNT_ENDPOINTS.identity), Identity),
  ]);
  if (tenant.kind === 'data') await setMeta(ctx.db, 'tenant', tenant.data);
  if (identity.kind !== 'data') return failureStep(identity);
  await ctx.db.transaction('rw', ctx.db.meta, async () => {
    await assertSession(ctx.db);
    await setMeta(ctx.db, 'identity', identity.data);
  });
  return tenant.kind === 'data' ? { kind: 'done' } : failureStep(tenant);
}

async function applyPage(ctx: SyncContext, page: ChangesResponse): Promise<void> {
  const { db } = ctx;
  const tables = [
    db.jobs,
    db.bookmarks,
    db.outbox,
    db.meta,
    db.careerEntries,
    db.follows,
    db.profiles,
    db.directory,
    db.groups,
    db.applications,
    db.jobDetails,
    db.contents,
    db.votes,
    db.chatRooms,
    db.chatMessages,
    db.notifications,
  ];
  await db.transaction('rw', tables, async () => {
    await assertSession(db);
    const entries = await pendingEntries(db);
    const pending = pendingKeysOf(entries);
    const chatPending = chatPendingOf(entries);
    for (const change of page.changes) {
      if (change.entity === 'job') {
        if (change.op === 'upsert') await db.jobs.put(change.data);
        else await db.jobs.delete(Number(change.id));
      } else if (change.entity === 'bookmark' && !pending.has(change.id)) {
        if (change.op === 'upsert') await db.bookmarks.put(toLocalBookmark(change.data));
        else await db.bookmarks.delete(change.id);
      } else if (change.entity === 'content' || change.entity === 'vote') {
        await applyContentChange(db, change, pending, ctx.now());
      } else if (!(await applyChatChange(db, change, chatPending))) await applyMemberChange(db, change, pending);
    }
    await setMeta(db, 'cursor', page.cursor);
  });
}

async function pullFrom(ctx: SyncContext, start: number): Promise<StepOutcome> {
  for (let cursor = start; ; ) {
    const page = await getJson(ctx.api, `${pathOf(SYNC_ENDPOINTS.changes)}?cursor=${cursor}`, ChangesResponse);
    if (page.kind !== 'data') return failureStep(page);
    if (page.data.reset) return bootstrap(ctx, page.data.cursor);
    await applyPage(ctx, page.data);
    if (!page.data.has_more) return { kind: 'done' };
    cursor = page.data.cursor;
  }
}

export async function pull(ctx: SyncContext, options: { withMeta: boolean }): Promise<StepOutcome> {
  try {
    if (options.withMeta) {
      const meta = await refreshMeta(ctx);
      if (meta.kind !== 'done') return meta;
    }
    const cursor = await getMeta(ctx.db, 'cursor');
    if (cursor === undefined) return await bootstrap(ctx);
    // Synced before profiles existed on this device: load them once, then go on incrementally.
    if ((await getMeta(ctx.db, 'profile')) === undefined) {
      const member = await bootstrapMember(ctx);
      if (member.kind !== 'done') return member;
    }
    // Synced before groups existed on this device: load the member's groups once (an extra; failures wait for the next pull).
    if ((await getMeta(ctx.db, 'groupsLoaded')) === undefined) await bootstrapGroups(ctx);
    // Likewise the member's job applications.
    if (!(await applicationsLoaded(ctx.db))) await bootstrapApplications(ctx);
    // Likewise chat rooms and the newest notifications.
    await bootstrapRealtime(ctx, { onlyMissing: true });
    return await pullFrom(ctx, cursor);
  } catch (error) {
    if (error instanceof SessionEndedError) return { kind: 'unauthenticated' };
    throw error;
  }
}
