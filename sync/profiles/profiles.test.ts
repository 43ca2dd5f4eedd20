import { describe, expect, it } from 'vitest';
import { makeResumePdf, RESUME_EXPECTED } from '../../tests/fixtures/resume-pdf';
import { getMeta, setMeta } from '../core/db';
import { mutate } from '../core/outbox';
import { pull } from '../core/pull';
import { fetchUpload } from '../core/upload';
import { BASE_URL, MEMBER, signIn, testContext, testDb } from '../testing/fixtures';
import { realApiForFile, sessionOf, userIdOf } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';
import { createImports, fetchConnections, fetchPublicProfile, type ProfilesDeps, searchDirectory } from './profiles';

const api = realApiForFile();
const STUDENT = 'student@example.org';

async function setup(email = MEMBER) {
  const server = realNetwork(api());
  const db = testDb();
  await signIn(db, server, email);
  let kicks = 0;
  const ctx = testContext(db, server);
  const deps: ProfilesDeps = { ...ctx, upload: fetchUpload(BASE_URL, server.fetch), kick: () => (kicks += 1) };
  return { server, db, ctx, deps, kicks: () => kicks };
}

/** Follows through the real API, as the member's other device would. */
async function follow(email: string, ids: number[]): Promise<void> {
  const token = (await sessionOf(api(), email)).access;
  for (const id of ids) {
    const res = await api().call('POST', '/api/v1/follow/', { token, body: { id, type: 'user', action: 'follow' } });
    expect(res.status).toBe(200);
  }
}

describe('online profile calls', { timeout: 60_000 }, () => {
  it('stores a public profile for offline reading, and tells missing from offline', async () => {
    const { server, db, deps } = await setup();
    const slug = (
      await api().call<{ name_slug: string }>('GET', '/api/v1/profile/', {
        token: (await sessionOf(api(), STUDENT)).access,
      })
    ).body.name_slug;
    expect(await fetchPublicProfile(deps, slug)).toBe('ready');
    expect((await db.profiles.get(slug))?.first_name).toBe('Priya');
    expect(await fetchPublicProfile(deps, 'nobody-by-this-name')).toBe('missing');
    server.failNext('network');
    expect(await fetchPublicProfile(deps, slug)).toBe('offline');
    expect(await db.profiles.get(slug)).toBeDefined();
  });

  it('caches search items with the local follow state winning while it is unsent', async () => {
    const { server, db, deps } = await setup();
    const student = await userIdOf(api(), STUDENT);
    await mutate(db, 'follow.set', { type: 'user', id: student, followed: true });
    const result = await searchDirectory(deps, { type: 'user', q: 'priya', limited_search: true });
    expect(result).toMatchObject({
      kind: 'done',
      items: expect.arrayContaining([expect.objectContaining({ id: student, type: 'user', followed: true })]),
    });
    expect(server.requests.at(-1)?.path).toBe(
      '/api/v1/search/?type=user&search=priya&limited_search=true&page=1&page_size=12',
    );
    expect((await db.directory.get(`user:${student}`))?.followed).toBe(true);
    server.failNext('network');
    expect(await searchDirectory(deps, { q: 'al' })).toEqual({ kind: 'offline' });
  });

  it('stores every page of the member connections for offline reading', async () => {
    const { server, db, deps } = await setup('newcomer@example.org');
    const followed = await Promise.all([MEMBER, STUDENT, 'admin@example.org'].map((email) => userIdOf(api(), email)));
    await follow('newcomer@example.org', followed);
    const result = await fetchConnections(deps);
    expect(result).toMatchObject({ kind: 'done', count: 3 });
    expect(
      server.requests.map((request) => request.path).filter((path) => path.startsWith('/api/v1/connections/')),
    ).toEqual(['/api/v1/connections/?page=1&page_size=200']);
    expect((await db.directory.toArray()).map((row) => row.key).sort()).toEqual(
      followed.map((id) => `user:${id}`).sort(),
    );
    server.failNext('network');
    expect(await fetchConnections(deps)).toEqual({ kind: 'offline' });
    expect(await db.directory.count()).toBe(3);
  });

  it('imports a resume as multipart, stores the profile and starts a sync', async () => {
    const { server, db, deps, kicks } = await setup(STUDENT);
    const file = new File([(await makeResumePdf()).slice()], 'cv.pdf', { type: 'application/pdf' });
    const result = await createImports(deps).resume(file, ['title', 'skills']);
    expect(result).toMatchObject({ ok: true, profile: { title: RESUME_EXPECTED.title } });
    const sent = server.requests.find((request) => request.path === '/api/v1/profile/import-resume/');
    expect(sent?.body).toMatchObject({ sections: 'title,skills' });
    expect((await getMeta(db, 'profile'))?.title).toBe(RESUME_EXPECTED.title);
    expect(kicks()).toBe(1);
    server.failNext('network');
    expect(await createImports(deps).resume(file, [])).toEqual({
      ok: false,
      message: "You're offline",
      fieldErrors: { non_field_errors: ["You're offline"] },
    });
  });

  it('loads the member data once on a device that synced before profiles existed', async () => {
    const { db, ctx } = await setup();
    await setMeta(db, 'cursor', 0);
    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
    expect((await getMeta(db, 'profile'))?.id).toBe(await userIdOf(api(), MEMBER));
  });
});
