/**
 * The Google Classroom calls of a group (contract/classroom.ts): its status, linking a
 * course, syncing members and loading resources. Every call is for the group's
 * administrators; the two actions also need a certified group profile, a linked course and
 * credentials on this server. A failure of Google's side is logged with its cause and
 * answered with the spec's message, a 400 the client shows (a 502 would read as "offline").
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CLASSROOM_ENDPOINTS, CLASSROOM_MESSAGES, type ClassroomStatus } from '../../contract/classroom';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { groupsCommitted } from '../changes/committed';
import { appendChanges } from '../changes/log';
import { type GroupRow, groups } from '../db/schema';
import { type Actor, administeredGroup } from '../groups/membership-rows';
import { HttpError } from '../http/errors';
import { idParam } from '../http/input';
import { register } from '../http/register';
import { ClassroomFailure, type ClassroomReader, openClassroom } from './google-classroom';
import { loadMaterials } from './materials';
import { syncMembers } from './members';
import { lastRuns } from './runs';
import type { ClassroomSettings } from './settings';

export function classroomRoutes(deps: AppDeps, settings: ClassroomSettings | null) {
  const { db, logger } = deps;
  const router = new Hono<AppEnv>();

  async function administered(c: Parameters<typeof callerOf>[0], id: string | undefined) {
    const actor: Actor = callerOf(c);
    const group = await administeredGroup(db, actor, idParam(id));
    return { actor, group };
  }

  async function statusOf(tenantId: number, group: GroupRow): Promise<ClassroomStatus> {
    return {
      is_configured: settings !== null,
      google_classroom_id: group.googleClassroomId,
      is_certified: group.isCertified,
      ...(await lastRuns(db, tenantId, group.id)),
    };
  }

  /** The course to read, once the group may sync and the server can. */
  function readyCourse(group: GroupRow): { courseId: string; settings: ClassroomSettings } {
    if (!group.isCertified) throw new HttpError(403, { detail: CLASSROOM_MESSAGES.needsCertified });
    if (!group.googleClassroomId) throw new HttpError(403, { detail: CLASSROOM_MESSAGES.needsClassroomId });
    if (!settings) throw new HttpError(400, { detail: CLASSROOM_MESSAGES.notConfigured });
    return { courseId: group.googleClassroomId, settings };
  }

  // One sync of a kind per group at a time in this process, so two quick clicks cannot both
  // find a material missing and load it twice (across processes the window is a double click).
  const inFlight = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = inFlight.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    const settled = next.catch(() => undefined);
    inFlight.set(key, settled);
    void settled.then(() => {
      if (inFlight.get(key) === settled) inFlight.delete(key);
    });
    return next;
  }

  /** Reads the group's course, then one of its lists, from Google; any failure there is the spec's message. */
  async function courseAnd<T>(group: GroupRow, list: (reader: ClassroomReader, courseId: string) => Promise<T>) {
    const { courseId, settings: ready } = readyCourse(group);
    try {
      const reader = await openClassroom(ready);
      const course = await reader.course(courseId);
      return { course, listed: await list(reader, courseId) };
    } catch (error) {
      if (!(error instanceof ClassroomFailure)) throw error;
      logger.warn({ group: group.id, course: courseId, cause: error.message }, 'google classroom failed');
      throw new HttpError(400, { detail: CLASSROOM_MESSAGES.failed });
    }
  }

  register(router, CLASSROOM_ENDPOINTS.status, async (c, { params }) => {
    const { actor, group } = await administered(c, params['id']);
    return c.json(await statusOf(actor.tenantId, group));
  });

  register(router, CLASSROOM_ENDPOINTS.link, async (c, { params, body }) => {
    const { actor, group } = await administered(c, params['id']);
    const googleClassroomId = body.google_classroom_id === '' ? null : body.google_classroom_id;
    const [updated] = await db.transaction(async (tx) => {
      const rows = await tx
        .update(groups)
        .set({ googleClassroomId, updatedAt: new Date() })
        .where(and(eq(groups.tenantId, actor.tenantId), eq(groups.id, group.id)))
        .returning();
      await appendChanges(tx, [
        { tenantId: actor.tenantId, userId: null, entity: 'group', entityId: String(group.id), op: 'upsert' },
      ]);
      return rows;
    });
    groupsCommitted(deps, actor.tenantId);
    return c.json(await statusOf(actor.tenantId, updated ?? group));
  });

  register(router, CLASSROOM_ENDPOINTS.syncMembers, async (c, { params }) => {
    const { actor, group } = await administered(c, params['id']);
    const run = await oneAtATime(`members:${group.id}`, async () => {
      const { course, listed } = await courseAnd(group, (reader, courseId) => reader.students(courseId));
      return syncMembers(deps, actor, group, course, listed);
    });
    return c.json({ detail: CLASSROOM_MESSAGES.membersSynced, run });
  });

  register(router, CLASSROOM_ENDPOINTS.loadResources, async (c, { params }) => {
    const { actor, group } = await administered(c, params['id']);
    const run = await oneAtATime(`resources:${group.id}`, async () => {
      const { course, listed } = await courseAnd(group, (reader, courseId) => reader.materials(courseId));
      return loadMaterials(deps, actor, group, course, listed);
    });
    return c.json({ detail: CLASSROOM_MESSAGES.resourcesLoaded, run });
  });

  return router;
}
