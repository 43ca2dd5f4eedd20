/**
 * The member's own data outside the job lists: profile, career entries, follows and the
 * lookup lists. Loaded by the bootstrap, and by a pull that finds no profile stored (a
 * device that synced before these existed). Rows with a pending change are left alone.
 */
import {
  CAREER_ENTRY_ENDPOINTS,
  CareerEntry,
  type Change,
  FOLLOW_ENDPOINTS,
  Follow,
  GROUP_ENDPOINTS,
  Group,
  LOOKUP_ENDPOINTS,
  PROFILE_ENDPOINTS,
  Profile,
  pathOf,
  Skill,
  Topic,
  TopicArea,
} from '../../contract';
import { bootstrapRealtime } from '../chat/chat';
import { callerOptions } from '../core/caller-options';
import { assertSession, type StepOutcome, type SyncContext } from '../core/context';
import { type PortalDb, setMeta } from '../core/db';
import { getJson, type JsonResult } from '../core/http';
import { getAll } from '../core/lists';
import { withQuery } from '../core/online/query';
import { pendingEntries, pendingKeysOf } from '../core/outbox';
import { markFollowed, toLocalFollow } from '../follows/follow-mutator';
import { mergeServerGroup, putServerGroups, readPendingState } from '../groups/groups-local';
import { applyApplicationChange, bootstrapApplications } from '../jobs/jobs-applications';
import { setLookups } from '../lookups/lookups';
import { fetchPlans } from '../payments/payments';
import { careerEntryKey } from '../profiles/career-entry-mutator';
import { failureStep } from './bootstrap';
import { bootstrapChatHistory, bootstrapOwnLists } from './bootstrap-collections';

/** Skills, topics and topic areas into meta 'lookups'. */
export async function refreshLookups(ctx: Pick<SyncContext, 'db' | 'api' | 'now'>): Promise<StepOutcome> {
  // Visitors read the lookups too (the list filters): without a session they go out without a token.
  const options = await callerOptions(ctx.db);
  const [skills, topics, topicAreas] = await Promise.all([
    getAll(ctx.api, `${pathOf(LOOKUP_ENDPOINTS.skills)}?page=1&page_size=500`, Skill, options),
    getAll(ctx.api, `${pathOf(LOOKUP_ENDPOINTS.topics)}?page=1&page_size=500`, Topic, options),
    getAll(ctx.api, pathOf(LOOKUP_ENDPOINTS.topicAreas), TopicArea, options),
  ]);
  if (skills.kind !== 'data') return failureStep(skills);
  if (topics.kind !== 'data') return failureStep(topics);
  if (topicAreas.kind !== 'data') return failureStep(topicAreas);
  await setLookups(ctx.db, {
    skills: skills.data,
    topics: topics.data,
    topicAreas: topicAreas.data,
    fetchedAt: ctx.now(),
  });
  return { kind: 'done' };
}

type Loaded = { profile: Profile; entries: CareerEntry[]; follows: Follow[] };

async function fetchMemberData(ctx: SyncContext): Promise<JsonResult<Loaded>> {
  const [profile, entries, follows] = await Promise.all([
    getJson(ctx.api, pathOf(PROFILE_ENDPOINTS.own), Profile),
    getAll(ctx.api, pathOf(CAREER_ENTRY_ENDPOINTS.list), CareerEntry),
    getAll(ctx.api, pathOf(FOLLOW_ENDPOINTS.list), Follow),
  ]);
  if (profile.kind !== 'data') return profile;
  if (entries.kind !== 'data') return entries;
  if (follows.kind !== 'data') return follows;
  return { kind: 'data', data: { profile: profile.data, entries: entries.data, follows: follows.data } };
}

/**
 * The member's own data, and beside it the extras: a failure of an extra must not hold the
 * member's data back. Everything loads side by side (on a slow link each round trip costs
 * seconds); only the chat history waits, for the rooms it reads.
 */
export async function bootstrapMember(ctx: SyncContext): Promise<StepOutcome> {
  const [own] = await Promise.all([
    bootstrapOwnData(ctx),
    bootstrapGroups(ctx),
    bootstrapApplications(ctx),
    bootstrapRealtime(ctx, { onlyMissing: false }).then(() => bootstrapChatHistory(ctx)),
    refreshLookups(ctx),
    // Once a session: the settings menu's Membership item and the banner need to know plans exist.
    fetchPlans(ctx),
    // The dashboards, reports and assistant history a fresh device shows before any screen asks.
    bootstrapOwnLists(ctx),
  ]);
  return own;
}

