/**
 * Online-only calls of the profile area, run in the worker: anyone's public profile, the
 * directory search, recommendations and profile imports. Each writes what it fetched into
 * Dexie (the UI renders from there) and answers only the outcome.
 */
import * as v from 'valibot';
import {
  DIRECTORY_ENDPOINTS,
  followKey,
  formatImportSections,
  IMPORT_ENDPOINTS,
  type ImportSection,
  MESSAGES,
  PROFILE_ENDPOINTS,
  Profile,
  pathOf,
  type SearchItem,
} from '../../contract';
import { RECOMMENDATION_ENDPOINTS } from '../../contract/recommendation-endpoints';
import type { DirectoryQuery, DirectoryResult, ImportResult, PublicProfileStatus } from '../core/api';
import { failedCall } from '../core/auth';
import type { SyncContext } from '../core/context';
import { type DirectoryItem, type PortalDb, setMeta } from '../core/db';
import { getJson, type Outcome } from '../core/http';
import { pendingEntries, pendingKeysOf } from '../core/outbox';
import { sendMultipart, type UploadFn } from '../core/upload';
import { rememberLookups } from '../lookups/lookups-merge';

export interface ProfilesDeps {
  db: PortalDb;
  api: SyncContext['api'];
  now: () => number;
  upload?: UploadFn;
  /** Starts a sync round (after an import: the career entries arrive through the feed). */
  kick: () => void;
}

/** Least recently seen rows beyond these are evicted (the cache is for offline reading). */
const MAX_PROFILES = 300;
const MAX_DIRECTORY = 3000;

/** A follow change still to be sent wins over the server's `followed` flag. */
async function localFollowed(db: PortalDb, type: 'user' | 'group', id: number): Promise<boolean | null> {
  const pending = pendingKeysOf(await pendingEntries(db));
  const key = followKey(type, id);
  return pending.has(key) ? (await db.follows.get(key)) !== undefined : null;
}

async function evict(db: PortalDb, table: 'profiles' | 'directory', max: number): Promise<void> {
  const extra = (await db[table].count()) - max;
  if (extra > 0) await db[table].orderBy('seenAt').limit(extra).delete();
}

export async function fetchPublicProfile(deps: ProfilesDeps, slug: string): Promise<PublicProfileStatus> {
  const answer = await getJson(deps.api, pathOf(PROFILE_ENDPOINTS.bySlug, { slug }), PROFILE_ENDPOINTS.bySlug.output);
  if (answer.kind === 'data') {
    const profile = answer.data;
    const followed = (await localFollowed(deps.db, 'user', profile.id)) ?? profile.followed;
    await deps.db.profiles.put({ ...profile, followed, seenAt: deps.now() });
    await evict(deps.db, 'profiles', MAX_PROFILES);
    return 'ready';
  }
  if (answer.kind === 'rejected' && answer.status === 404) {
    await deps.db.profiles.delete(slug);
    return 'missing';
  }
  return 'offline';
}

/** SearchItem plus the circle leader's certification level (kept in the cache for the badge). */
const SearchPage = DIRECTORY_ENDPOINTS.search.output;

const GROUP_TYPES = new Set(['circle', 'organization', 'institution', 'event']);

function searchPath(query: DirectoryQuery): string {
  const params = new URLSearchParams();
  params.set('type', query.type ?? 'all');
  const q = query.q?.trim();
  if (q) params.set('search', q);
  if (query.country) params.set('country', query.country);
  if (query.professional_fields) params.set('professional_fields', query.professional_fields);
  if (query.limited_search !== undefined) params.set('limited_search', String(query.limited_search));
  if (query.is_influencer !== undefined) params.set('is_influencer', String(query.is_influencer));
  if (query.is_certified !== undefined) params.set('is_certified', String(query.is_certified));
  params.set('page', String(query.page ?? 1));
  params.set('page_size', String(query.page_size ?? 12));
  return `${pathOf(DIRECTORY_ENDPOINTS.search)}?${params.toString()}`;
}

/** Keeps the page's people and groups for offline search, with local follow changes applied. */
async function cacheItems(deps: ProfilesDeps, items: SearchItem[]): Promise<SearchItem[]> {
  const seenAt = deps.now();
  const shown: SearchItem[] = [];
  for (const item of items) {
    const target = item.type === 'user' ? 'user' : GROUP_TYPES.has(item.type) ? 'group' : null;
    const followed = target ? ((await localFollowed(deps.db, target, item.id)) ?? item.followed) : item.followed;
    shown.push({ ...item, followed });
  }
  const rows: DirectoryItem[] = shown.map((item) => ({ ...item, key: `${item.type}:${item.id}`, seenAt }));
  await deps.db.directory.bulkPut(rows);
  await evict(deps.db, 'directory', MAX_DIRECTORY);
  return shown;
}

