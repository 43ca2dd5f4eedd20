import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../contract';
import { mutate, needsAttention } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { MEMBER, mutations, syncedDevice } from '../testing/fixtures';
import { makePublicProfile, makeSearchItem } from '../testing/profile-data';
import { groupsOutsideOf, realApiForFile, userIdOf } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';

const api = realApiForFile();

describe('follow.set', { timeout: 30_000 }, () => {
  it('sends one request with the final state after three toggles offline, flipping cached rows', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await syncedDevice(server);
    const id = await userIdOf(api(), 'student@example.org');
    await db.profiles.put({ ...makePublicProfile(id), seenAt: 1 });
    await db.directory.put({ ...makeSearchItem(id), key: `user:${id}`, seenAt: 1 });

    await mutate(db, 'follow.set', { type: 'user', id, followed: true });
    await mutate(db, 'follow.set', { type: 'user', id, followed: false });
    await mutate(db, 'follow.set', { type: 'user', id, followed: true });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.follows.get(`user:${id}`)).toMatchObject({ type: 'user', target_id: id });
    expect((await db.profiles.get(`person-${id}`))?.followed).toBe(true);
    expect((await db.directory.get(`user:${id}`))?.followed).toBe(true);

    await pushOutbox(ctx);
    expect(mutations(server).map((request) => request.body)).toEqual([{ id, type: 'user', action: 'follow' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('removes the row when the feed brings an unfollow made on another device', async () => {
    const server = realNetwork(api());
    const [group] = await groupsOutsideOf(api(), MEMBER);
    const key = `group:${group!.id}`;
    const phone = await syncedDevice(server);
    const laptop = await syncedDevice(server);
    await mutate(laptop.db, 'follow.set', { type: 'group', id: group!.id, followed: true });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect(await phone.db.follows.get(key)).toBeDefined();

    await mutate(laptop.db, 'follow.set', { type: 'group', id: group!.id, followed: false });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect(await phone.db.follows.get(key)).toBeUndefined();
  });

  it('never overwrites a follow with a pending change in a pull', async () => {
    const server = realNetwork(api());
    const id = await userIdOf(api(), 'newcomer@example.org');
    const phone = await syncedDevice(server);
    const laptop = await syncedDevice(server);
    await mutate(phone.db, 'follow.set', { type: 'user', id, followed: false });
    await mutate(laptop.db, 'follow.set', { type: 'user', id, followed: true });
    await pushOutbox(laptop.ctx);
    await pull(phone.ctx, { withMeta: false });
    expect(await phone.db.follows.get(`user:${id}`)).toBeUndefined();
  });

  it("rolls back following oneself with the server's message", async () => {
    const server = realNetwork(api());
    const { db, ctx } = await syncedDevice(server);
    const self = await userIdOf(api(), MEMBER);
    await mutate(db, 'follow.set', { type: 'user', id: self, followed: true });
    await pushOutbox(ctx);
    expect(await db.follows.get(`user:${self}`)).toBeUndefined();
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([PROFILE_MESSAGES.couldNotFollow]);
  });
});
