/** The whole server on a real port: websocket pokes, and a restart on the same data directory. */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../contract/jobs';
import type { Paged } from '../../contract/paging';
import { rowsOf } from '../db/raw-rows';
import { SPREAD_PER_SOCKET_MS } from '../events/hub';
import { WS_CLOSE_TOKEN_INVALID } from '../events/websocket';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../start';
import { api, apiToken, openEventSocket, startInMemoryServer, until } from '../testing-server';
import { migratedDump } from '../testing-snapshot';

describe('websocket /ws/events/{token}/', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startInMemoryServer({ jobCount: 10 });
  });
  afterAll(() => server?.close());

  // First in this block: it counts the tenant's sockets, so none of another test may linger.
  it('pokes every socket of the tenant after a job change, with a spread for their number', async () => {
    const admin = await apiToken(server.port, 'localhost', 'admin@example.org');
    const member = await apiToken(server.port, 'localhost', 'member@example.org');
    const student = await apiToken(server.port, 'localhost', 'student@example.org');
    const sockets = [member, member, student].map((token) => openEventSocket(server.port, token));
    await Promise.all(sockets.map((socket) => socket.opened));
    const jobs = await api<Paged<Job>>(server.port, 'localhost', 'GET', '/api/v1/jobs/');
    const res = await api(server.port, 'localhost', 'POST', `/api/v1/jobs/${jobs.body.data[0]!.id}/status/`, {
      token: admin,
      body: { job_status: 'approved' },
    });
    expect(res.status).toBe(200);
    await until(() => sockets.every((socket) => socket.events.length > 0), 'every socket to be poked');
    // Three sockets: the pulls may spread over two slots beyond the first.
    for (const socket of sockets) {
      expect(socket.events).toEqual([{ type: 'changes', spread_ms: 2 * SPREAD_PER_SOCKET_MS }]);
    }
    for (const socket of sockets) socket.ws.close();
    await Promise.all(sockets.map((socket) => socket.closed));
  });

  it('wakes nobody for the edit of a job off the board, and everyone when it leaves or joins it', async () => {
    const admin = await apiToken(server.port, 'localhost', 'admin@example.org');
    const member = await apiToken(server.port, 'localhost', 'member@example.org');
    const socket = openEventSocket(server.port, member);
    await socket.opened;
    const jobs = await api<Paged<Job>>(server.port, 'localhost', 'GET', '/api/v1/jobs/');
    const id = jobs.body.data[1]!.id;
    const setStatus = (job_status: string) =>
      api(server.port, 'localhost', 'POST', `/api/v1/jobs/${id}/status/`, { token: admin, body: { job_status } });

    expect((await setStatus('pending')).status).toBe(200);
    await until(() => socket.events.length === 1, 'the poke for leaving the board');
    const edit = await api(server.port, 'localhost', 'PATCH', `/api/v1/jobs/${id}/`, {
      token: admin,
      body: { title: 'Data Analyst (draft edit)' },
    });
    expect(edit.status).toBe(200);
    // A poke leaves before the answer; on loopback it would be here well within this wait.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.events).toHaveLength(1);
    expect((await setStatus('approved')).status).toBe(200);
    await until(() => socket.events.length === 2, 'the poke for joining the board');
    expect(socket.events.map((event) => event.type)).toEqual(['changes', 'changes']);
    socket.ws.close();
    await socket.closed;
  });

  it('pokes the member’s sockets with {"type":"changes"} after their bookmark, and not other members', async () => {
    const member = await apiToken(server.port, 'localhost', 'member@example.org');
    const student = await apiToken(server.port, 'localhost', 'student@example.org');
    const tabs = [openEventSocket(server.port, member), openEventSocket(server.port, member)];
    const other = openEventSocket(server.port, student);
    await Promise.all([...tabs, other].map((socket) => socket.opened));
    const jobs = await api<Paged<Job>>(server.port, 'localhost', 'GET', '/api/v1/jobs/');
    const res = await api(server.port, 'localhost', 'POST', `/api/v1/bookmark/job/${jobs.body.data[0]!.id}/`, {
      token: member,
    });
    expect(res.status).toBe(201);
    await until(() => tabs.every((tab) => tab.events.length > 0), 'both tabs to be poked');
    for (const tab of tabs) expect(tab.events).toEqual([{ type: 'changes' }]);
    expect(other.events).toEqual([]);
    for (const socket of [...tabs, other]) socket.ws.close();
  });

  it('closes a socket with an invalid token, or a token of another tenant', async () => {
    const bad = openEventSocket(server.port, 'not-a-token');
    expect(await bad.closed).toBe(WS_CLOSE_TOKEN_INVALID);
    const local = await apiToken(server.port, 'localhost', 'member@example.org');
    const elsewhere = openEventSocket(server.port, local, 'campus.localhost');
    expect(await elsewhere.closed).toBe(WS_CLOSE_TOKEN_INVALID);
  });
});

describe('restart on the same data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps data and sessions, and does not seed again', async () => {
    const logger = createLogger('silent');
    const options = { port: 0, dataDir, distDir: null, seed: { jobCount: 12, jobDemo: false }, logger } as const;
    const first = await startServer(options);
    const token = await apiToken(first.port, 'localhost', 'member@example.org');
    const jobs = await api<Paged<Job>>(first.port, 'localhost', 'GET', '/api/v1/jobs/');
    const jobId = jobs.body.data[0]!.id;
    expect((await api(first.port, 'localhost', 'POST', `/api/v1/bookmark/job/${jobId}/`, { token })).status).toBe(201);
    await first.close();

    const second = await startServer(options);
    try {
      // The same access token still works: the signing key lives in DATA_DIR/secret.
      const listed = await api<Paged<{ object_id: number }>>(second.port, 'localhost', 'GET', '/api/v1/bookmark/job/', {
        token,
      });
      expect(listed.body.data.map((bookmark) => bookmark.object_id)).toEqual([jobId]);
      const again = await api<Paged<Job>>(second.port, 'localhost', 'GET', '/api/v1/jobs/');
      expect(again.body.pagination.count).toBe(12);
    } finally {
      await second.close();
    }
  });
});

describe('upkeep of the embedded database', () => {
  it('vacuums and analyzes PGlite now and then, so the planner knows how large each table has grown', async () => {
    const server = await startServer({
      port: 0,
      inMemory: true,
      loadDataDir: await migratedDump(),
      distDir: null,
      seed: { jobCount: 30, jobDemo: false },
      logger: createLogger('silent'),
      maintenanceIntervalMs: 50,
    });
    try {
      const db = server.database.db;
      const jobRows = async () => {
        const result = await db.execute(sql`select reltuples from pg_class where relname = 'jobs'`);
        return Number(rowsOf(result)[0]?.['reltuples']);
      };
      const counted = async () => Number(rowsOf(await db.execute(sql`select count(*) as n from jobs`))[0]?.['n']);
      // Inserting changes no statistics: only a vacuum or an analyze tells the planner.
      await db.execute(sql`insert into jobs (tenant_id, group_id, slug, title, description, job_type, job_location)
        select tenant_id, group_id, slug || '-copy-' || g, title, description, job_type, job_location
        from jobs, generate_series(1, 5) g`);
      const total = await counted();
      await expect.poll(jobRows, { timeout: 10_000 }).toBe(total);
    } finally {
      await server.close();
    }
  });
});
