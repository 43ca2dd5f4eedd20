import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../contract';
import { mutate, needsAttention } from './outbox';
import { pull } from './pull';
import { pushOutbox } from './push';
import { makePublicProfile, makeSearchItem } from './testing/fake-profile-data';
import { createFakeServer, type FakeServer } from './testing/fake-server';
import { mutations, signIn, testContext, testDb } from './testing/fixtures';

async function device(server: FakeServer) {
  const db = testDb();
  await signIn(db, server);
  const ctx = testContext(db, server);
  await pull(ctx, { withMeta: false });
  return { db, ctx };
}

describe('follow.set', () => {
  it('sends one request with the final state after three toggles offline, flipping cached rows', async () => {
    const server = createFakeServer();
    const { db, ctx } = await device(server);
    await db.profiles.put({ ...makePublicProfile(7), seenAt: 1 });
    await db.directory.put({ ...makeSearchItem(7), key: 'user:7', seenAt: 1 });

    await mutate(db, 'follow.set', { type: 'user', id: 7, followed: true });
    await mutate(db, 'follow.set', { type: 'user', id: 7, followed: false });
    await mutate(db, 'follow.set', { type: 'user', id: 7, followed: true });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.follows.get('user:7')).toMatchObject({ type: 'user', target_id: 7 });
    expect((await db.profiles.get('person-7'))?.followed).toBe(true);
    expect((await db.directory.get('user:7'))?.followed).toBe(true);

    await pushOutbox(ctx);
    expect(mutations(server).map((request) => request.body)).toEqual([{ id: 7, type: 'user', action: 'follow' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('removes the row when the feed brings an unfollow made on another device', async () => {
    const server = createFakeServer();
    const phone = await device(server);
    const laptop = await device(server);
    await mutate(laptop.db, 'follow.set', { type: 'group', id: 3, followed: true });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect(await phone.db.follows.get('group:3')).toBeDefined();

    await mutate(laptop.db, 'follow.set', { type: 'group', id: 3, followed: false });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect(await phone.db.follows.get('group:3')).toBeUndefined();
  });

  it('never overwrites a follow with a pending change in a pull', async () => {
    const server = createFakeServer();
    const phone = await device(server);
    const laptop = await device(server);
    await mutate(phone.db, 'follow.set', { type: 'user', id: 9, followed: false });
    await mutate(laptop.db, 'follow.set', { type: 'user', id: 9, followed: true });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect(await phone.db.follows.get('user:9')).toBeUndefined();
  });

  it("rolls back following oneself with the server's message", async () => {
    const server = createFakeServer();
    const { db, ctx } = await device(server);
    await mutate(db, 'follow.set', { type: 'user', id: 1, followed: true });
    await pushOutbox(ctx);
    expect(await db.follows.get('user:1')).toBeUndefined();
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([PROFILE_MESSAGES.couldNotFollow]);
  });
});
