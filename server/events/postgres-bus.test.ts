/**
 * The Postgres event bus (LISTEN/NOTIFY) on a real, throwaway Postgres: two server processes
 * on one database, a member's websocket on one of them, and a change made through the other
 * reaching that socket; the bus on its own (once per process, oversized events as pokes,
 * surviving a dropped listening connection). Skips when this machine has no Postgres.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, chatText } from '../../contract/chat';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import type { WsEvent } from '../../contract/sync';
import { tenants, users } from '../db/schema';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../start';
import { findPostgresBin, NO_POSTGRES_REASON, startTestPostgres, type TestPostgres } from '../testing-postgres';
import { api, apiToken, openEventSocket, until } from '../testing-server';
import type { BusEvent } from './bus';
import { createPostgresBus, decodeBusEvent, encodeBusEvent, MAX_NOTIFY_BYTES } from './postgres-bus';

const hasPostgres = Boolean(process.env['TEST_DATABASE_URL']) || (await findPostgresBin()) !== null;
/** Said in the name of each skipped suite, so a run without Postgres shows why. */
const skipped = hasPostgres ? '' : ` (skipped: ${NO_POSTGRES_REASON})`;

const logger = createLogger('silent');
const onLocalhost = sql`'localhost' = any(${tenants.domains})`;
/** How long a test waits for an event to cross the bus. */
const BUS_TIMEOUT_MS = 10_000;

/** A member's event socket on the server on `port`, once open. */
async function connected(port: number, token: string) {
  const socket = openEventSocket(port, token);
  await socket.opened;
  return socket;
}

describe('encodeBusEvent (the NOTIFY payload limit)', () => {
  const chat = (text: string): BusEvent => ({
    tenantId: 1,
    userIds: [2, 3],
    event: { type: 'chat_message', data: { id: ulid(), text } } as unknown as WsEvent,
  });

  it('sends an event that fits as it is, and reads it back', () => {
    const event = chat('Hello there');
    const payloads = encodeBusEvent(event);
    expect(payloads).toHaveLength(1);
    expect(decodeBusEvent(payloads[0])).toEqual(event);
  });

  it('turns an event over 8000 bytes into a changes poke for the same users', () => {
    const event = chat('é'.repeat(4000)); // 4000 characters, 8000 bytes of UTF-8
    const payloads = encodeBusEvent(event);
    expect(payloads.map(decodeBusEvent)).toEqual([{ tenantId: 1, userIds: [2, 3], event: { type: 'changes' } }]);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
  });

  it('splits the poke when the list of users alone is too long, every user once', () => {
    const userIds = Array.from({ length: 3000 }, (_, i) => 100_000 + i);
    const payloads = encodeBusEvent({ tenantId: 7, userIds, event: { type: 'changes' } });
    expect(payloads.length).toBeGreaterThan(1);
    const decoded = payloads.map(decodeBusEvent);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(decoded.flatMap((event) => event?.userIds ?? [])).toEqual(userIds);
    expect(new Set(decoded.map((event) => event?.event.type))).toEqual(new Set(['changes']));
  });

  it('ignores payloads that are not bus events', () => {
    for (const payload of ['', 'not json', '42', '{"tenantId":"1","userIds":null,"event":{"type":"changes"}}']) {
      expect(decodeBusEvent(payload)).toBeNull();
    }
    expect(decodeBusEvent('{"tenantId":1,"userIds":[1.5],"event":{"type":"changes"}}')).toBeNull();
    expect(decodeBusEvent('{"tenantId":1,"userIds":null}')).toBeNull();
  });
});

