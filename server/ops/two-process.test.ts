/**
 * Two real server processes (the test run's server bundle) in production mode on one
 * throwaway Postgres, with uploads in an S3 store (s3rver) and one JWT_SECRET, as
 * compose.yaml runs them behind a load balancer. What one process does, the other sees:
 * chat messages and notifications reach sockets on the other process, a login limit is one
 * budget, a refresh token rotates across them (and its reuse revokes the family on both), and
 * an upload made through one is served by the other. Postgres restarting under two processes
 * is in postgres-restart.test.ts. Skips, saying why, when this machine has no Postgres.
 */
import { hash } from '@node-rs/argon2';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../contract/auth';
import type { WsEvent } from '../../contract/sync';
import { startTestServer, type TestServer } from '../../tests/e2e/support/server';
import { DEMO_PASSWORD } from '../testing';
import { findPostgresBin, NO_POSTGRES_REASON, startTestPostgres, type TestPostgres } from '../testing-postgres';
import { type S3rverHandle, startS3rver } from '../testing-s3';
import { api, apiToken, openEventSocket, until } from '../testing-server';
import { encodePng } from '../web/icons';

const hasPostgres = Boolean(process.env['TEST_DATABASE_URL']) || (await findPostgresBin()) !== null;
const skipped = hasPostgres ? '' : ` (skipped: ${NO_POSTGRES_REASON})`;
const BUS_TIMEOUT_MS = 10_000;

let postgres: TestPostgres | null = null;
let s3: S3rverHandle | null = null;
let a: TestServer;
let b: TestServer;

async function memberId(port: number, token: string): Promise<number> {
  const res = await api<{ id: number }>(port, 'localhost', 'GET', '/api/v1/identity/', { token });
  return res.body.id;
}

describe.skipIf(!hasPostgres)(`two production processes on one Postgres and one bucket${skipped}`, () => {
  beforeAll(async () => {
    postgres = await startTestPostgres();
    s3 = await startS3rver('portal');
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: postgres!.url,
      JWT_SECRET: 'two-processes-share-this-secret-of-32-chars',
      MAIL_TRANSPORT: 'log',
      SEED_DEMO: 'true',
      SEED_JOB_COUNT: '5',
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    };
    // One after the other, as a rolling start does; the first seeds the demo portals.
    a = await startTestServer({ env });
    // Production seeds the demo with a random password (logged once); the test signs in with the published one.
    await postgres!.query('update users set password_hash = $1', [await hash(DEMO_PASSWORD)]);
    b = await startTestServer({ env });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
    await s3?.close();
    await postgres?.stop();
  });

  it('delivers a chat message and a notification made on one process to sockets on the other', async () => {
    const member = await apiToken(b.port, 'localhost', 'member@example.org');
    const onB = openEventSocket(b.port, member);
    await onB.opened;
    const admin = await apiToken(a.port, 'localhost', 'admin@example.org');
    const recipient = await memberId(b.port, member);
    const id = ulid();
    const sent = await api(a.port, 'localhost', 'POST', '/api/v1/chat/messages/', {
      token: admin,
      body: { id, recipient, text: 'Across processes' },
    });
    expect(sent.status).toBe(201);
    const message = await onB.next('chat_message');
    expect(message.data.id).toBe(id);

    const followed = await api(a.port, 'localhost', 'POST', '/api/v1/follow/', {
      token: admin,
      body: { id: recipient, type: 'user', action: 'follow' },
    });
    expect(followed.status).toBeLessThan(300);
    await until(() => onB.events.some((event) => event.type === 'notification'), 'the notification', BUS_TIMEOUT_MS);
    const notification = onB.events.find((event) => event.type === 'notification') as Extract<
      WsEvent,
      { type: 'notification' }
    >;
    expect(notification.data.type).toBe('user_connection');
    expect(notification.data.notification_type).toMatch(/^new_(follower|connection)$/);
    onB.ws.close();
  });

  it('shares one login budget: ten wrong passwords over both processes, then both refuse', async () => {
    const attempts = [];
    for (let i = 0; i < 12; i += 1) {
      const port = i % 2 === 0 ? a.port : b.port;
      attempts.push(
        (
          await api(port, 'localhost', 'POST', '/api/v1/token/', {
            body: { email: 'student@example.org', password: `wrong-${i}` },
          })
        ).status,
      );
    }
    expect(attempts.filter((status) => status === 401)).toHaveLength(10);
    expect(attempts.slice(10)).toEqual([429, 429]);
    for (const port of [a.port, b.port]) {
      const locked = await api<{ detail: string }>(port, 'localhost', 'POST', '/api/v1/token/', {
        body: { email: 'student@example.org', password: DEMO_PASSWORD },
      });
      expect(locked.status).toBe(429);
      expect(locked.body.detail).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    }
  });

  it('rotates a refresh token across processes, and a reuse on the other revokes the family', async () => {
    const login = await api<TokenPair>(a.port, 'localhost', 'POST', '/api/v1/token/', {
      body: { email: 'newcomer@example.org', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const rotated = await api<TokenPair>(b.port, 'localhost', 'POST', '/api/v1/token/refresh/', {
      body: { refresh: login.body.refresh },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh).not.toBe(login.body.refresh);
    expect((await api(a.port, 'localhost', 'GET', '/api/v1/identity/', { token: rotated.body.access })).status).toBe(
      200,
    );
    const reused = await api(a.port, 'localhost', 'POST', '/api/v1/token/refresh/', {
      body: { refresh: login.body.refresh },
    });
    expect(reused.status).toBe(401);
    const afterReuse = await api(b.port, 'localhost', 'POST', '/api/v1/token/refresh/', {
      body: { refresh: rotated.body.refresh },
    });
    expect(afterReuse.status).toBe(401);
  });

  it('serves an upload made through one process from the other, byte for byte', async () => {
    const token = await apiToken(a.port, 'localhost', 'member@example.org');
    const png = new Uint8Array(encodePng(3, 2, new Uint8Array(24).fill(120)));
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    form.append('purpose', 'picture');
    const uploaded = await fetch(`${a.origin()}/api/v1/file-upload/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { file } = (await uploaded.json()) as { file: string };
    const served = await fetch(`${b.origin()}${file}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });
});
