/**
 * The member's career entries (spec part 1 section 3): GET/POST /api/v1/career-entries/,
 * PATCH/DELETE /api/v1/career-entries/{id}/, owner only. POST with an id the member
 * already has is an upsert, so a replayed create from the outbox cannot fail.
 */
import { Hono } from 'hono';
import { CareerEntryInput } from '../../contract/career';
import { CAREER_ENTRY_ENDPOINTS } from '../../contract/profile-endpoints';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { notFound } from '../http/errors';
import { parseInput, readJsonObject } from '../http/input';
import { register } from '../http/register';
import { deleteCareerEntry, saveCareerEntry } from './career-write';
import { readCareerEntries } from './read';

export function careerEntryRoutes(deps: AppDeps) {
  const { db } = deps;
  // Any other method under /career-entries/ asks for a token first, as it always did.
  const router = new Hono<AppEnv>().use('/career-entries/*', requireAuth);
  register(router, CAREER_ENTRY_ENDPOINTS.list, async (c) => {
    const { tenantId, userId } = callerOf(c);
    return c.json({ data: await readCareerEntries(db, tenantId, userId) });
  });
  register(router, CAREER_ENTRY_ENDPOINTS.save, async (c, { body: input }) => {
    const { tenantId, userId } = callerOf(c);
    const entry = await saveCareerEntry(db, tenantId, userId, input);
    memberDataCommitted(deps, tenantId, userId);
    return c.json(entry, 201);
  });
  register(router, CAREER_ENTRY_ENDPOINTS.update, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    const id = params['id'] ?? '';
    const [current] = await readCareerEntries(db, tenantId, userId, [id]);
    if (!current) throw notFound();
    // A PATCH may carry only some fields: the rest come from the stored entry.
    const body = await readJsonObject(c);
    const merged = {
      type: current.type,
      title: current.title,
      description: current.description,
      group: current.group?.id ?? null,
      skills: current.skills,
      is_currently_working: current.is_currently_working,
      start_date: current.start_date,
      end_date: current.end_date,
      ...body,
      id,
    };
    const input = parseInput(CareerEntryInput, merged);
    const entry = await saveCareerEntry(db, tenantId, userId, input);
    memberDataCommitted(deps, tenantId, userId);
    return c.json(entry);
  });
  return register(router, CAREER_ENTRY_ENDPOINTS.remove, async (c, { params }) => {
    const { tenantId, userId } = callerOf(c);
    if (await deleteCareerEntry(db, tenantId, userId, params['id'] ?? '')) memberDataCommitted(deps, tenantId, userId);
    return c.body(null, 204);
  });
}
