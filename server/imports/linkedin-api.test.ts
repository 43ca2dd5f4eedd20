/**
 * Importing by LinkedIn address through the configured adapter (imports/linkedin-api.ts),
 * against a local HTTP stand-in of the outside service; the app runs on its own PGlite
 * because the adapter is configured when the app is created.
 */

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareerEntry } from '../../contract/career';
import { IMPORT_MESSAGES } from '../../contract/imports';
import type { Profile } from '../../contract/profile';
import { LINKEDIN_EXPECTED } from '../../tests/fixtures/linkedin-export';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { seedDemo } from '../db/seed';
import { DEMO_PASSWORD } from '../db/seed-data';
import { createLogger } from '../logger';
import { migratedDatabase } from '../testing-snapshot';
import type { ImportedProfile } from './imported-profile';

const HOST = 'localhost:8080';

describe('LinkedIn import by url through the configured adapter', () => {
  let fake: Server;
  const seen: { auth: string | undefined; body: string }[] = [];
  let answer: { status: number; body: unknown };
  let database: Database;
  let app: ReturnType<typeof createApp>['app'];
  let token: string;

  const normalised: ImportedProfile = {
    first_name: LINKEDIN_EXPECTED.firstName,
    last_name: LINKEDIN_EXPECTED.lastName,
    title: 'Head of Payments',
    country: 'KE',
    location: 'Nairobi, Kenya',
    summary: 'First paragraph.\n\nSecond <b>paragraph</b>.',
    positions: [
      {
        title: 'Head of Payments',
        organization: 'Jenga Pay',
        description: 'Runs payments.',
        location: null,
        start_date: '2022-02-01',
        end_date: null,
      },
    ],
    education: [],
    skills: ['SQL'],
    languages: ['Swahili', 'English'],
    full_text: null,
  };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      req.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    fake = createServer((req, res) => {
      void readBody(req).then((body) => {
        seen.push({ auth: req.headers.authorization, body });
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    database = await migratedDatabase();
    await seedDemo(database.db, { jobCount: 1 });
    app = createApp({
      db: database.db,
      secret: new TextEncoder().encode('test-secret-of-at-least-32-bytes!!'),
      logger: createLogger('silent'),
      linkedin: { url: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/import`, key: 'sekret' },
    }).app;
    const login = await app.request('/api/v1/token/', {
      method: 'POST',
      headers: { Host: HOST, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.org', password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { access: string }).access;
  });
  afterAll(async () => {
    await database?.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('posts the url with the key and applies the normalised answer; a failing service is an error', async () => {
    const post = (body: unknown) =>
      app.request('/api/v1/profile/import-linkedin/', {
        method: 'POST',
        headers: { Host: HOST, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    answer = { status: 200, body: normalised };
    const url = 'https://www.linkedin.com/in/kwame';
    const res = await post({ url: ` ${url} `, sections: 'title,country,short_bio,languages,work_experience' });
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toEqual({ auth: 'Bearer sekret', body: JSON.stringify({ url }) });
    const profile = (await res.json()) as Profile;
    expect(profile).toMatchObject({
      title: 'Head of Payments',
      country: 'KE',
      location: 'Nairobi, Kenya',
      short_bio: '<p>First paragraph.</p><p>Second &lt;b&gt;paragraph&lt;/b&gt;.</p>',
      prefered_language: 'Swahili',
    });
    const listed = await app.request('/api/v1/career-entries/', {
      headers: { Host: HOST, Authorization: `Bearer ${token}` },
    });
    const work = ((await listed.json()) as { data: CareerEntry[] }).data;
    expect(work.find((e) => e.title === 'Head of Payments')).toMatchObject({ group: { name: 'Jenga Pay' } });

    answer = { status: 500, body: { error: 'boom' } };
    const failed = await post({ url });
    expect(failed.status).toBe(400);
    expect(await failed.json()).toEqual({ detail: IMPORT_MESSAGES.linkedinImportFailed });
    answer = { status: 200, body: { positions: [{ title: 'No dates' }] } };
    expect(await (await post({ url })).json()).toEqual({ detail: IMPORT_MESSAGES.linkedinImportFailed });
    const after = await app.request('/api/v1/career-entries/', {
      headers: { Host: HOST, Authorization: `Bearer ${token}` },
    });
    expect(((await after.json()) as { data: CareerEntry[] }).data).toEqual(work);
  });
});
