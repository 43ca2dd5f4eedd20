/**
 * The demo data looks real: every seeded city is a city of its country (people and job
 * addresses), and seeded people and organizations have a picture that the media route
 * serves as an image.
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { profiles, uploads } from '../profiles/schema';
import { migratedDatabase } from '../testing-snapshot';
import { createMediaStorage } from '../uploads/storage';
import type { Database } from './client';
import { groups, jobs, users } from './schema';
import { seedDemo } from './seed';
import { CITY_COUNTRY } from './seed-places';

describe('demo seed data', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>['app'];

  beforeAll(async () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'seed-media-'));
    database = await migratedDatabase();
    await seedDemo(database.db, {
      jobCount: 60,
      draftJobCount: 2,
      campusJobCount: 10,
      storage: createMediaStorage(mediaDir),
    });
    ({ app } = createApp({
      db: database.db,
      secret: new TextEncoder().encode('test-secret-of-at-least-32-bytes!!'),
      logger: createLogger('silent'),
      distDir: null,
      trustProxy: false,
      mediaDir,
    }));
  }, 120_000);
  afterAll(() => database.close());

  it('puts every person in a city of their country', async () => {
    const people = await database.db
      .select({ country: users.country, location: users.location })
      .from(users)
      .where(isNotNull(users.location));
    expect(people.length).toBeGreaterThan(100);
    const wrong = people.filter((p) => CITY_COUNTRY.get(p.location ?? '') !== p.country);
    expect(wrong).toEqual([]);
  });

  it('gives every job address a city in one of the job countries', async () => {
    const rows = await database.db
      .select({ address: jobs.address, countries: jobs.countries })
      .from(jobs)
      .where(isNotNull(jobs.address));
    expect(rows.length).toBeGreaterThan(20);
    const wrong = rows.filter((job) => {
      const city = (job.address ?? '').split(',').pop()?.trim() ?? '';
      const country = CITY_COUNTRY.get(city);
      return country === undefined || !job.countries.includes(country);
    });
    expect(wrong).toEqual([]);
  });

  it('gives every seeded profile a photo and every organization a logo', async () => {
    const all = await database.db
      .select({ pictureId: profiles.pictureId, mime: uploads.mimeType })
      .from(profiles)
      .leftJoin(uploads, eq(uploads.id, profiles.pictureId));
    expect(all.length).toBeGreaterThan(100);
    // No profile without a photo: a missing one has no upload, so no PNG type.
    expect(all.filter((row) => row.mime !== 'image/png')).toEqual([]);
    const orgs = await database.db
      .select({ name: groups.name, logo: groups.logo })
      .from(groups)
      .where(inArray(groups.groupType, ['organization', 'institution', 'circle']));
    expect(orgs.length).toBeGreaterThan(10);
    expect(orgs.filter((org) => !org.logo?.startsWith('/media/uploads/'))).toEqual([]);
  });

  it('serves a seeded logo as a small PNG', async () => {
    const [org] = await database.db.select({ logo: groups.logo }).from(groups).where(isNotNull(groups.logo)).limit(1);
    const res = await app.request(org?.logo ?? '/missing', { headers: { Host: 'localhost:8080' } });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(bytes.byteLength).toBeLessThan(2048);
  });
});