describe.skipIf(!hasPostgres)(`the Postgres bus on its own${skipped}`, () => {
  let postgres: TestPostgres | null = null;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  });
  afterAll(() => postgres?.stop());

  const received = (bus: Awaited<ReturnType<typeof createPostgresBus>>) => {
    const events: BusEvent[] = [];
    bus.subscribe((event) => events.push(event));
    return events;
  };

  it('delivers to every process once (its own included), in order; big events become pokes', async () => {
    const one = await createPostgresBus({ connectionString: postgres!.url, logger, channel: 'bus_test' });
    const two = await createPostgresBus({ connectionString: postgres!.url, logger, channel: 'bus_test' });
    try {
      const atOne = received(one);
      const atTwo = received(two);
      const sent: BusEvent[] = Array.from({ length: 20 }, (_, i) => ({
        tenantId: 1,
        userIds: [i],
        event: { type: 'changes' },
      }));
      for (const event of sent) one.publish(event);
      await until(
        () => atOne.length === 20 && atTwo.length === 20,
        'both processes to receive 20 events',
        BUS_TIMEOUT_MS,
      );
      const big: BusEvent = {
        tenantId: 1,
        userIds: [5, 6],
        event: { type: 'notification', data: { message: 'x'.repeat(9000) } } as unknown as WsEvent,
      };
      two.publish(big);
      await until(
        () => atOne.length === 21 && atTwo.length === 21,
        'both processes to receive 21 events',
        BUS_TIMEOUT_MS,
      );
      for (const events of [atOne, atTwo]) {
        expect(events.slice(0, 20)).toEqual(sent);
        expect(events[20]).toEqual({ tenantId: 1, userIds: [5, 6], event: { type: 'changes' } });
      }
      // A notification on another channel, or a malformed one on ours, reaches nobody.
      const admin = new pg.Client({ connectionString: postgres!.url });
      await admin.connect();
      await admin.query(
        'select pg_notify(\'other_channel\', \'{"tenantId":1,"userIds":null,"event":{"type":"changes"}}\')',
      );
      await admin.query("select pg_notify('bus_test', 'garbage')");
      await admin.end();
      one.publish({ tenantId: 2, userIds: null, event: { type: 'changes' } });
      await until(() => atTwo.length === 22, 'the marker event', BUS_TIMEOUT_MS);
      expect(atTwo[21]).toEqual({ tenantId: 2, userIds: null, event: { type: 'changes' } });
      expect(atOne).toHaveLength(22);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('listens again after its connection is killed, and pokes every tenant for what it missed', async () => {
    const admin = new pg.Client({ connectionString: postgres!.url });
    await admin.connect();
    await admin.query('create table if not exists tenants (id integer primary key)');
    await admin.query('insert into tenants (id) values (1), (2) on conflict do nothing');
    const bus = await createPostgresBus({ connectionString: postgres!.url, logger, channel: 'bus_kill' });
    try {
      const events = received(bus);
      const { rows } = await admin.query<{ n: number }>(
        "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%bus_kill%') killed",
      );
      expect(rows[0]!.n).toBe(1);
      await until(() => events.length >= 2, 'the pokes after reconnecting', BUS_TIMEOUT_MS);
      expect(events.slice(0, 2)).toEqual([
        { tenantId: 1, userIds: null, event: { type: 'changes' } },
        { tenantId: 2, userIds: null, event: { type: 'changes' } },
      ]);
      bus.publish({ tenantId: 1, userIds: [9], event: { type: 'changes' } });
      await until(() => events.length === 3, 'an event published after reconnecting', BUS_TIMEOUT_MS);
      expect(events[2]).toEqual({ tenantId: 1, userIds: [9], event: { type: 'changes' } });
    } finally {
      await bus.close();
      await admin.query('drop table tenants');
      await admin.end();
    }
  });

  it('fails to start on an unreachable database, and refuses a bad channel name', async () => {
    await expect(
      createPostgresBus({ connectionString: 'postgres://postgres@127.0.0.1:1/postgres', logger }),
    ).rejects.toThrow();
    await expect(
      createPostgresBus({ connectionString: postgres!.url, logger, channel: 'bad; drop table users' }),
    ).rejects.toThrow('invalid event channel name');
  });
});

describe.skipIf(!hasPostgres)(`two server processes on one Postgres${skipped}`, () => {
  let postgres: TestPostgres | null = null;
  let dir: string;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    postgres = await startTestPostgres();
    dir = await mkdtemp(join(tmpdir(), 'portal-bus-'));
    const common = {
      port: 0,
      databaseUrl: postgres!.url,
      distDir: null,
      jwtSecret: 'a-shared-secret-of-at-least-32-bytes!!',
      logger,
    } as const;
    // One after the other: two processes starting on an empty database at once would both seed.
    a = await startServer({
      ...common,
      dataDir: join(dir, 'a'),
      mediaDir: join(dir, 'a-media'),
      seed: { jobCount: 5, draftJobCount: 0, campusJobCount: 0 },
    });
    b = await startServer({ ...common, dataDir: join(dir, 'b'), mediaDir: join(dir, 'b-media') });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await postgres?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** member@'s user id on the localhost tenant. */
  async function localMemberId() {
    const [member] = await a.database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.email, 'member@example.org'), onLocalhost));
    return member!.id;
  }

  it('does not seed the second process again', async () => {
    const local = await b.database.db.select({ id: tenants.id }).from(tenants).where(onLocalhost);
    expect(local).toHaveLength(1);
    const [fromA, fromB] = await Promise.all(
      [a.port, b.port].map((port) => api<Paged<Job>>(port, 'localhost', 'GET', '/api/v1/jobs/')),
    );
    expect(fromB!.status).toBe(200);
    expect(fromB!.body.pagination.count).toBeGreaterThan(0);
    expect(fromB!.body.pagination.count).toBe(fromA!.body.pagination.count);
  });

  it('pokes the member’s socket on process B after their bookmark through process A', async () => {
    const token = await apiToken(a.port, 'localhost', 'member@example.org');
    const onB = await connected(b.port, token);
    const student = await connected(b.port, await apiToken(b.port, 'localhost', 'student@example.org'));
    const jobs = await api<Paged<Job>>(a.port, 'localhost', 'GET', '/api/v1/jobs/');
    const res = await api(a.port, 'localhost', 'POST', `/api/v1/bookmark/job/${jobs.body.data[0]!.id}/`, { token });
    expect(res.status).toBe(201);
    await until(() => onB.events.length > 0, 'the poke on process B', BUS_TIMEOUT_MS);
    expect(onB.events).toEqual([{ type: 'changes' }]);
    expect(student.events).toEqual([]);
    onB.ws.close();
    student.ws.close();
  });

  it('delivers a chat message sent through process A to the recipient’s socket on process B', async () => {
    const memberId = await localMemberId();
    const onB = await connected(b.port, await apiToken(b.port, 'localhost', 'member@example.org'));
    const admin = await apiToken(a.port, 'localhost', 'admin@example.org');
    const id = ulid();
    const res = await api(a.port, 'localhost', 'POST', '/api/v1/chat/messages/', {
      token: admin,
      body: { id, recipient: memberId, text: '  Hello from process A  ' },
    });
    expect(res.status).toBe(201);
    await until(
      () => onB.events.some((event) => event.type === 'chat_message'),
      'the message on process B',
      BUS_TIMEOUT_MS,
    );
    const message = onB.events.find((event) => event.type === 'chat_message') as Extract<
      WsEvent,
      { type: 'chat_message' }
    >;
    expect(message.data.id).toBe(id);
    expect(message.data.recipient.id).toBe(memberId);
    onB.ws.close();
  });

  it('sends a message too big for NOTIFY as a poke; the message is in the history, in order with the next', async () => {
    const memberId = await localMemberId();
    const memberToken = await apiToken(b.port, 'localhost', 'member@example.org');
    const onB = await connected(b.port, memberToken);
    const admin = await apiToken(a.port, 'localhost', 'admin@example.org');
    const big = ulid();
    const text = 'é'.repeat(4000); // the longest message, 8000 bytes of UTF-8 before any JSON
    const sent = await api(a.port, 'localhost', 'POST', '/api/v1/chat/messages/', {
      token: admin,
      body: { id: big, recipient: memberId, text },
    });
    expect(sent.status).toBe(201);
    const small = ulid();
    const next = await api(a.port, 'localhost', 'POST', '/api/v1/chat/messages/', {
      token: admin,
      body: { id: small, recipient: memberId, text: 'And a short one' },
    });
    expect(next.status).toBe(201);
    const live = () => onB.events.flatMap((event) => (event.type === 'chat_message' ? [event.data.id] : []));
    await until(() => live().includes(small), 'the short message on process B', BUS_TIMEOUT_MS);
    // Events of one process arrive in order: the big one, had it come live, would be here by now.
    expect(live()).not.toContain(big);
    expect(onB.events.some((event) => event.type === 'changes')).toBe(true);
    const room = (sent.body as ChatMessage).room;
    const history = await api<Paged<ChatMessage>>(b.port, 'localhost', 'GET', `/api/v1/chat/rooms/${room}/messages/`, {
      token: memberToken,
    });
    expect(history.status).toBe(200);
    const ids = history.body.data.map((message) => message.id);
    expect(ids.slice(0, 2)).toEqual([small, big]);
    expect(chatText(history.body.data[1]!)).toBe(text);
    onB.ws.close();
  });
});
