/**
 * The last Google Classroom sync of each kind per group (members, resources): when, by whom,
 * from which course and what came of it, for the Admin tab's status. One row per group and
 * kind, replaced by each sync.
 */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, refTo } from '../db/columns';
import { groups, tenantRef, userRef } from '../db/schema';

export type ClassroomSyncKind = 'members' | 'resources';

export const classroomSyncs = pgTable(
  'classroom_syncs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    groupId: refTo('group_id', () => groups.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ClassroomSyncKind>().notNull(),
    courseId: text('course_id').notNull(),
    courseName: text('course_name').notNull(),
    added: integer('added').notNull(),
    existing: integer('existing').notNull(),
    notFound: integer('not_found').notNull(),
    syncedBy: userRef('synced_by'),
    syncedAt: at('synced_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classroom_syncs_group_kind_uq').on(t.groupId, t.kind)],
);
