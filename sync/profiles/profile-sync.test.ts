import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skills, users } from '../../server/db/schema';
import { getMeta } from '../core/db';
import { mutate, needsAttention } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { MEMBER, mutations, signIn, testContext, testDb } from '../testing/fixtures';
import { realApiForFile, userIdOf } from '../testing/real-api';
import { type RealNetwork, realNetwork } from '../testing/real-network';

const api = realApiForFile();

/** Ids of seeded skills by name. */
async function skillIds(...names: string[]): Promise<Record<string, number>> {
  const rows = await api().database.db.select().from(skills).where(inArray(skills.name, names));
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

async function device(server: RealNetwork) {
  const db = testDb();
  await signIn(db, server);
  const ctx = testContext(db, server);
  expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
  return { db, ctx };
}

const patches = (server: RealNetwork) => mutations(server).filter((request) => request.path === '/api/v1/profile/');

describe('profile.update', { timeout: 30_000 }, () => {
  it('loads the profile and the lookups in the bootstrap', async () => {
    const server = realNetwork(api());
    const { db } = await device(server);
    const [member] = await api()
      .database.db.select()
      .from(users)
      .where(eq(users.id, await userIdOf(api(), MEMBER)));
    expect((await getMeta(db, 'profile'))?.name_slug).toBe(member?.nameSlug);
    const { Python } = await skillIds('Python');
    expect((await db.meta.get('lookups'))?.value).toMatchObject({
      skills: expect.arrayContaining([{ id: Python, name: 'Python' }]),
    });
  });

  it('merges patches made offline into one PATCH sent on reconnect', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await device(server);
    const { Python = 0, SQL = 0 } = await skillIds('Python', 'SQL');
    server.failNext('network');
    await mutate(db, 'profile.update', { title: 'Analyst' });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'transient', isUnreachable: true });
    await mutate(db, 'profile.update', { title: 'Data scientist', extra_info: { career_stage: 1 } });
    await mutate(db, 'profile.update', { extra_info: { ai_level: 2 }, skills: [SQL, Python] });

    expect(await db.outbox.count()).toBe(1);
    const optimistic = await getMeta(db, 'profile');
    expect(optimistic?.title).toBe('Data scientist');
    expect(optimistic?.extra_info).toMatchObject({ career_stage: 1, ai_level: 2, is_field_unsure: false });
    expect(optimistic?.skills_detailed.map((skill) => skill.name)).toEqual(['SQL', 'Python']);

    server.requests.length = 0;
    expect(await pushOutbox({ ...ctx, now: () => Date.now() + 60_000 })).toEqual({ kind: 'done' });
    expect(patches(server).map((request) => request.body)).toEqual([
      { title: 'Data scientist', extra_info: { career_stage: 1, ai_level: 2 }, skills: [SQL, Python] },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await getMeta(db, 'profile'))?.extra_info.ai_level).toBe(2);
  });

  it('rolls a rejected patch back and keeps it in needs attention with the server message', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await device(server);
    const before = (await getMeta(db, 'profile'))?.title;
    server.failNext({ status: 400, body: { title: ['Required'] } }, (request) => request.method === 'PATCH');
    await mutate(db, 'profile.update', { title: 'Nope' });
    expect((await getMeta(db, 'profile'))?.title).toBe('Nope');
    await pushOutbox(ctx);
    expect((await getMeta(db, 'profile'))?.title).toBe(before);
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual(['Required']);
  });

  it('keeps a pending patch on screen when a pull brings an older profile, then sends it', async () => {
    const server = realNetwork(api());
    const phone = await device(server);
    const laptop = await device(server);
    await mutate(phone.db, 'profile.update', { title: 'From the phone' });
    await mutate(laptop.db, 'profile.update', { location: 'Lisbon' });
    await pushOutbox(laptop.ctx);

    await pull(phone.ctx, { withMeta: false });
    expect((await getMeta(phone.db, 'profile'))?.title).toBe('From the phone');
    await pushOutbox(phone.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect(await getMeta(phone.db, 'profile')).toMatchObject({ title: 'From the phone', location: 'Lisbon' });
  });
});
