/**
 * The incremental change feed (contract ChangesResponse). Rows after the cursor that the
 * caller may see are collapsed to the latest op per entity and resolved to current
 * data, so a client that missed ten edits of a job gets one upsert with its state now.
 */
import { and, asc, eq, gt, inArray, isNull, max, or, type SQL } from 'drizzle-orm';
import { bookmarkKey } from '../../contract/bookmarks';
import { CHANGES_PAGE_SIZE, type Change, type ChangesResponse, type JobChangesResponse } from '../../contract/sync';
import type { AppDeps } from '../app-env';
import { toBookmark } from '../bookmarks/serialize';
import { readRealtimeChanges } from '../chat/feed';
import { bookmarks, changes } from '../db/schema';
import { groupsForCaller } from '../groups/serialize';
import { ownApplications } from '../jobs/applications-read';
import { readMemberChanges } from '../profiles/feed';
import { isOnBoard } from './committed';
import { readContentChanges } from './content-feed';
import { upsertOrDelete } from './resolved';

type Caller = { tenantId: number; userId: number };

const visibleTo = ({ tenantId, userId }: Caller) =>
  and(eq(changes.tenantId, tenantId), or(isNull(changes.userId), eq(changes.userId, userId)));

/** The newest seq of the rows `where` picks (0 when none). */
async function headOf(db: AppDeps['db'], where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ seq: max(changes.seq) })
    .from(changes)
    .where(where);
  return Number(row?.seq ?? 0);
}

/**
 * One page of the rows `where` picks after `cursor`, oldest first, collapsed to the latest
 * row per entity (in the order of that latest row), with the page's last seq.
 */
async function readPage(db: AppDeps['db'], where: SQL | undefined, cursor: number, pageSize: number) {
  const rows = await db
    .select({ seq: changes.seq, entity: changes.entity, entityId: changes.entityId, op: changes.op })
    .from(changes)
    .where(and(where, gt(changes.seq, cursor)))
    .orderBy(asc(changes.seq))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const latest = new Map<string, (typeof page)[number]>();
  for (const row of page) {
    const key = `${row.entity}|${row.entityId}`;
    latest.delete(key);
    latest.set(key, row);
  }
  return { latest: [...latest.values()], cursor: page.at(-1)?.seq ?? cursor, hasMore: rows.length > pageSize };
}

/** The feed's head for this caller: a client that bootstraps from lists starts here. */
export const headCursor = ({ db }: Pick<AppDeps, 'db'>, caller: Caller): Promise<number> =>
  headOf(db, visibleTo(caller));

/** The feed's rows every visitor may see: the board's jobs. */
const publicJobRows = (tenantId: number) =>
  and(eq(changes.tenantId, tenantId), eq(changes.entity, 'job'), isNull(changes.userId));

type JobChange = Extract<Change, { entity: 'job' }>;

/** Each job row as the board has it now: an upsert while it is published, else a tombstone. */
async function resolveJobs(
  jobs: AppDeps['jobs'],
  tenantId: number,
  rows: readonly { entityId: string; op: string }[],
): Promise<Map<string, JobChange>> {
  const ids = rows.filter((row) => row.op === 'upsert').map((row) => Number(row.entityId));
  const current = new Map((await jobs.byIds(tenantId, ids)).map((job) => [String(job.id), job]));
  return new Map(
    rows.map((row): [string, JobChange] => {
      const job = row.op === 'upsert' ? current.get(row.entityId) : undefined;
      return [row.entityId, upsertOrDelete('job', row.entityId, job && isOnBoard(job) ? job : undefined)];
    }),
  );
}

/** The public job feed's head: a visitor's device that downloads the whole board starts here. */
export const publicJobsHead = ({ db }: Pick<AppDeps, 'db'>, tenantId: number): Promise<number> =>
  headOf(db, publicJobRows(tenantId));