export async function searchDirectory(deps: ProfilesDeps, query: DirectoryQuery): Promise<DirectoryResult> {
  const answer = await getJson(deps.api, searchPath(query), SearchPage);
  if (answer.kind === 'data') {
    const items = await cacheItems(deps, answer.data.data);
    return { kind: 'done', items, count: answer.data.pagination.count, next: answer.data.pagination.next };
  }
  if (answer.kind === 'rejected') return { kind: 'failed', message: answer.message };
  return { kind: 'offline' };
}

/** Pages of connections read at most (200 each): far beyond what a member follows. */
const MAX_CONNECTION_PAGES = 10;

/**
 * GET /api/v1/connections/: every person and group the member follows, cached into
 * db.directory so the connect screen's 'Active' list reads them offline.
 */
export async function fetchConnections(deps: ProfilesDeps): Promise<DirectoryResult> {
  const items: SearchItem[] = [];
  let count = 0;
  let path: string | null = `${pathOf(DIRECTORY_ENDPOINTS.connections)}?page=1&page_size=200`;
  for (let pages = 0; path !== null && pages < MAX_CONNECTION_PAGES; pages += 1) {
    const answer: Awaited<ReturnType<typeof getSearchPage>> = await getSearchPage(deps, path);
    if (answer.kind === 'rejected') return { kind: 'failed', message: answer.message };
    if (answer.kind !== 'data') return { kind: 'offline' };
    items.push(...(await cacheItems(deps, answer.data.data)));
    count = answer.data.pagination.count;
    const next: string | null = answer.data.pagination.next;
    path = next === null ? null : relativePath(next);
  }
  return { kind: 'done', items, count, next: null };
}

const getSearchPage = (deps: ProfilesDeps, path: string) => getJson(deps.api, path, SearchPage);

/** The server answers absolute `next` links; requests go to the API's own origin. */
const relativePath = (url: string) => {
  const parsed = new URL(url, 'http://local.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

export async function fetchRecommendations(deps: ProfilesDeps): Promise<boolean> {
  const list = RECOMMENDATION_ENDPOINTS.list;
  const answer = await getJson(deps.api, pathOf(list), list.output);
  if (answer.kind !== 'data') return false;
  await setMeta(deps.db, 'recommendations', answer.data.data);
  return true;
}

async function importDone(deps: ProfilesDeps, outcome: Outcome): Promise<ImportResult> {
  if (outcome.kind === 'ok') {
    const parsed = v.safeParse(Profile, outcome.body);
    if (!parsed.success) return { ok: false, message: MESSAGES.couldNotComplete, fieldErrors: {} };
    await setMeta(deps.db, 'profile', parsed.output);
    await rememberLookups(deps.db, parsed.output.skills_detailed, parsed.output.topics_detailed);
    deps.kick();
    return { ok: true, profile: parsed.output };
  }
  const failed = failedCall(outcome);
  const message =
    outcome.kind === 'rejected'
      ? outcome.message
      : (failed.errors['non_field_errors']?.[0] ?? MESSAGES.couldNotComplete);
  return { ok: false, message, fieldErrors: failed.errors };
}

function importForm(field: 'file' | 'archive', file: Blob, sections: readonly ImportSection[]): FormData {
  const form = new FormData();
  form.append(field, file, file instanceof File ? file.name : field === 'file' ? 'resume.pdf' : 'linkedin.zip');
  form.append('sections', formatImportSections(sections));
  return form;
}

export function createImports(deps: ProfilesDeps) {
  return {
    async resume(file: Blob, sections: ImportSection[]): Promise<ImportResult> {
      const form = importForm('file', file, sections);
      return importDone(deps, await sendMultipart(deps, pathOf(IMPORT_ENDPOINTS.importResume), form));
    },
    async linkedinArchive(file: Blob, sections: ImportSection[]): Promise<ImportResult> {
      const form = importForm('archive', file, sections);
      return importDone(deps, await sendMultipart(deps, pathOf(IMPORT_ENDPOINTS.importLinkedin), form));
    },
    async linkedinUrl(url: string, sections: ImportSection[]): Promise<ImportResult> {
      const body = { url, sections: formatImportSections(sections) };
      return importDone(
        deps,
        await deps.api.request(IMPORT_ENDPOINTS.importLinkedin.method, pathOf(IMPORT_ENDPOINTS.importLinkedin), {
          body,
        }),
      );
    },
  };
}