/** Profile, career entries and follows; rows with a pending change are left alone. */
async function bootstrapOwnData(ctx: SyncContext): Promise<StepOutcome> {
  const { db } = ctx;
  const loaded = await fetchMemberData(ctx);
  if (loaded.kind !== 'data') return failureStep(loaded);
  const { profile, entries, follows } = loaded.data;
  await db.transaction('rw', [db.meta, db.outbox, db.careerEntries, db.follows], async () => {
    await assertSession(db);
    const pending = pendingKeysOf(await pendingEntries(db));
    if (!pending.has('profile')) await setMeta(db, 'profile', profile);

    const entryIds = new Set(entries.map((entry) => entry.id));
    const localEntries = await db.careerEntries.toCollection().primaryKeys();
    await db.careerEntries.bulkDelete(
      localEntries.filter((id) => !entryIds.has(id) && !pending.has(careerEntryKey(id))),
    );
    await db.careerEntries.bulkPut(entries.filter((entry) => !pending.has(careerEntryKey(entry.id))));

    const rows = follows.map(toLocalFollow);
    const followKeys = new Set(rows.map((row) => row.key));
    const localFollows = await db.follows.toCollection().primaryKeys();
    await db.follows.bulkDelete(localFollows.filter((key) => !followKeys.has(key) && !pending.has(key)));
    await db.follows.bulkPut(rows.filter((row) => !pending.has(row.key)));
  });
  return { kind: 'done' };
}

/**
 * GET /api/v1/groups/?membership=any (every page): the member's groups into db.groups, the
 * ones they were rejected from or removed from too (their card and page say so, with the reason).
 */
export async function bootstrapGroups(ctx: SyncContext): Promise<StepOutcome> {
  const { db } = ctx;
  const mine = await getAll(
    ctx.api,
    withQuery(pathOf(GROUP_ENDPOINTS.list), { membership: 'any', page: 1, page_size: 50 }),
    Group,
  );
  if (mine.kind !== 'data') return failureStep(mine);
  await db.transaction('rw', [db.meta, db.outbox, db.groups, db.follows], async () => {
    await assertSession(db);
    const state = await readPendingState(db);
    const ids = new Set(mine.data.map((group) => group.id));
    // Cached groups the member no longer belongs to lose their membership (unless a change is pending).
    await db.groups
      .where('membership_status')
      .anyOf(['pending', 'accepted', 'rejected'])
      .filter((group) => !ids.has(group.id) && !state.membership.has(group.id))
      .modify({ membership_status: null, role: null, payment_status: null, is_waitlisted: false });
    await putServerGroups(db, mine.data, ctx.now());
    await setMeta(db, 'groupsLoaded', true);
  });
  return { kind: 'done' };
}

/** One change-feed entry for the member's own data (inside the pull's page transaction). */
export async function applyMemberChange(db: PortalDb, change: Change, pending: ReadonlySet<string>): Promise<void> {
  if (change.entity === 'profile') {
    if (!pending.has('profile')) await setMeta(db, 'profile', change.data);
  } else if (change.entity === 'career_entry') {
    if (pending.has(careerEntryKey(change.id))) return;
    if (change.op === 'upsert') await db.careerEntries.put(change.data);
    else await db.careerEntries.delete(change.id);
  } else if (change.entity === 'follow') {
    if (pending.has(change.id)) return;
    if (change.op === 'upsert') await db.follows.put(toLocalFollow(change.data));
    else await db.follows.delete(change.id);
    const [type, id] = change.id.split(':');
    if (type === 'user' || type === 'group') await markFollowed(db, type, Number(id), change.op === 'upsert');
  } else if (change.entity === 'group') {
    // A membership change still to be sent keeps the local row (its optimistic membership).
    const state = await readPendingState(db);
    if (state.membership.has(Number(change.id))) return;
    if (change.op === 'upsert') await db.groups.put(await mergeServerGroup(db, change.data, state, Date.now()));
    else await db.groups.delete(Number(change.id));
  } else if (change.entity === 'job_application') {
    await applyApplicationChange(db, change);
  }
}
