/**
 * What this device stores, grouped the way a member thinks of it (jobs, people, groups…),
 * and which of it is a cached copy the budget may evict. The member's own data, what they
 * saved or bookmarked, the outbox and drafts are never cached copies.
 */
import type { Identity } from '../../contract';
import { bookmarkKey } from '../../contract';
import type { PortalDb } from '../core/db';

export const STORAGE_KINDS = [
  'jobs',
  'people',
  'groups',
  'content',
  'reports',
  'chat',
  'notifications',
  'search',
  'waiting',
  'other',
] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** The stores the Cache API holds beside the database (sizes only; see storage-usage.ts). */
export const FILE_KINDS = ['images', 'savedFiles', 'appFiles'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export type TableName = {
  [K in keyof PortalDb]: PortalDb[K] extends { bulkDelete: unknown; schema: unknown } ? K : never;
}[keyof PortalDb];

/** Every table of the database, by the kind it counts under. */
export const KIND_TABLES: Record<StorageKind, readonly TableName[]> = {
  jobs: ['jobs', 'jobDetails', 'applications'],
  people: ['profiles', 'directory', 'follows', 'careerEntries'],
  groups: ['groups', 'groupMembers'],
  content: ['contents', 'votes', 'bookmarks'],
  reports: ['agents', 'reportSummaries', 'agentReports', 'amaChats'],
  chat: ['chatRooms', 'chatMessages'],
  notifications: ['notifications'],
  search: ['searchIndex'],
  waiting: ['outbox', 'files', 'contentDrafts'],
  other: ['meta', 'onlineCache', 'savedFiles'],
};

/** What a cached row may not lose, read once per eviction. */
export interface KeptItems {
  me: Identity | null;
  bookmarks: ReadonlySet<string>;
  appliedJobs: ReadonlySet<number>;
}

export async function readKeptItems(db: PortalDb): Promise<KeptItems> {
  const me = ((await db.meta.get('identity'))?.value as Identity | undefined) ?? null;
  const bookmarks = new Set((await db.bookmarks.toCollection().primaryKeys()) as string[]);
  const appliedJobs = new Set((await db.applications.toCollection().primaryKeys()) as number[]);
  return { me, bookmarks, appliedJobs };
}

/**
 * A table holding cached copies: `usedAt` is the index naming when a row was last fetched
 * to be shown (least recently used goes first); `keeps` spares what is not a copy. Tier 1
 * (the job board, the heart of offline use) goes only once tier 0 has nothing left.
 */
export interface CachedTable {
  table: TableName;
  kind: StorageKind;
  usedAt: string;
  tier: 0 | 1;
  /** The time of last use as a number (epoch ms), from the index's value. */
  timeOf?: (indexValue: unknown) => number;
  keeps: (row: never, kept: KeptItems) => boolean;
}

interface Keyed {
  id: number;
}

const never = () => false;

export const CACHED_TABLES: readonly CachedTable[] = [
  { table: 'directory', kind: 'people', usedAt: 'seenAt', tier: 0, keeps: never },
  {
    table: 'profiles',
    kind: 'people',
    usedAt: 'seenAt',
    tier: 0,
    keeps: (row: { id: number; followed: boolean }, kept) => row.followed || row.id === kept.me?.id,
  },
  {
    table: 'groups',
    kind: 'groups',
    usedAt: 'seenAt',
    tier: 0,
    keeps: (row: Keyed & { membership_status: unknown; followed: boolean; group_type: string }, kept) =>
      row.membership_status !== null || row.followed || kept.bookmarks.has(`${row.group_type}:${row.id}`),
  },
  { table: 'groupMembers', kind: 'groups', usedAt: 'seenAt', tier: 0, keeps: never },
  {
    table: 'jobDetails',
    kind: 'jobs',
    usedAt: 'seenAt',
    tier: 0,
    keeps: (row: Keyed, kept) => kept.appliedJobs.has(row.id) || kept.bookmarks.has(bookmarkKey('job', row.id)),
  },
  {
    table: 'contents',
    kind: 'content',
    usedAt: 'seenAt',
    tier: 0,
    keeps: (row: { key: string; savedAt: number | null; data: { created_by: { id: number } } }, kept) =>
      row.savedAt !== null || row.data.created_by.id === kept.me?.id || kept.bookmarks.has(row.key),
  },
  { table: 'onlineCache', kind: 'other', usedAt: 'fetchedAt', tier: 0, keeps: never },
  {
    table: 'jobs',
    kind: 'jobs',
    usedAt: 'created_at',
    tier: 1,
    timeOf: (value) => Date.parse(String(value)),
    keeps: (row: Keyed, kept) => kept.appliedJobs.has(row.id) || kept.bookmarks.has(bookmarkKey('job', row.id)),
  },
];
