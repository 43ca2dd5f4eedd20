/**
 * Circle-leader applications (spec part 2 sections 3, 4, 7): a member applies once with
 * the answers to LEADER_APPLICATION_QUESTIONS (reviewed before submit in the UI), and
 * reads their own application back. A second application, or one from a certified
 * leader, is refused.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { LEADER_APPLICATION_ENDPOINTS } from '../../contract/group-endpoints';
import { LEADER_APPLICATION_QUESTIONS, type LeaderApplication } from '../../contract/group-form';
import { GROUP_MESSAGES } from '../../contract/group-messages';
import { ID_MESSAGES } from '../../contract/ids';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { groups } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { register } from '../http/register';
import { profiles } from '../profiles/schema';
import { leaderApplications } from './schema';

/** Our wording: the spec only disables the button for leaders. */
export const ALREADY_CERTIFIED_LEADER = 'You are already a certified circle leader.';

const toApplication = (row: typeof leaderApplications.$inferSelect): LeaderApplication => ({
  id: row.id,
  group: row.groupId,
  application_status: row.status,
  created_at: row.createdAt.toISOString(),
});

const underReview = () => new HttpError(400, { detail: GROUP_MESSAGES.leaderApplicationUnderReview });

async function mine(db: Db, tenantId: number, userId: number) {
  const [row] = await db
    .select()
    .from(leaderApplications)
    .where(and(eq(leaderApplications.tenantId, tenantId), eq(leaderApplications.userId, userId)));
  return row ?? null;
}

export function leaderApplicationRoutes({ db }: AppDeps) {
  // Any path under /circle-leader-applications/, one that names no call too, asks for a token first.
  const router = new Hono<AppEnv>().use('/circle-leader-applications/*', requireAuth);
  register(router, LEADER_APPLICATION_ENDPOINTS.apply, async (c, { body: input }) => {
    const { tenantId, userId } = callerOf(c);
    if (input.group !== null) {
      const [group] = await db
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.tenantId, tenantId), eq(groups.id, input.group)));
      if (!group) throw new HttpError(400, { group: [ID_MESSAGES.doesNotExist(input.group)] });
    }
    const [profile] = await db
      .select({ level: profiles.certificationLevel })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)));
    if (profile?.level) throw new HttpError(400, { detail: ALREADY_CERTIFIED_LEADER });
    if (await mine(db, tenantId, userId)) throw underReview();
    // The questions are ours: the answers are stored against their wording of today.
    const response = LEADER_APPLICATION_QUESTIONS.map((question, i) => ({
      question,
      answer: input.response[i]?.answer ?? '',
    }));
    try {
      const [row] = await db
        .insert(leaderApplications)
        .values({ tenantId, userId, groupId: input.group, response })
        .returning();
      return c.json(toApplication(row!), 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw underReview();
      throw error;
    }
  });
  return register(router, LEADER_APPLICATION_ENDPOINTS.mine, async (c) => {
    const { tenantId, userId } = callerOf(c);
    const row = await mine(db, tenantId, userId);
    if (!row) throw notFound();
    return c.json(toApplication(row));
  });
}
