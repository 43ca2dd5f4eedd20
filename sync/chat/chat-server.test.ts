/**
 * Chat and notifications of the worker against the real server on a port (real routes,
 * PGlite with the demo seed, the websocket): two engines, admin@ and member@, talk to each
 * other; a follow lands as a notification; reads go through the outbox.
 */

import { monotonicFactory } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_MESSAGES, type ChatUser, chatText, type Identity } from '../../contract';
import { DEMO_PASSWORD } from '../../server/db/seed-data';
import { createLogger } from '../../server/logger';
import { type RunningServer, startServer } from '../../server/start';
import { migratedDump } from '../../server/testing-snapshot';
import { getMeta, type PortalDb } from '../core/db';
import { mutate, needsAttention } from '../core/outbox';
import type { SocketCtor } from '../core/ws';
import { until } from '../testing/fixtures';
import { startTestEngine, stopTestEngines } from '../testing/test-engine';
import { peerMessages } from './chat-local';

const ulid = monotonicFactory();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    inMemory: true,
    loadDataDir: await migratedDump(),
    distDir: null,
    seed: { jobCount: 0 },
    logger: createLogger('silent'),
  });
}, 120_000);
afterAll(async () => {
  stopTestEngines();
  await server?.close();
});

async function signedIn(email: string) {
  const { db, engine } = startTestEngine({
    baseUrl: `http://localhost:${server.port}`,
    fetch: (input, init) => fetch(input, init),
    WebSocket: WebSocket as unknown as SocketCtor,
  });
  expect(await engine.auth.login(email, DEMO_PASSWORD)).toEqual({ ok: true });
  await engine.idle();
  const identity = (await getMeta(db, 'identity')) as Identity;
  return { db, engine, identity };
}

const asChatUser = (identity: Identity): ChatUser => ({
  id: identity.id,
  name: `${identity.profile.first_name} ${identity.profile.last_name}`.trim(),
  image_path: null,
  type: 'user',
  slug: identity.profile.name_slug,
});

const wait = (check: () => Promise<boolean>) => until(check, 15_000);

async function textsWith(db: PortalDb, peerId: number) {
  const rows = await peerMessages(db, peerId).toArray();
  return rows.map((row) => chatText(row));
}

describe('chat and notifications over the real server', { timeout: 60_000 }, () => {
  it('two members chat live; reads and history go through the worker', async () => {
    const admin = await signedIn('admin@example.org');
    const member = await signedIn('member@example.org');
    const adminUser = asChatUser(admin.identity);
    const memberUser = asChatUser(member.identity);

    // The seeded conversation (newest from admin@, unread by member@) and its newest
    // history page were loaded at login; asking for the history again changes nothing.
    expect(await getMeta(member.db, 'chatLoaded')).toBe(true);
    const seeded = await member.db.chatRooms.get(adminUser.id);
    expect(seeded).toMatchObject({ id: expect.any(Number), unread_count: 1, next_page: null });
    expect((await textsWith(member.db, adminUser.id)).length).toBe(5);
    expect(await member.engine.chat.history(adminUser.id)).toBe('ready');
    expect((await member.db.chatRooms.get(adminUser.id))?.next_page).toBeNull();
    expect((await textsWith(member.db, adminUser.id)).length).toBe(5);

    // admin@ writes three messages in a row; member@ gets them live, in order, once each.
    const ids = [ulid(), ulid(), ulid()];
    for (const [n, id] of ids.entries()) {
      await mutate(admin.db, 'chat.send', { id, sender: adminUser, recipient: memberUser, text: `live ${n + 1}` });
    }
    expect((await admin.db.chatMessages.get(ids[0] ?? ''))?.status).toBe('pending');
    admin.engine.sync.kick();
    await wait(async () => (await member.db.chatMessages.bulkGet(ids)).every((row) => row !== undefined));
    await admin.engine.idle();
    expect((await admin.db.chatMessages.bulkGet(ids)).map((row) => row?.status)).toEqual(['sent', 'sent', 'sent']);
    expect((await textsWith(member.db, adminUser.id)).slice(-3)).toEqual(['live 1', 'live 2', 'live 3']);
    const received = await member.db.chatMessages.get(ids[2] ?? '');
    expect(received).toMatchObject({ status: 'sent', is_new: true, room: seeded?.id, peer_id: adminUser.id });
    await wait(async () => (await member.db.chatRooms.get(adminUser.id))?.unread_count === 4);

    // member@ reads the room: at once here, then on the server (admin@'s view is unaffected).
    await mutate(member.db, 'chat.read', { peer_id: adminUser.id, room_id: seeded?.id ?? 0 });
    expect((await member.db.chatRooms.get(adminUser.id))?.unread_count).toBe(0);
    member.engine.sync.kick();
    await member.engine.idle();
    expect(await member.db.outbox.count()).toBe(0);
    expect(await member.engine.chat.rooms()).toBe('ready');
    expect((await member.db.chatRooms.get(adminUser.id))?.unread_count).toBe(0);
    expect(await member.db.chatMessages.filter((row) => row.is_new).count()).toBe(0);

    // member@ answers; admin@ receives it.
    const reply = ulid();
    await mutate(member.db, 'chat.send', { id: reply, sender: memberUser, recipient: adminUser, text: ' Thanks! ' });
    member.engine.sync.kick();
    await wait(async () => (await admin.db.chatMessages.get(reply)) !== undefined);
    expect(await admin.db.chatMessages.get(reply)).toMatchObject({ status: 'sent', is_new: true });
    expect(chatText((await admin.db.chatRooms.get(memberUser.id))?.last_message ?? { messages: [] })).toBe('Thanks!');
  });

  it('a member without one_to_one_chat fetches no rooms; a send is refused with the upgrade text', async () => {
    const student = await signedIn('student@example.org');
    const member = await signedIn('member@example.org');
    expect(student.identity.user_subscription.one_to_one_chat).toBe(false);
    expect(await student.engine.chat.rooms()).toBe('upgrade');
    expect(await student.db.chatRooms.count()).toBe(0);
    const id = ulid();
    const recipient = asChatUser(member.identity);
    await mutate(student.db, 'chat.send', { id, sender: asChatUser(student.identity), recipient, text: 'Hello?' });
    student.engine.sync.kick();
    await student.engine.idle();
    expect(await student.db.chatMessages.get(id)).toMatchObject({ status: 'failed', error: CHAT_MESSAGES.upgrade });
    expect((await needsAttention(student.db)).map((entry) => entry.name)).toEqual(['chat.send']);
  });

  it('a follow arrives as a notification; mark all read goes through the outbox', async () => {
    const admin = await signedIn('admin@example.org');
    const member = await signedIn('member@example.org');
    expect(await getMeta(member.db, 'notificationsLoaded')).toBe(true);
    const before = await member.db.notifications.count();
    expect(before).toBeGreaterThan(0);

    await mutate(admin.db, 'follow.set', { type: 'user', id: member.identity.id, followed: true });
    admin.engine.sync.kick();
    await wait(async () => (await member.db.notifications.count()) > before);
    const newest = (await member.db.notifications.orderBy('id').last())!;
    expect(newest).toMatchObject({ notification_type: 'new_follower', is_read: false, type: 'user_connection' });

    await mutate(member.db, 'notification.readAll', { up_to: newest.id });
    expect(await member.db.notifications.filter((row) => !row.is_read).count()).toBe(0);
    member.engine.sync.kick();
    await member.engine.idle();
    const page = await member.engine.notifications.page(1);
    expect(page.kind).toBe('done');
    expect(await member.db.notifications.filter((row) => !row.is_read).count()).toBe(0);
  });
});
