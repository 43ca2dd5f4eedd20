/**
 * Local rules of cached content, shared by the worker, the pull, the mutators and
 * the UI: how a server item becomes a db.contents row (a saved row keeps savedAt; a pending
 * vote keeps the member's optimistic score), eviction (saved rows and the member's own items
 * stay), and the offline list: db.contents filtered and paged like the server does.
 */
import {
  type AnyContent,
  type Change,
  type ContentByKind,
  type ContentKind,
  type ContentStatus,
  contentKey,
  hasVerdict,
  type Resource,
  slugOf,
  VOTE_CONTENT_TYPES,
  type VoteContentType,
  type VoteState,
  voteKey,
} from '../../contract';
import type { ContentListRequest } from '../core/api';
import { getMeta, type LocalContent, type PortalDb } from '../core/db';
import type { SearchMatches } from '../search/matches';
import { settleContentBookmarks } from './content-bookmarks';

/** The kinds members vote on (their rows carry vote_score and user_vote_type). */
export const isVoteKind = (kind: string): kind is VoteContentType & ContentKind =>
  kind !== 'agentbuilder' && (VOTE_CONTENT_TYPES as readonly string[]).includes(kind);

const statusOf = (item: AnyContent): ContentStatus | null =>
  'status' in item && typeof item.status === 'string' ? item.status : null;

export function toLocalContent(
  kind: ContentKind,
  item: AnyContent,
  seenAt: number,
  savedAt: number | null,
): LocalContent {
  return {
    key: contentKey(kind, item.id),
    kind,
    id: item.id,
    slug: slugOf(kind, item),
    status: statusOf(item),
    data: item,
    seenAt,
    savedAt,
  };
}

/** Vote fields of a row's item (only the voted kinds have them). */
export interface VoteFields {
  vote_score: number;
  user_vote_type: VoteState;
}

export function voteFieldsOf(item: AnyContent): VoteFields | null {
  const record = item as Partial<VoteFields>;
  if (typeof record.vote_score !== 'number' || record.user_vote_type === undefined) return null;
  return { vote_score: record.vote_score, user_vote_type: record.user_vote_type };
}

/** Keys of pending outbox entries (read directly: the mutators import this module). */
export async function pendingOutboxKeys(db: PortalDb): Promise<Set<string>> {
  const entries = await db.outbox.where('status').equals('pending').toArray();
  return new Set(entries.flatMap((entry) => (entry.key === null ? [] : [entry.key])));
}

/**
 * Stores server items: a saved row keeps savedAt; an item with a vote still to be sent keeps
 * the local score and vote; otherwise the server's vote also settles db.votes, and its
 * is_bookmarked settles db.bookmarks (inside a transaction over contents, votes, bookmarks, outbox).
 */
export async function putServerContents<K extends ContentKind>(
  db: PortalDb,
  kind: K,
  items: readonly ContentByKind[K][],
  seenAt: number,
): Promise<void> {
  if (items.length === 0) return;
  const pending = await pendingOutboxKeys(db);
  const existing = await db.contents.bulkGet(items.map((item) => contentKey(kind, item.id)));
  const rows: LocalContent[] = items.map((item, index) => {
    const old = existing[index];
    let data: AnyContent = item;
    if (old && isVoteKind(kind) && pending.has(voteKey(kind, item.id))) {
      const local = voteFieldsOf(old.data);
      if (local) data = { ...item, ...local } as AnyContent;
    }
    return toLocalContent(kind, data, seenAt, old?.savedAt ?? null);
  });
  await db.contents.bulkPut(rows);
  await settleContentBookmarks(db, kind, items, pending);
  if (!isVoteKind(kind)) return;
  for (const item of items) {
    const key = voteKey(kind, item.id);
    const fields = voteFieldsOf(item);
    if (!fields || pending.has(key)) continue;
    if (await db.votes.get(key)) await db.votes.update(key, { vote_type: fields.user_vote_type });
  }
}

/** Least recently seen rows beyond this are evicted, except saved ones and the member's own. */
export const MAX_CONTENTS = 1000;

export async function evictContents(db: PortalDb, max = MAX_CONTENTS): Promise<void> {
  const extra = (await db.contents.count()) - max;
  if (extra <= 0) return;
  const me = (await getMeta(db, 'identity'))?.id ?? null;
  const candidates = await db.contents
    .orderBy('seenAt')
    .filter((row) => row.savedAt === null && (me === null || row.data.created_by.id !== me))
    .limit(extra)
    .primaryKeys();
  await db.contents.bulkDelete(candidates);
}

