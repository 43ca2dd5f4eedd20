/**
 * The device's search index over what a member's sync stored from the real server: typos and
 * half-typed words find items, titles rank first, each item is one hit, and the index
 * follows every write to the tables, survives a restart from its saved copy, and leaves
 * with the member's data.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '../core/auth';
import { syncedDevice, testDb } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';
import { createSearchIndex, type SearchIndex } from './search-index';

const api = realApiForFile();
const open: SearchIndex[] = [];

function indexOf(db: Parameters<typeof createSearchIndex>[0], onChanged?: () => void) {
  const index = createSearchIndex(db, { saveDelayMs: 20, batchDelayMs: 5, onChanged });
  open.push(index);
  return index;
}

afterEach(() => {
  for (const index of open.splice(0)) index.stop();
});

describe('the search index', { timeout: 60_000 }, () => {
  it('finds stored jobs through typos and half-typed words, titles first', async () => {
    const { db } = await syncedDevice(realNetwork(api()));
    const index = indexOf(db);
    const product = await db.jobs.filter((job) => job.title === 'Product Analyst').first();
    expect(product).toBeDefined();

    const typo = await index.query('Proudct analyst');
    expect(typo[0]).toMatchObject({ kind: 'job', table: 'jobs', ref: String(product?.id), title: 'Product Analyst' });
    expect((await index.query('produ')).map((hit) => hit.ref)).toContain(String(product?.id));
    // Below the search minimum nothing is searched.
    expect(await index.query('p')).toEqual([]);

    // A job whose title names the word ranks above one that only mentions it.
    const [first, second] = await db.jobs.limit(2).toArray();
    if (!first || !second) throw new Error('the seed has at least two jobs');
    await db.jobs.bulkPut([
      { ...first, title: 'Bioinformatics lead', description: 'Lab work' },
      { ...second, title: 'Lab manager', description: 'Supports the bioinformatics team' },
    ]);
    await index.settled();
    const hits = await index.match('jobs', 'bioinformatics');
    expect(hits.map(([ref]) => ref)).toEqual([String(first.id), String(second.id)]);
  });

  it('follows writes, deletes and clears of the tables, and keeps one hit per item', async () => {
    const db = testDb();
    let changes = 0;
    const index = indexOf(db, () => {
      changes += 1;
    });
    expect(await index.query('quantum')).toEqual([]);
    expect(changes).toBe(0);

    const group = {
      id: 91,
      name: 'Quantum Circle',
      name_slug: 'quantum-circle',
      group_type: 'circle',
      description: 'Qubits',
      parent_group_detail: null,
    };
    await db.groups.put(group as never);
    await db.directory.put({
      key: 'circle:91',
      id: 91,
      type: 'circle',
      name: 'Quantum Circle',
      slug: 'quantum-circle',
      description: 'Qubits',
      institution_name: null,
    } as never);
    await index.settled();
    const hits = await index.query('quantm circle');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ kind: 'group', slug: 'quantum-circle', sub: 'circle' });
    // Pages showing answers are told the index changed; a write that changes no document is not news.
    const told = changes;
    expect(told).toBeGreaterThan(0);
    await db.groups.put(group as never);
    await index.settled();
    expect(changes).toBe(told);

    await db.groups.put({ ...group, name: 'Photonics Circle' } as never);
    await db.directory.delete('circle:91');
    await index.settled();
    expect(await index.query('quantum')).toEqual([]);
    expect(await index.query('photonics')).toHaveLength(1);

    await db.groups.clear();
    await index.settled();
    expect(await index.query('photonics')).toEqual([]);
    expect(index.size()).toBe(0);
  });

  it('answers from its saved copy after a restart, then catches up with the tables', async () => {
    const { db } = await syncedDevice(realNetwork(api()));
    const first = indexOf(db);
    await first.settled();
    const stored = first.size();
    expect(stored).toBeGreaterThan(10);
    await first.save();
    first.stop();
    const saved = await db.searchIndex.get('index');
    expect(saved?.fingerprints).toHaveLength(stored);

    // A job arrives while no index is running: the restarted one still finds it.
    const job = await db.jobs.toCollection().first();
    if (!job) throw new Error('the seed has jobs');
    await db.jobs.put({ ...job, id: 999_001, slug: 'zoology-keeper', title: 'Zoology keeper' });

    const second = indexOf(db);
    expect((await second.query('product analyst')).length).toBeGreaterThan(0);
    await second.settled();
    expect((await second.query('zoology'))[0]).toMatchObject({ ref: '999001' });
    expect(second.size()).toBe(stored + 1);
  });

  it("holds the member's messages and notifications only while they are signed in", async () => {
    const { db, ctx } = await syncedDevice(realNetwork(api()));
    const index = indexOf(db);
    await db.notifications.put({
      id: 5,
      type: 'group',
      notification_type: 'membership_accepted',
      message: 'Your request to join <b>Marine Biology</b> was accepted',
      created_at: '2026-01-01T00:00:00Z',
      is_read: false,
      data: {},
    } as never);
    await db.chatMessages.put({
      id: '01JCHAT',
      peer_id: 7,
      room: 3,
      sender: { id: 7, name: 'Ada Lovelace', image_path: null, type: 'user', slug: 'ada-lovelace' },
      recipient: { id: 1, name: 'Me', image_path: null, type: 'user', slug: 'me' },
      timestamp: '2026-01-01T00:00:00Z',
      messages: [{ type: 'text', value: 'The seminar moved to Thursday' }],
      status: 'sent',
      error: null,
      is_new: false,
    });
    await index.settled();
    expect((await index.query('marine')).map((hit) => hit.kind)).toEqual(['notification']);
    expect(await index.query('seminar thursday')).toMatchObject([
      { kind: 'message', slug: 'ada-lovelace', detail: 'Ada Lovelace', title: 'The seminar moved to Thursday' },
    ]);
    await index.save();
    expect(await db.searchIndex.count()).toBe(1);

    await logout({ db, api: ctx.api, onSessionChanged: () => undefined });
    expect(await db.searchIndex.count()).toBe(0);
    await index.settled();
    expect(await index.query('marine')).toEqual([]);
    expect(await index.query('seminar')).toEqual([]);
  });
});
