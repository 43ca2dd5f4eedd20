import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DB_VERSION, openDb } from './db';

const options = { indexedDB, IDBKeyRange };

/** A device's database as an app of schema version 5 left it: the first twelve stores, one job stored. */
async function olderDevice(name: string): Promise<void> {
  const old = new Dexie(name, options);
  old.version(5).stores({
    jobs: 'id, slug, created_at, [group.id+created_at]',
    bookmarks: 'key, type, object_id',
    outbox: '++seq, key, status, [priority+seq]',
    meta: 'key',
    profiles: 'name_slug, id, seenAt',
    directory: 'key, type, seenAt',
    groups: 'id, name_slug, group_type, membership_status, seenAt',
    applications: 'job_id, status',
    contents: 'key, kind, [kind+slug], seenAt, savedAt',
  });
  await old.open();
  await old.table('jobs').put({ id: 7, slug: 'analyst', created_at: '2026-01-02', title: 'Analyst' });
  await old.table('meta').put({ key: 'cursor', value: 42 });
  old.close();
}

describe('the device database', () => {
  it('opens a database an older version of the app made, keeping its rows and adding the newer stores', async () => {
    const name = `portal-upgrade-${Date.now()}`;
    await olderDevice(name);

    const db = openDb(name, options);
    await db.open();
    expect(db.verno).toBe(DB_VERSION);
    expect(await db.jobs.get(7)).toMatchObject({ title: 'Analyst' });
    expect(await db.meta.get('cursor')).toEqual({ key: 'cursor', value: 42 });
    // Stores and indexes the older schema did not have are there and usable.
    await db.onlineCache.bulkPut([
      { key: 'a', name: 'groups.admin', value: [], fetchedAt: 1 },
      { key: 'b', name: 'groups.admin', value: [], fetchedAt: 5 },
    ]);
    expect(await db.onlineCache.where('fetchedAt').below(3).primaryKeys()).toEqual(['a']);
    await db.searchIndex.put({ key: 'index', version: 1, index: '{}', fingerprints: [] });
    expect(await db.searchIndex.count()).toBe(1);
    db.close();

    // The installed schema now has every store of the current one.
    const raw = await new Dexie(name, options).open();
    expect(raw.tables.map((table) => table.name).sort()).toEqual(
      openDb(`${name}-fresh`, options)
        .tables.map((t) => t.name)
        .sort(),
    );
    raw.close();
  });
});