const ids = (list: string | undefined): number[] | null =>
  list
    ? list
        .split(',')
        .filter(Boolean)
        .map(Number)
        .filter((id) => Number.isInteger(id))
    : null;

const overlaps = (have: readonly number[], wanted: readonly number[] | null) =>
  wanted === null || wanted.some((id) => have.includes(id));

function numberField(item: AnyContent, field: string): number | null {
  const value = (item as unknown as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
}

function listField(item: AnyContent, field: string): number[] {
  const value = (item as unknown as Record<string, unknown>)[field];
  return Array.isArray(value) ? (value as number[]) : [];
}

/**
 * The offline list of a kind: rows filtered like the server's list (approved only unless a
 * status is asked), newest first; with a search, the rows the device's search index matched
 * (`matches`, by row key; null: no search), best first.
 */
export function filterContents<K extends ContentKind>(
  kind: K,
  rows: readonly LocalContent[],
  params: Omit<ContentListRequest, 'page' | 'page_size' | 'search'>,
  matches: SearchMatches | null = null,
): ContentByKind[K][] {
  const topicAreas = ids([params.topic_area, params.topic_areas].filter(Boolean).join(',') || undefined);
  const stages = ids(params.career_stage);
  const fields = ids(params.professional_field);
  const categories = ids(params.categories);
  const countries = params.country ? params.country.split(',').filter(Boolean) : null;
  const wantedStatus = params.status ?? 'approved';
  const items = rows
    .filter((row) => row.kind === kind)
    .filter((row) => kind === 'post' || wantedStatus === 'all' || row.status === wantedStatus)
    .filter((row) => matches === null || matches.has(row.key))
    .map((row) => row.data)
    .filter((item) => params.group_id === undefined || (item as { group: number | null }).group === params.group_id)
    .filter((item) => {
      if (kind === 'resource') {
        const resource = item as Resource;
        if (params.type === 'prompt' && resource.type !== 'prompt') return false;
        if (params.type === 'resource' && resource.type === 'prompt') return false;
        if (countries && (resource.country === null || !countries.includes(resource.country))) return false;
        if (stages && !overlaps(resource.career_stages, stages)) return false;
      }
      if (kind === 'post' && params.types && (item as ContentByKind['post']).types !== params.types) return false;
      if (kind === 'resource' || kind === 'usecase') {
        const area = numberField(item, 'topic_area');
        if (topicAreas && (area === null || !topicAreas.includes(area))) return false;
      }
      if (kind === 'usecase') {
        const judged = (item as ContentByKind['usecase']).agent_responses;
        const { system_agent_id: agentId, agent_response: verdict } = params;
        if (agentId !== undefined && verdict !== undefined && !hasVerdict(judged, agentId, verdict)) return false;
        if (!overlaps(listField(item, 'career_stages'), stages)) return false;
        if (!overlaps(listField(item, 'professional_fields'), fields)) return false;
      }
      if ((kind === 'usecase' || kind === 'aitool') && !overlaps(listField(item, 'categories'), categories))
        return false;
      return true;
    }) as ContentByKind[K][];
  const pinned = (item: AnyContent) => (kind === 'resource' && (item as Resource).is_pinned ? 1 : 0);
  items.sort((a, b) => pinned(b) - pinned(a) || b.created_at.localeCompare(a.created_at) || b.id - a.id);
  if (!matches) return items;
  const score = (item: AnyContent) => matches.get(contentKey(kind, item.id)) ?? 0;
  return items.sort((a, b) => score(b) - score(a));
}

/** One page of the offline list. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** A 'content' or 'vote' change of the feed: the member's own items as moderation changes them, their votes from any device. */
export async function applyContentChange(
  db: PortalDb,
  change: Extract<Change, { entity: 'content' | 'vote' }>,
  pending: ReadonlySet<string>,
  seenAt: number,
): Promise<void> {
  if (change.entity === 'content') {
    if (change.op === 'delete') {
      const row = await db.contents.get(change.id);
      if (row && row.savedAt === null) await db.contents.delete(change.id);
      return;
    }
    await putServerContents(db, change.data.kind, [change.data.item as never], seenAt);
    return;
  }
  if (pending.has(change.id)) return;
  const { content_type, object_id, vote_type, total_score } = change.data;
  await db.votes.put({ key: change.id, content_type, object_id, vote_type });
  if (!isVoteKind(content_type)) return;
  const key = contentKey(content_type, object_id);
  const row = await db.contents.get(key);
  if (row && voteFieldsOf(row.data)) {
    await db.contents.update(key, {
      data: { ...row.data, vote_score: total_score, user_vote_type: vote_type } as AnyContent,
    });
  }
}
