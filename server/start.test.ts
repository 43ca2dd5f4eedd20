/** The whole server on a real port: websocket pokes, and a restart on the same data directory. */

import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { TokenPair } from '../contract/auth';
import type { Job } from '../contract/jobs';
import type { Paged } from '../contract/paging';
import { DEMO_PASSWORD } from './db/seed-data';
import { WS_CLOSE_TOKEN_INVALID } from './events/websocket';
import { createLogger } from './logger';
import { type RunningServer, startServer } from './start';

function http<T>(
  port: number,
  method: string,
  path: string,
  options: { host?: string; token?: string; body?: unknown } = {},
) {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<{ status: number; body: T }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          Host: `${options.host ?? 'localhost'}:${port}`,
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function login(port: number, email: string, host = 'localhost') {
  const res = await http<TokenPair>(port, 'POST', '/api/v1/token/', { host, body: { email, password: DEMO_PASSWORD } });
  return res.body.access;
}

function connect(port: number, token: string, host = 'localhost') {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/events/${token}/`, { headers: { Host: `${host}:${port}` } });
  const messages: unknown[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, messages, closed, opened };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('websocket /ws/events/{token}/', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      inMemory: true,
      distDir: null,
      seed: { jobCount: 10 },
      logger: createLogger('silent'),
    });
  });
  afterAll(() => server?.close());

  it('pokes the member’s sockets with {"type":"changes"} after their bookmark, and not other members', async () => {
    const member = await login(server.port, 'member@example.org');
    const student = await login(server.port, 'student@example.org');
    const tabs = [connect(server.port, member), connect(server.port, member)];
    const other = connect(server.port, student);
    await Promise.all([...tabs, other].map((socket) => socket.opened));
    const jobs = await http<Paged<Job>>(server.port, 'GET', '/api/v1/jobs/');
    const res = await http(server.port, 'POST', `/api/v1/bookmark/job/${jobs.body.data[0]!.id}/`, { token: member });
    expect(res.status).toBe(201);
    await until(() => tabs.every((tab) => tab.messages.length > 0), 'both tabs to be poked');
    for (const tab of tabs) expect(tab.messages).toEqual([{ type: 'changes' }]);
    expect(other.messages).toEqual([]);
    for (const socket of [...tabs, other]) socket.ws.close();
  });

  it('closes a socket with an invalid token, or a token of another tenant', async () => {
    const bad = connect(server.port, 'not-a-token');
    expect(await bad.closed).toBe(WS_CLOSE_TOKEN_INVALID);
    const local = await login(server.port, 'member@example.org');
    const elsewhere = connect(server.port, local, 'campus.localhost');
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
    const token = await login(first.port, 'member@example.org');
    const jobs = await http<Paged<Job>>(first.port, 'GET', '/api/v1/jobs/');
    const jobId = jobs.body.data[0]!.id;
    expect((await http(first.port, 'POST', `/api/v1/bookmark/job/${jobId}/`, { token })).status).toBe(201);
    await first.close();

    const second = await startServer(options);
    try {
      // The same access token still works: the signing key lives in DATA_DIR/secret.
      const listed = await http<Paged<{ object_id: number }>>(second.port, 'GET', '/api/v1/bookmark/job/', { token });
      expect(listed.body.data.map((bookmark) => bookmark.object_id)).toEqual([jobId]);
      const again = await http<Paged<Job>>(second.port, 'GET', '/api/v1/jobs/');
      expect(again.body.pagination.count).toBe(12);
    } finally {
      await second.close();
    }
  });
});
