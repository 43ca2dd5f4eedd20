/**
 * The groups area of the worker: lists, one group by slug, members, image
 * uploads and CSV exports. Each writes what it fetched into Dexie (db.groups,
 * db.groupMembers; the UI renders from there) and answers only the outcome.
 * Reads are public: without a session they go out without a token.
 */
import * as v from 'valibot';
import {
  firstErrorMessage,
  GROUP_ENDPOINTS,
  GROUP_IMAGE_ENDPOINTS,
  GROUP_MEMBER_ENDPOINTS,
  GROUP_MESSAGES,
  Group,
  GroupMember,
  MESSAGES,
  paged,
  pathOf,
} from '../../contract';
import type {
  GroupCsvResult,
  GroupImageKind,
  GroupListRequest,
  GroupListResult,
  GroupMembersRequest,
  GroupMembersResult,
  GroupUploadResult,
  PublicProfileStatus,
} from '../core/api';
import { callerOptions, queryString } from '../core/caller-options';
import type { SyncContext } from '../core/context';
import { groupMemberKey, type LocalGroupMember, type PortalDb } from '../core/db';
import { getJson } from '../core/http';
import { rememberPage } from '../core/page-cache';
import { storedPage } from '../core/stored-page';
import { sendMultipart, type UploadFn } from '../core/upload';
import { evictGroups, putServerGroups } from './groups-local';

export interface GroupsDeps {
  db: PortalDb;
  api: SyncContext['api'];
  now: () => number;
  upload?: UploadFn;
}

const GroupPage = paged(Group);
const MemberPage = paged(GroupMember);

export function groupListPath(params: GroupListRequest): string {
  const search = params.search?.trim();
  return `${pathOf(GROUP_ENDPOINTS.list)}?${queryString({ ...params, search: search && search.length >= 2 ? search : undefined })}`;
}

export async function listGroups(deps: GroupsDeps, params: GroupListRequest): Promise<GroupListResult> {
  const answer = await getJson(deps.api, groupListPath(params), GroupPage, await callerOptions(deps.db));
  return storedPage(answer, async (groups) => {
    await deps.db.transaction('rw', [deps.db.groups, deps.db.outbox, deps.db.follows], async () => {
      await putServerGroups(deps.db, groups, deps.now());
      await evictGroups(deps.db);
    });
    return groups.map((group) => group.id);
  });
}

export async function fetchGroupBySlug(deps: GroupsDeps, slug: string): Promise<PublicProfileStatus> {
  const answer = await getJson(deps.api, pathOf(GROUP_ENDPOINTS.bySlug, { slug }), Group, await callerOptions(deps.db));
  if (answer.kind === 'data') {
    await deps.db.transaction('rw', [deps.db.groups, deps.db.outbox, deps.db.follows], async () => {
      await putServerGroups(deps.db, [answer.data], deps.now());
      await evictGroups(deps.db);
    });
    return 'ready';
  }
  if (answer.kind === 'rejected' && answer.status === 404) {
    await deps.db.groups.where('name_slug').equals(slug).delete();
    return 'missing';
  }
  return 'offline';
}

export async function listMembers(
  deps: GroupsDeps,
  groupId: number,
  params: GroupMembersRequest,
): Promise<GroupMembersResult> {
  const path = `${pathOf(GROUP_MEMBER_ENDPOINTS.members, { id: groupId })}?${queryString(params)}`;
  const answer = await getJson(deps.api, path, MemberPage, await callerOptions(deps.db));
  return storedPage(answer, async (members, count) => {
    const seenAt = deps.now();
    const rows: LocalGroupMember[] = members.map((member) => ({
      ...member,
      key: groupMemberKey(groupId, member.id),
      group_id: groupId,
      seenAt,
    }));
    await deps.db.groupMembers.bulkPut(rows);
    const ids = rows.map((row) => row.id);
    await rememberPage(deps.db, 'groupMembersPage', { groupId, request: params }, { ids, count }, seenAt);
    return ids;
  });
}

export async function uploadGroupImage(
  deps: GroupsDeps,
  groupId: number,
  kind: GroupImageKind,
  blob: Blob,
  name: string,
  onProgress?: (fraction: number) => void,
): Promise<GroupUploadResult> {
  const fallback = kind === 'logo' ? GROUP_MESSAGES.couldNotUpdateLogo : GROUP_MESSAGES.couldNotUpdateCover;
  const form = new FormData();
  form.append(kind, blob, name);
  const path = pathOf(kind === 'logo' ? GROUP_IMAGE_ENDPOINTS.logo : GROUP_IMAGE_ENDPOINTS.coverImage, { id: groupId });
  const size = blob.size || 1;
  const outcome = await sendMultipart(deps, path, form, {
    onProgress: (sent) => void onProgress?.(Math.min(1, sent / size)),
  });
  if (outcome.kind === 'ok') {
    const parsed = v.safeParse(Group, outcome.body);
    if (!parsed.success) return { ok: false, message: fallback };
    await deps.db.transaction('rw', [deps.db.groups, deps.db.outbox, deps.db.follows], async () => {
      await putServerGroups(deps.db, [parsed.output], deps.now());
    });
    void onProgress?.(1);
    return { ok: true, group: parsed.output };
  }
  if (outcome.kind === 'rejected') return { ok: false, message: firstErrorMessage(outcome.body, fallback) };
  if (outcome.kind === 'unauthenticated') return { ok: false, message: fallback };
  return { ok: false, message: outcome.isUnreachable ? MESSAGES.youAreOffline : fallback };
}

/** GET a CSV export with the session's token; answers its text. */
export async function getCsv(deps: GroupsDeps, path: string, fallback: string): Promise<GroupCsvResult> {
  const outcome = await deps.api.request('GET', path);
  if (outcome.kind === 'ok') {
    const text =
      typeof outcome.body === 'string' ? outcome.body : outcome.body === null ? '' : JSON.stringify(outcome.body);
    return { ok: true, text };
  }
  if (outcome.kind === 'rejected') return { ok: false, message: firstErrorMessage(outcome.body, fallback) };
  return { ok: false, message: fallback };
}

export function createGroups(deps: GroupsDeps) {
  return {
    list: (params: GroupListRequest) => listGroups(deps, params),
    bySlug: (slug: string) => fetchGroupBySlug(deps, slug),
    members: (groupId: number, params: GroupMembersRequest) => listMembers(deps, groupId, params),
    uploadImage: (
      groupId: number,
      kind: GroupImageKind,
      blob: Blob,
      name: string,
      onProgress?: (fraction: number) => void,
    ) => uploadGroupImage(deps, groupId, kind, blob, name, onProgress),
    csv: (path: string) => getCsv(deps, path, GROUP_MESSAGES.couldNotDownload),
  };
}
