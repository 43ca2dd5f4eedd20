/** The record of the last sync of each kind per group, and its answer shape. */
import { and, eq } from 'drizzle-orm';
import type { ClassroomRun } from '../../contract/classroom';
import type { Db, Tx } from '../db/client';
import type { Actor } from '../groups/membership-rows';
import { type ClassroomSyncKind, classroomSyncs } from './schema';

export interface ClassroomCounts {
  added: number;
  existing: number;
  notFound: number;
}

type SyncRow = typeof classroomSyncs.$inferSelect;

export const runOf = (row: SyncRow): ClassroomRun => ({
  synced_at: row.syncedAt.toISOString(),
  course_name: row.courseName,
  added: row.added,
  existing: row.existing,
  not_found: row.notFound,
});

/** Replaces the group's last run of `kind`; answers it. */
export async function recordRun(
  db: Db | Tx,
  actor: Actor,
  groupId: number,
  kind: ClassroomSyncKind,
  course: { id: string; name: string },
  counts: ClassroomCounts,
): Promise<ClassroomRun> {
  const values = {
    courseId: course.id,
    courseName: course.name,
    ...counts,
    syncedBy: actor.userId,
    syncedAt: new Date(),
  };
  const [row] = await db
    .insert(classroomSyncs)
    .values({ tenantId: actor.tenantId, groupId, kind, ...values })
    .onConflictDoUpdate({ target: [classroomSyncs.groupId, classroomSyncs.kind], set: values })
    .returning();
  if (!row) throw new Error('classroom sync not recorded');
  return runOf(row);
}

/** The group's last runs by kind. */
export async function lastRuns(db: Db | Tx, tenantId: number, groupId: number) {
  const rows = await db
    .select()
    .from(classroomSyncs)
    .where(and(eq(classroomSyncs.tenantId, tenantId), eq(classroomSyncs.groupId, groupId)));
  const of = (kind: ClassroomSyncKind) => {
    const row = rows.find((item) => item.kind === kind);
    return row ? runOf(row) : null;
  };
  return { members: of('members'), resources: of('resources') };
}