/** The board's job changes after `cursor`, the latest per job, for a visitor's device. */
export async function readPublicJobChanges(
  { db, jobs }: Pick<AppDeps, 'db' | 'jobs'>,
  tenantId: number,
  cursor: number,
  pageSize = CHANGES_PAGE_SIZE,
): Promise<JobChangesResponse> {
  const page = await readPage(db, publicJobRows(tenantId), cursor, pageSize);
  const resolved = await resolveJobs(jobs, tenantId, page.latest);
  return { changes: [...resolved.values()], cursor: page.cursor, has_more: page.hasMore, reset: false };
}

export async function readChanges(
  { db, jobs }: Pick<AppDeps, 'db' | 'jobs'>,
  caller: Caller,
  cursor: number,
  pageSize = CHANGES_PAGE_SIZE,
): Promise<ChangesResponse> {
  const { latest, ...page } = await readPage(db, visibleTo(caller), cursor, pageSize);
  const upserts = latest.filter((row) => row.op === 'upsert');
  const currentJobs = await resolveJobs(
    jobs,
    caller.tenantId,
    latest.filter((row) => row.entity === 'job'),
  );
  const bookmarkObjectIds = upserts
    .filter((row) => row.entity === 'bookmark')
    .map((row) => Number(row.entityId.slice(row.entityId.indexOf(':') + 1)));
  const bookmarkRows =
    bookmarkObjectIds.length === 0
      ? []
      : await db
          .select()
          .from(bookmarks)
          .where(
            and(
              eq(bookmarks.tenantId, caller.tenantId),
              eq(bookmarks.userId, caller.userId),
              inArray(bookmarks.objectId, bookmarkObjectIds),
            ),
          );
  const currentBookmarks = new Map(bookmarkRows.map((row) => [bookmarkKey(row.type, row.objectId), toBookmark(row)]));

  const member = await readMemberChanges(db, caller, upserts);
  const content = await readContentChanges(db, caller, upserts);
  const realtime = await readRealtimeChanges(db, caller, upserts);
  const groupIds = upserts
    .filter((row) => row.entity === 'group')
    .map((row) => Number(row.entityId))
    .filter(Number.isSafeInteger);
  const currentGroups = new Map(
    (await groupsForCaller(db, caller.tenantId, caller.userId, groupIds)).map((group) => [String(group.id), group]),
  );

  // The caller's own job applications (rows are logged user-scoped; only the caller's are read).
  const applicationJobIds = upserts
    .filter((row) => row.entity === 'job_application')
    .map((row) => Number(row.entityId))
    .filter(Number.isSafeInteger);
  const currentApplications = new Map(
    (await ownApplications(db, caller.tenantId, caller.userId, { jobIds: applicationJobIds })).data.map(
      (application) => [String(application.job_id), application],
    ),
  );

  const out: Change[] = latest.flatMap((row): Change[] => {
    if (row.entity === 'chat_message' || row.entity === 'chat_room' || row.entity === 'notification') {
      return realtime.resolve(row);
    }
    if (row.entity === 'job_application') {
      const application = row.op === 'upsert' ? currentApplications.get(row.entityId) : undefined;
      return [upsertOrDelete('job_application', row.entityId, application)];
    }
    if (row.entity === 'content' || row.entity === 'vote') return content.resolve(row);
    if (row.entity === 'profile' || row.entity === 'career_entry' || row.entity === 'follow') {
      return member.resolve(row);
    }
    if (row.entity === 'group') {
      // A group the caller can no longer see (gone, or of another tenant) is a tombstone.
      const group = row.op === 'upsert' ? currentGroups.get(row.entityId) : undefined;
      return [upsertOrDelete('group', row.entityId, group)];
    }
    if (row.entity === 'job') {
      const job = currentJobs.get(row.entityId);
      return job ? [job] : [];
    }
    const bookmark = row.op === 'upsert' ? currentBookmarks.get(row.entityId) : undefined;
    return [upsertOrDelete('bookmark', row.entityId, bookmark)];
  });
  return { changes: out, cursor: page.cursor, has_more: page.hasMore, reset: false };
}
