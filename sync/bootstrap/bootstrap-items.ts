/**
 * What a fresh device needs past the dashboards: the items behind the /favorites and /my
 * section pages, and the member's circle-leader application.
 * Offline, a section page lists what the device stores (bookmarks joined with the stored
 * items, the member's own items, their groups), so every item of each section is stored
 * whole; the leader application's answer goes where its screen reads it (db.onlineCache).
 * Each is an extra: a failure leaves what is stored and waits for the screen to ask again.
 * The content items of a section come in one read per kind (GET /content-items/), not one each.
 */
import * as v from 'valibot';
import {
  type AnyContent,
  CONTENT_ITEMS_MAX_IDS,
  CONTENT_SCHEMAS,
  CollectionItem,
  type CollectionSections,
  type CollectionType,
  ContentItemsAnswer,
  type ContentKind,
  contentItemsPath,
  contentKey,
  GROUP_ENDPOINTS,
  Group,
  LEADER_APPLICATION_ENDPOINTS,
  paged,
  pathOf,
} from '../../contract';
import { collectionPath, storeContents } from '../content/content';
import { assertSession, type SyncContext } from '../core/context';
import { getJson } from '../core/http';
import { ONLINE_CALLS } from '../core/online/calls';
import { onlineCacheKey } from '../core/online/define';
import { putServerGroups } from '../groups/groups-local';

/** The most items of one section a fresh device stores whole (ten pages of the section table). */
export const ITEMS_PER_SECTION = 100;

const SECTION_KINDS: Partial<Record<CollectionType, ContentKind>> = {
  usecases: 'usecase',
  resources: 'resource',
  aitools: 'aitool',
  posts: 'post',
};
/** Sections whose items the bootstrap does not already bring (jobs: all of them; own groups: bootstrapGroups). */
const SECTIONS = {
  favorites: ['usecases', 'resources', 'aitools', 'circles', 'events'],
  my: ['usecases', 'resources', 'aitools', 'posts'],
} as const satisfies Record<'favorites' | 'my', readonly CollectionType[]>;

const SectionPage = paged(CollectionItem);
type Outcome = 'done' | 'offline' | 'failed';
/** A dashboard (GET /my-favourites/ or /my-items/) as stored, or why it could not be. */
export type Dashboard = CollectionSections | 'offline' | 'failed';

async function sectionIds(ctx: SyncContext, which: 'favorites' | 'my', type: CollectionType, dashboard: Dashboard) {
  // The dashboard holds each section's first items and its count: a short section is all there.
  const section = typeof dashboard === 'string' ? undefined : dashboard[type];
  if (section && section.count <= section.items.length) return section.items.map((item) => item.id);
  const path = `${collectionPath(which, type, 1)}&page_size=${ITEMS_PER_SECTION}`;
  const answer = await getJson(ctx.api, path, SectionPage);
  if (answer.kind !== 'data') return answer.kind === 'transient' ? 'offline' : 'failed';
  return answer.data.data.map((item) => item.id);
}

/** Reads the items not stored yet, many in one read (CONTENT_ITEMS_MAX_IDS at a time), and stores them. */
async function storeItems(ctx: SyncContext, kind: ContentKind, ids: number[]): Promise<Outcome> {
  const { db } = ctx;
  const stored = await db.contents.bulkGet(ids.map((id) => contentKey(kind, id)));
  const missing = ids.filter((_, index) => !stored[index]);
  const schema: v.GenericSchema<unknown, AnyContent> = CONTENT_SCHEMAS[kind];
  for (let start = 0; start < missing.length; start += CONTENT_ITEMS_MAX_IDS) {
    const chunk = missing.slice(start, start + CONTENT_ITEMS_MAX_IDS);
    const answer = await getJson(ctx.api, contentItemsPath(kind, chunk), ContentItemsAnswer);
    if (answer.kind === 'transient') return 'offline';
    if (answer.kind !== 'data') continue;
    // An item this device cannot read is left out, as its own read failing would leave it.
    const items = answer.data.data.flatMap((item) => {
      const parsed = v.safeParse(schema, item);
      return parsed.success ? [parsed.output] : [];
    });
    await db.transaction('rw', [db.meta, db.contents, db.votes, db.bookmarks, db.outbox], async () => {
      await assertSession(db);
      await storeContents(ctx, kind, items);
    });
  }
  return 'done';
}

async function storeGroups(ctx: SyncContext, ids: number[]): Promise<Outcome> {
  const { db } = ctx;
  const stored = await db.groups.bulkGet(ids);
  const missing = ids.filter((_, index) => !stored[index]);
  const outcomes = await Promise.all(
    missing.map(async (id): Promise<Outcome> => {
      const answer = await getJson(ctx.api, pathOf(GROUP_ENDPOINTS.byId, { id }), Group);
      if (answer.kind === 'transient') return 'offline';
      if (answer.kind !== 'data') return 'failed';
      await db.transaction('rw', [db.meta, db.outbox, db.groups, db.follows], async () => {
        await assertSession(db);
        await putServerGroups(db, [answer.data], ctx.now());
      });
      return 'done';
    }),
  );
  return outcomes.includes('offline') ? 'offline' : 'done';
}

async function storeSection(
  ctx: SyncContext,
  which: 'favorites' | 'my',
  type: CollectionType,
  dashboard: Dashboard,
): Promise<Outcome> {
  const ids = await sectionIds(ctx, which, type, dashboard);
  if (ids === 'offline' || ids === 'failed') return ids;
  if (ids.length === 0) return 'done';
  const kind = SECTION_KINDS[type];
  return kind ? storeItems(ctx, kind, ids) : storeGroups(ctx, ids);
}

/**
 * Every item of the member's favourites and own sections (up to ITEMS_PER_SECTION each) into
 * the device, given both dashboards as bootstrapCollections stored them: a section the
 * dashboard shows whole (empty, or three items or fewer) needs no read of its page. The
 * sections load side by side: on a slow link each round trip costs seconds.
 */
export async function bootstrapSectionItems(
  ctx: SyncContext,
  dashboards: Record<'favorites' | 'my', Dashboard>,
): Promise<Outcome> {
  const outcomes = await Promise.all(
    (['favorites', 'my'] as const).flatMap((which) =>
      SECTIONS[which].map((type) => storeSection(ctx, which, type, dashboards[which])),
    ),
  );
  return outcomes.includes('offline') ? 'offline' : 'done';
}

/** GET circle-leader-applications/mine/ into db.onlineCache, as the Become a Circle Leader button reads it. */
export async function bootstrapLeaderApplication(ctx: SyncContext): Promise<Outcome> {
  const { db } = ctx;
  const call = ONLINE_CALLS.myLeaderApplication;
  const answer = await getJson(ctx.api, pathOf(LEADER_APPLICATION_ENDPOINTS.mine), call.answer);
  const hasNone = answer.kind === 'rejected' && answer.status === 404;
  if (answer.kind !== 'data' && !hasNone) return answer.kind === 'transient' ? 'offline' : 'failed';
  const key = onlineCacheKey('myLeaderApplication', undefined);
  await db.transaction('rw', [db.meta, db.onlineCache], async () => {
    await assertSession(db);
    if (answer.kind === 'data') {
      await db.onlineCache.put({ key, name: 'myLeaderApplication', value: answer.data, fetchedAt: ctx.now() });
    } else await db.onlineCache.delete(key);
  });
  return 'done';
}
