/**
 * /api/v1/career-entries/ over a real PGlite: the rules of spec part 1 section 5, owner
 * only access, upsert on a replayed id, group names creating groups, and the change feed
 * delivering entries to their owner alone.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareerEntry, CareerEntryInput } from '../../contract/career';
import { MESSAGES } from '../../contract/messages';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { groups } from '../db/schema';
import { createTestApi, readChanges, type TestApi } from '../testing';
import { newMember } from './testing';

let api: TestApi;
let institutionId: number;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 0 });
  const [row] = await api.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.nameSlug, 'riverside-university'))
    .limit(1);
  institutionId = row!.id;
});
afterAll(() => api?.close());

const entry = (overrides: Partial<CareerEntryInput> = {}): CareerEntryInput => ({
  id: randomUUID(),
  type: 'education',
  title: 'BSc Physics',
  description: 'Three years of physics.',
  group: institutionId,
  skills: [1, 2],
  is_currently_working: false,
  start_date: '2015-09-01',
  end_date: '2018-06-30',
  ...overrides,
});
const post = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call<CareerEntry & Record<string, string[]>>('POST', '/api/v1/career-entries/', { token, body, headers });
const list = async (token: string) =>
  (await api.call<{ data: CareerEntry[] }>('GET', '/api/v1/career-entries/', { token })).body.data;

describe('career entries', () => {
  it('POST creates (201) with details; GET lists own entries newest start first', async () => {
    const me = await newMember(api);
    const older = entry();
    const newer = entry({
      type: 'work',
      title: 'Engineer',
      start_date: '2019-01-15T10:00:00Z',
      is_currently_working: true,
    });
    const created = await post(me.token, older);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: older.id,
      type: 'education',
      title: 'BSc Physics',
      group: { id: institutionId, name: 'Riverside University', name_slug: 'riverside-university' },
      skills: [1, 2],
      start_date: '2015-09-01',
      end_date: '2018-06-30',
    });
    expect(created.body.skills_detailed.map((s) => s.id)).toEqual([1, 2]);
    const work = await post(me.token, { ...newer, end_date: '2020-01-01' });
    expect(work.body).toMatchObject({ start_date: '2019-01-15', is_currently_working: true, end_date: null });
    expect((await list(me.token)).map((e) => e.id)).toEqual([newer.id, older.id]);
    const other = await newMember(api);
    expect(await list(other.token)).toEqual([]);
  });

  it('a replayed POST of the same id is an upsert, not a duplicate', async () => {
    const me = await newMember(api);
    const input = entry();
    expect((await post(me.token, input)).status).toBe(201);
    const again = await post(me.token, { ...input, title: 'MSc Physics' });
    expect(again.status).toBe(201);
    const entries = await list(me.token);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.title).toBe('MSc Physics');
  });

  it('a replay with the same Idempotency-Key answers the stored response', async () => {
    const me = await newMember(api);
    const headers = { 'Idempotency-Key': `career-${me.id}` };
    const input = entry();
    const first = await post(me.token, input, headers);
    const replay = await post(me.token, input, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });

  it('PATCH updates some fields; DELETE removes (204, again 204)', async () => {
    const me = await newMember(api);
    const input = entry();
    await post(me.token, input);
    const patched = await api.call<CareerEntry>('PATCH', `/api/v1/career-entries/${input.id}/`, {
      token: me.token,
      body: { title: 'BA Physics', is_currently_working: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: 'BA Physics', description: input.description, end_date: null });
    const path = `/api/v1/career-entries/${input.id}/`;
    expect((await api.call('DELETE', path, { token: me.token })).status).toBe(204);
    expect((await api.call('DELETE', path, { token: me.token })).status).toBe(204);
    expect(await list(me.token)).toEqual([]);
    expect((await api.call('PATCH', path, { token: me.token, body: { title: 'x' } })).status).toBe(404);
  });

  it('another member’s entry is a 404 for POST, PATCH and DELETE', async () => {
    const owner = await newMember(api);
    const intruder = await newMember(api);
    const input = entry();
    await post(owner.token, input);
    const path = `/api/v1/career-entries/${input.id}/`;
    expect((await post(intruder.token, { ...input, title: 'Mine now' })).status).toBe(404);
    const patched = await api.call('PATCH', path, { token: intruder.token, body: { title: 'Mine' } });
    expect(patched.status).toBe(404);
    expect(patched.body).toEqual({ detail: MESSAGES.notFound });
    expect((await api.call('DELETE', path, { token: intruder.token })).status).toBe(404);
    expect((await list(owner.token))[0]!.title).toBe('BSc Physics');
  });

  it('a group name creates an institution for education and an organization for work', async () => {
    const me = await newMember(api);
    const school = await post(me.token, entry({ group: 'Qz Evening Academy' }));
    const job = await post(me.token, entry({ type: 'work', group: 'Qz Widgets Ltd' }));
    const types = await api.database.db
      .select({ name: groups.name, type: groups.groupType })
      .from(groups)
      .where(eq(groups.id, school.body.group!.id))
      .union(
        api.database.db
          .select({ name: groups.name, type: groups.groupType })
          .from(groups)
          .where(eq(groups.id, job.body.group!.id)),
      );
    expect(types.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Qz Evening Academy', type: 'institution' },
      { name: 'Qz Widgets Ltd', type: 'organization' },
    ]);
  });

  const invalid: [string, Partial<Record<keyof CareerEntryInput, unknown>>, Record<string, string[]>][] = [
    ['title blank', { title: ' ' }, { title: [MESSAGES.required] }],
    ['description missing', { description: undefined }, { description: [MESSAGES.required] }],
    ['group missing', { group: undefined }, { group: [MESSAGES.required] }],
    ['start_date missing', { start_date: undefined }, { start_date: [MESSAGES.required] }],
    ['skills empty', { skills: [] }, { skills: [MESSAGES.required] }],
    ['skills over 7', { skills: [1, 2, 3, 4, 5, 6, 7, 8] }, { skills: [PROFILE_MESSAGES.maxSkills] }],
    ['end_date missing while not working', { end_date: null }, { end_date: [MESSAGES.required] }],
    ['unknown skill', { skills: [999999] }, { skills: ['Invalid pk "999999" - object does not exist.'] }],
  ];
  for (const [name, overrides, errors] of invalid) {
    it(`400 on ${name}`, async () => {
      const me = await newMember(api);
      const body: Record<string, unknown> = { ...entry(), ...overrides };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const res = await post(me.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
      expect(await list(me.token)).toEqual([]);
    });
  }

  it('end_date is not required while currently working', async () => {
    const me = await newMember(api);
    const res = await post(me.token, entry({ is_currently_working: true, end_date: null }));
    expect(res.status).toBe(201);
  });

  it('the change feed delivers upserts and deletes to the owner only', async () => {
    const me = await newMember(api);
    const other = await newMember(api);
    const start = (await readChanges(api, me.token)).body.cursor;
    const otherStart = (await readChanges(api, other.token)).body.cursor;
    const input = entry();
    await post(me.token, input);
    const changes = (await readChanges(api, me.token, start)).body.changes;
    expect(changes).toEqual([
      expect.objectContaining({
        entity: 'career_entry',
        op: 'upsert',
        id: input.id,
        data: expect.objectContaining({ title: 'BSc Physics' }),
      }),
    ]);
    await api.call('DELETE', `/api/v1/career-entries/${input.id}/`, { token: me.token });
    expect((await readChanges(api, me.token, start)).body.changes).toEqual([
      { entity: 'career_entry', op: 'delete', id: input.id },
    ]);
    expect((await readChanges(api, other.token, otherStart)).body.changes).toEqual([]);
  });
});
