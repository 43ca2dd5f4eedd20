import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CareerEntryValid } from '../../contract';
import { groups, skills } from '../../server/db/schema';
import { mutate, needsAttention } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { mutations, syncedDevice } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';

const api = realApiForFile();

/** A seeded organization (a place a work entry may name) and the seeded skill "Python". */
async function seeded() {
  const db = api().database.db;
  const [place] = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.tenantId, api().seeded.defaultTenantId), inArray(groups.groupType, ['organization'])))
    .orderBy(groups.id)
    .limit(1);
  const [python] = await db.select({ id: skills.id }).from(skills).where(eq(skills.name, 'Python'));
  return { place: place!, python: python!.id };
}

function entry(id: string, overrides: Partial<CareerEntryValid> = {}): CareerEntryValid {
  return {
    id,
    type: 'work',
    title: 'Intern',
    description: 'Built things',
    group: 0,
    skills: [],
    is_currently_working: true,
    start_date: '2024-01-01',
    end_date: null,
    ...overrides,
  };
}

describe('career entries', { timeout: 30_000 }, () => {
  it('sends an entry created then edited offline once, with its final state', async () => {
    const server = realNetwork(api());
    const { place, python } = await seeded();
    const id = '0b7e3c9a-4a4e-4f4e-9d1a-1c2b3d4e5f61';
    const { db, ctx } = await syncedDevice(server);
    await mutate(db, 'careerEntry.save', entry(id, { group: place.id, skills: [python] }));
    const final = entry(id, { title: 'Engineer', group: 'New Lab', skills: [python] });
    await mutate(db, 'careerEntry.save', final);
    const optimistic = await db.careerEntries.get(id);
    expect(optimistic).toMatchObject({ title: 'Engineer', group: { id: -1, name: 'New Lab', name_slug: '' } });
    expect(optimistic?.skills_detailed).toEqual([{ id: python, name: 'Python' }]);

    await pushOutbox(ctx);
    expect(mutations(server).map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/api/v1/career-entries/', final],
    ]);
    expect((await db.careerEntries.get(id))?.group).toEqual({
      id: expect.any(Number),
      name: 'New Lab',
      name_slug: 'new-lab',
    });
  });

  it('settles an entry created and deleted offline with one DELETE (404 is the final state)', async () => {
    const server = realNetwork(api());
    const { place, python } = await seeded();
    const id = '0b7e3c9a-4a4e-4f4e-9d1a-1c2b3d4e5f62';
    const { db, ctx } = await syncedDevice(server);
    await mutate(db, 'careerEntry.save', entry(id, { group: place.id, skills: [python] }));
    await mutate(db, 'careerEntry.delete', { id });
    expect(await db.careerEntries.get(id)).toBeUndefined();
    await pushOutbox(ctx);
    expect(mutations(server).map((request) => request.method)).toEqual(['DELETE']);
    expect(await db.outbox.count()).toBe(0);
    expect(await needsAttention(db)).toEqual([]);
  });

  it('brings entries saved on another device through the feed, deletions included', async () => {
    const server = realNetwork(api());
    const { place, python } = await seeded();
    const id = '0b7e3c9a-4a4e-4f4e-9d1a-1c2b3d4e5f63';
    const phone = await syncedDevice(server);
    const laptop = await syncedDevice(server);
    await mutate(laptop.db, 'careerEntry.save', entry(id, { group: place.id, skills: [python] }));
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect((await phone.db.careerEntries.get(id))?.group?.name).toBe(place.name);

    await mutate(laptop.db, 'careerEntry.delete', { id });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect(await phone.db.careerEntries.get(id)).toBeUndefined();
  });
});
