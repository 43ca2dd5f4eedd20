import { describe, expect, it } from 'vitest';
import type { CareerEntryValid } from '../contract';
import { mutate, needsAttention } from './outbox';
import { pull } from './pull';
import { pushOutbox } from './push';
import { createFakeServer, type FakeServer } from './testing/fake-server';
import { mutations, signIn, testContext, testDb } from './testing/fixtures';

const ID = '0b7e3c9a-4a4e-4f4e-9d1a-1c2b3d4e5f60';

async function device(server: FakeServer) {
  const db = testDb();
  await signIn(db, server);
  const ctx = testContext(db, server);
  await pull(ctx, { withMeta: false });
  return { db, ctx };
}

function entry(overrides: Partial<CareerEntryValid> = {}): CareerEntryValid {
  return {
    id: ID,
    type: 'work',
    title: 'Intern',
    description: 'Built things',
    group: 5,
    skills: [1],
    is_currently_working: true,
    start_date: '2024-01-01',
    end_date: null,
    ...overrides,
  };
}

describe('career entries', () => {
  it('sends an entry created then edited offline once, with its final state', async () => {
    const server = createFakeServer();
    const { db, ctx } = await device(server);
    await mutate(db, 'careerEntry.save', entry());
    await mutate(db, 'careerEntry.save', entry({ title: 'Engineer', group: 'New Lab' }));
    const optimistic = await db.careerEntries.get(ID);
    expect(optimistic).toMatchObject({ title: 'Engineer', group: { id: -1, name: 'New Lab', name_slug: '' } });
    expect(optimistic?.skills_detailed).toEqual([{ id: 1, name: 'Python' }]);

    await pushOutbox(ctx);
    expect(mutations(server).map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/api/v1/career-entries/', entry({ title: 'Engineer', group: 'New Lab' })],
    ]);
    expect((await db.careerEntries.get(ID))?.group).toEqual({ id: 900, name: 'New Lab', name_slug: 'new-group' });
  });

  it('settles an entry created and deleted offline with one DELETE (404 is the final state)', async () => {
    const server = createFakeServer();
    const { db, ctx } = await device(server);
    await mutate(db, 'careerEntry.save', entry());
    await mutate(db, 'careerEntry.delete', { id: ID });
    expect(await db.careerEntries.get(ID)).toBeUndefined();
    await pushOutbox(ctx);
    expect(mutations(server).map((request) => request.method)).toEqual(['DELETE']);
    expect(await db.outbox.count()).toBe(0);
    expect(await needsAttention(db)).toEqual([]);
  });

  it('brings entries saved on another device through the feed, deletions included', async () => {
    const server = createFakeServer();
    const phone = await device(server);
    const laptop = await device(server);
    await mutate(laptop.db, 'careerEntry.save', entry());
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect((await phone.db.careerEntries.get(ID))?.group?.name).toBe('Group 5');

    await mutate(laptop.db, 'careerEntry.delete', { id: ID });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect(await phone.db.careerEntries.get(ID)).toBeUndefined();
  });
});
