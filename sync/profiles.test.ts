import { describe, expect, it } from 'vitest';
import { getMeta, setMeta } from './db';
import { mutate } from './outbox';
import { createImports, fetchConnections, fetchPublicProfile, type ProfilesDeps, searchDirectory } from './profiles';
import { pull } from './pull';
import { makePublicProfile, makeSearchItem } from './testing/fake-profile-data';
import { createFakeServer } from './testing/fake-server';
import { BASE_URL, signIn, testContext, testDb } from './testing/fixtures';
import { fetchUpload } from './upload';

async function setup() {
  const server = createFakeServer();
  const db = testDb();
  await signIn(db, server);
  let kicks = 0;
  const ctx = testContext(db, server);
  const deps: ProfilesDeps = { ...ctx, upload: fetchUpload(BASE_URL, server.fetch), kick: () => (kicks += 1) };
  return { server, db, ctx, deps, kicks: () => kicks };
}

describe('online profile calls', () => {
  it('stores a public profile for offline reading, and tells missing from offline', async () => {
    const { server, db, deps } = await setup();
    server.state.profile.publicProfiles.set('person-7', makePublicProfile(7));
    expect(await fetchPublicProfile(deps, 'person-7')).toBe('ready');
    expect((await db.profiles.get('person-7'))?.first_name).toBe('Grace');
    expect(await fetchPublicProfile(deps, 'nobody')).toBe('missing');
    server.failNext('network');
    expect(await fetchPublicProfile(deps, 'person-7')).toBe('offline');
    expect(await db.profiles.get('person-7')).toBeDefined();
  });

  it('caches search items with the local follow state winning while it is unsent', async () => {
    const { server, db, deps } = await setup();
    server.state.profile.searchItems.push(makeSearchItem(7, { name: 'Grace' }), makeSearchItem(8, { name: 'Alan' }));
    await mutate(db, 'follow.set', { type: 'user', id: 7, followed: true });
    const result = await searchDirectory(deps, { type: 'user', q: 'gra', limited_search: true });
    expect(result).toMatchObject({ kind: 'done', count: 1, next: null, items: [{ id: 7, followed: true }] });
    expect(server.requests.at(-1)?.path).toBe(
      '/api/v1/search/?type=user&search=gra&limited_search=true&page=1&page_size=12',
    );
    expect((await db.directory.get('user:7'))?.followed).toBe(true);
    server.failNext('network');
    expect(await searchDirectory(deps, { q: 'al' })).toEqual({ kind: 'offline' });
  });

  it('stores every page of the member connections for offline reading', async () => {
    const { server, db, deps } = await setup();
    server.state.profile.searchItems.push(
      ...[7, 8, 9].map((id) => makeSearchItem(id, { name: `Person ${id}`, followed: true })),
      makeSearchItem(10, { name: 'Not followed' }),
    );
    const result = await fetchConnections(deps);
    expect(result).toMatchObject({ kind: 'done', count: 3 });
    expect(
      server.requests.map((request) => request.path).filter((path) => path.startsWith('/api/v1/connections/')),
    ).toEqual(['/api/v1/connections/?page=1&page_size=200', '/api/v1/connections/?page=2&page_size=200']);
    expect((await db.directory.toArray()).map((row) => row.key).sort()).toEqual(['user:7', 'user:8', 'user:9']);
    server.failNext('network');
    expect(await fetchConnections(deps)).toEqual({ kind: 'offline' });
    expect(await db.directory.count()).toBe(3);
  });

  it('imports a resume as multipart, stores the profile and starts a sync', async () => {
    const { server, db, deps, kicks } = await setup();
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const result = await createImports(deps).resume(file, ['title', 'skills']);
    expect(result).toMatchObject({ ok: true, profile: { title: 'Imported title' } });
    expect(server.state.profile.uploads.at(-1)?.fields).toMatchObject({ sections: 'title,skills' });
    expect((await getMeta(db, 'profile'))?.title).toBe('Imported title');
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
    expect((await getMeta(db, 'profile'))?.id).toBe(1);
  });
});
