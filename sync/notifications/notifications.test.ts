/**
 * Notifications in the worker against the real server (real app, real PGlite with the demo
 * seed): pages newest first, mark-all-read queued offline up to the clicked one, and what it
 * restores when refused. Each test acts as a new member; notifications are inserted as their
 * producers insert them, and an unreachable server or a failing proxy comes from the
 * recording network.
 */
import { describe, expect, it } from 'vitest';
import { mutate, needsAttention } from '../core/outbox';
import { pageCacheKey } from '../core/page-cache';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { testClock } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import { chatPair, chatDevice as device, notificationsOf, storeNotification } from '../testing/real-chat';
import { createNotifications } from './notifications';

const api = realApiForFile();

const chatServer = () => chatPair(api());

describe('notifications', { timeout: 60_000 }, () => {
  it('pages the notifications, newest first', async () => {
    const { server, me } = await chatServer();
    const { db, ctx } = await device(server, me);
    for (let n = 0; n < 14; n += 1) await storeNotification(api(), me);
    const notifications = createNotifications(ctx);
    const first = await notifications.page(1);
    expect(first).toMatchObject({ kind: 'done', count: 14, next: expect.any(String) });
    expect(first.kind === 'done' && first.ids).toEqual(
      (await notificationsOf(api(), me))
        .map((row) => row.id)
        .reverse()
        .slice(0, 12),
    );
    // The page's order is stored where the notifications screen reads it.
    expect((await db.onlineCache.get(pageCacheKey('notificationsPage', { page: 1 })))?.value).toEqual({
      ids: first.kind === 'done' ? first.ids : [],
      count: 14,
    });
    expect(await notifications.page(2)).toMatchObject({ kind: 'done', next: null });
    expect(await db.notifications.count()).toBe(14);
    server.failNext('network');
    expect(await notifications.page(1)).toEqual({ kind: 'offline' });
  });

  it('marks all read at once offline, sends up_to later, and never marks what arrived after the click', async () => {
    const { server, me } = await chatServer();
    const { db, ctx } = await device(server, me);
    const a = await storeNotification(api(), me);
    const b = await storeNotification(api(), me);
    await pull(ctx, { withMeta: false });
    await mutate(db, 'notification.readAll', { up_to: b.id });
    expect((await db.notifications.toArray()).map((row) => row.is_read)).toEqual([true, true]);
    server.failNext('network');
    expect((await pushOutbox(ctx)).kind).toBe('transient');

    const later = await storeNotification(api(), me);
    await pull(ctx, { withMeta: false });
    expect(await db.notifications.get(later.id)).toMatchObject({ is_read: false });
    expect(await db.notifications.get(a.id)).toMatchObject({ is_read: true });
    // A page fetched meanwhile has them unread on the server: kept read here.
    expect(await createNotifications(ctx).page(1)).toMatchObject({ kind: 'done', count: 3 });
    expect((await db.notifications.toArray()).map((row) => row.is_read)).toEqual([true, true, false]);

    await mutate(db, 'notification.readAll', { up_to: a.id });
    expect(await db.outbox.count()).toBe(1);
    const clock = testClock(Date.now() + 10 * 60_000);
    await pushOutbox({ ...ctx, now: clock.now });
    const sent = server.requests.filter((request) => request.path === '/api/v1/notifications/mark-all-read/');
    expect(sent.map((request) => request.body)).toEqual([{ up_to: b.id }, { up_to: b.id }]);
    expect((await notificationsOf(api(), me)).map((row) => row.is_read)).toEqual([true, true, false]);
    await pull(ctx, { withMeta: false });
    expect(await db.notifications.get(later.id)).toMatchObject({ is_read: false });
  });

  it('restores exactly what it marked when mark-all-read is refused', async () => {
    const { server, me } = await chatServer();
    const { db, ctx } = await device(server, me);
    const rows = [await storeNotification(api(), me), await storeNotification(api(), me)];
    rows.push(await storeNotification(api(), me));
    await pull(ctx, { withMeta: false });
    await mutate(db, 'notification.read', { id: rows[0]?.id ?? 0 });
    await pushOutbox(ctx);
    await mutate(db, 'notification.readAll', { up_to: rows[1]?.id ?? 0 });
    await mutate(db, 'notification.readAll', { up_to: rows[2]?.id ?? 0 });
    expect((await db.notifications.toArray()).every((row) => row.is_read)).toBe(true);
    server.failNext({ status: 400, body: { detail: 'Refused' } });
    await pushOutbox(ctx);
    expect((await db.notifications.toArray()).map((row) => row.is_read)).toEqual([true, false, false]);
    expect((await needsAttention(db)).map((entry) => entry.name)).toEqual(['notification.readAll']);
  });
});
