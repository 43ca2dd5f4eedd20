import { describe, expect, it } from 'vitest';
import { EMPTY_CONFERENCE_REGISTRATION, GROUP_MESSAGES } from '../../contract';
import { mutate, needsAttention } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { mutations, syncedDevice, testContext } from '../testing/fake-fixtures';
import { fakeGroup, setMembership } from '../testing/fake-group-routes';
import { createFakeServer, type FakeServer } from '../testing/fake-server';
import { storeTestPdf, testDb } from '../testing/fixtures';
import { createGroups } from './groups';
import { evictGroups, filterGroups } from './groups-local';

const QUESTIONS = [
  { id: 'text1', label: 'What do you hope to learn?', type: 'text' as const, required: true, options: '' },
  { id: 'file2', label: 'Upload a CV or portfolio', type: 'file' as const, required: false, options: '' },
];

function seed(server: FakeServer) {
  const groups = server.state.groups.groups;
  groups.set(
    1,
    fakeGroup({
      id: 1,
      name: 'Women in Data',
      name_slug: 'women-in-data',
      extra_info: { is_external: false, external_link: null, questions: QUESTIONS },
    }),
  );
  groups.set(
    2,
    fakeGroup({
      id: 2,
      name: 'Climate Careers',
      name_slug: 'climate-careers-circle',
      countries: ['GH'],
      created_at: '2026-02-01T00:00:00.000Z',
    }),
  );
  groups.set(
    3,
    fakeGroup({
      id: 3,
      name: 'Career Fair',
      name_slug: 'career-fair-2026',
      group_type: 'event',
      event_type: 'conference',
    }),
  );
}

async function device(server: FakeServer) {
  const synced = await syncedDevice(server);
  return { ...synced, groups: createGroups(synced.ctx) };
}

describe('groups worker area', () => {
  it('caches a listed page into db.groups, anonymously when there is no session, and filters it offline', async () => {
    const server = createFakeServer();
    seed(server);
    const db = testDb();
    const ctx = testContext(db, server);
    const groups = createGroups(ctx);
    const result = await groups.list({ group_type: 'circle', search: 'c', page: 1, page_size: 9 });
    expect(result).toEqual({ kind: 'done', ids: [2, 1], count: 2, next: null });
    const request = server.requests.at(-1);
    expect(request?.authorization).toBeNull();
    expect(request?.path).toBe('/api/v1/groups/?group_type=circle&page=1&page_size=9');
    expect((await db.groups.get(1))?.membership_status).toBeNull();

    server.failNext('network');
    expect(await groups.list({ group_type: 'circle', page: 1, page_size: 9 })).toEqual({ kind: 'offline' });
    const rows = await db.groups.toArray();
    expect(filterGroups(rows, { group_type: 'circle', search: 'data' }).map((g) => g.name_slug)).toEqual([
      'women-in-data',
    ]);
    expect(filterGroups(rows, { group_type: 'circle', country: 'GH' }).map((g) => g.id)).toEqual([2]);
    expect(filterGroups(rows, { group_type: 'circle', career_stage: '1' }).map((g) => g.id)).toEqual([2, 1]);
    expect(filterGroups(rows, { group_type: 'circle', membership: 'mine' })).toEqual([]);
    expect(filterGroups(rows, { group_type: 'event' })).toEqual([]);
  });

  it('answers missing for an unknown slug and deletes the cached row', async () => {
    const server = createFakeServer();
    seed(server);
    const { db, groups } = await device(server);
    expect(await groups.bySlug('women-in-data')).toBe('ready');
    expect(await db.groups.where('name_slug').equals('women-in-data').count()).toBe(1);
    server.state.groups.groups.delete(1);
    expect(await groups.bySlug('women-in-data')).toBe('missing');
    expect(await db.groups.count()).toBe(0);
    server.failNext('network');
    expect(await groups.bySlug('climate-careers-circle')).toBe('offline');
  });

  it('lists members into db.groupMembers and uploads a logo into db.groups', async () => {
    const server = createFakeServer();
    seed(server);
    setMembership(server.state, 1, 2, 'accepted');
    const { db, groups } = await device(server);
    expect(await groups.members(1, { status: 'accepted', page: 1, page_size: 15 })).toMatchObject({
      kind: 'done',
      ids: [2],
      count: 1,
    });
    expect(await db.groupMembers.get('1:2')).toMatchObject({ group_id: 1, membership_status: 'accepted' });

    const fractions: number[] = [];
    const logo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const answer = await groups.uploadImage(1, 'logo', logo, 'logo.jpg', (f) => fractions.push(f));
    expect(answer).toMatchObject({ ok: true, group: { logo: '/media/logo.jpg' } });
    expect((await db.groups.get(1))?.logo).toBe('/media/logo.jpg');
    expect(fractions.at(-1)).toBe(1);
    expect(await groups.uploadImage(99, 'cover_image', logo, 'c.jpg')).toEqual({ ok: false, message: 'Not found.' });
    expect(await groups.csv('/api/v1/groups/1/export-group-membership/?type=members')).toEqual({
      ok: true,
      text: 'name,email\nMember 1,ada@example.com\n',
    });
  });
});

describe('group cache eviction', () => {
  it("evicts the least recently seen groups, never the member's own or followed ones", async () => {
    const db = testDb();
    await db.groups.bulkPut([
      { ...fakeGroup({ id: 1, name_slug: 'mine', membership_status: 'accepted' }), seenAt: 1 },
      { ...fakeGroup({ id: 2, name_slug: 'followed', followed: true }), seenAt: 2 },
      { ...fakeGroup({ id: 3, name_slug: 'old' }), seenAt: 3 },
      { ...fakeGroup({ id: 4, name_slug: 'older-still-seen' }), seenAt: 4 },
      { ...fakeGroup({ id: 5, name_slug: 'new' }), seenAt: 5 },
    ]);
    await evictGroups(db, 3);
    expect((await db.groups.toArray()).map((group) => group.id)).toEqual([1, 2, 5]);
  });
});

describe('group.join and group.leave', () => {
  it('joins offline at once, then sends once online with the file uploaded first', async () => {
    const server = createFakeServer();
    seed(server);
    const { db, ctx, groups } = await device(server);
    await groups.bySlug('women-in-data');
    await storeTestPdf(db, 'cv', '%PDF-1.4 cv', 'cv.pdf');
    await mutate(db, 'group.join', {
      groupId: 1,
      kind: 'circle',
      answers: [
        { question_id: 'text1', value: 'Statistics' },
        { question_id: 'file2', value: 'cv.pdf', fileId: 'cv' },
      ],
      registration: null,
    });
    expect((await db.groups.get(1))?.membership_status).toBe('pending');

    server.failNext('network');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'transient', isUnreachable: true });
    expect((await db.groups.get(1))?.membership_status).toBe('pending');
    expect(await db.outbox.count()).toBe(1);

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const sent = mutations(server).filter((request) => request.authorization !== null);
    const upload = sent.filter((request) => request.path === '/api/v1/file-upload/');
    const joins = sent.filter((request) => request.path === '/api/v1/groups/1/join/');
    expect(joins).toHaveLength(1);
    expect(sent.indexOf(upload.at(-1) ?? sent[0]!)).toBeLessThan(sent.indexOf(joins[0]!));
    expect(upload.at(-1)?.body).toMatchObject({ purpose: 'attachment', file: { name: 'cv.pdf' } });
    expect(upload.at(-1)?.idempotencyKey).toMatch(/:file:file2$/);
    expect(joins[0]?.body).toEqual({
      answers: [
        { question_id: 'text1', value: 'Statistics' },
        { question_id: 'file2', value: 'cv.pdf', file_id: expect.any(Number) },
      ],
      extra_info: null,
    });
    expect(server.state.groups.memberships.get('1|1')?.status).toBe('pending');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.get('cv')).toBeUndefined();
    expect((await db.groups.get(1))?.membership_status).toBe('pending');
  });

  it('sends an event registration with its uploaded abstract', async () => {
    const server = createFakeServer();
    seed(server);
    const { db, ctx, groups } = await device(server);
    await groups.bySlug('career-fair-2026');
    await storeTestPdf(db, 'abs', '%PDF-1.4 abstract', 'abstract.pdf');
    const registration = {
      ...EMPTY_CONFERENCE_REGISTRATION,
      phone_number: '+254700000000',
      participant_type: 'presenter',
    };
    await mutate(db, 'group.join', { groupId: 3, answers: [], registration, abstractFileId: 'abs' });
    await pushOutbox(ctx);
    const join = mutations(server).find((request) => request.path === '/api/v1/groups/3/join/');
    expect(join?.body).toMatchObject({
      extra_info: { phone_number: '+254700000000', abstract_file: expect.any(Number) },
    });
  });

  it('rolls a refused join back with the server message, or the catalogue one', async () => {
    const server = createFakeServer();
    seed(server);
    setMembership(server.state, 2, 1, 'accepted');
    const { db, ctx, groups } = await device(server);
    await groups.list({ group_type: 'circle', page: 1, page_size: 9 });
    expect((await db.groups.get(2))?.membership_status).toBe('accepted');

    await mutate(db, 'group.join', { groupId: 2, kind: 'circle', answers: [], registration: null });
    expect((await db.groups.get(2))?.membership_status).toBe('pending');
    await pushOutbox(ctx);
    expect((await db.groups.get(2))?.membership_status).toBe('accepted');
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([GROUP_MESSAGES.alreadyMember]);

    // A per-question refusal has no general message: the catalogue's row is shown.
    await mutate(db, 'group.join', { groupId: 1, kind: 'circle', answers: [], registration: null });
    await pushOutbox(ctx);
    expect((await db.groups.get(1))?.membership_status).toBeNull();
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([
      GROUP_MESSAGES.alreadyMember,
      GROUP_MESSAGES.couldNotJoin('circle'),
    ]);
  });

  it('leaves a group, and rolls a refused leave back with the server message', async () => {
    const server = createFakeServer();
    seed(server);
    setMembership(server.state, 2, 1, 'accepted');
    const { db, ctx, groups } = await device(server);
    await groups.list({ group_type: 'circle', page: 1, page_size: 9 });

    await mutate(db, 'group.leave', { groupId: 2, kind: 'circle' });
    expect((await db.groups.get(2))?.membership_status).toBeNull();
    await pushOutbox(ctx);
    expect(server.state.groups.memberships.has('2|1')).toBe(false);
    expect(mutations(server).map((request) => request.path)).toContain('/api/v1/groups/2/leave/');
    expect((await db.groups.get(2))?.membership_status).toBeNull();

    await mutate(db, 'group.leave', { groupId: 2 });
    await pushOutbox(ctx);
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([GROUP_MESSAGES.notAMember]);
  });

  it('applies an accepted membership from the change feed', async () => {
    const server = createFakeServer();
    seed(server);
    const { db, ctx, groups } = await device(server);
    await groups.bySlug('women-in-data');
    await mutate(db, 'group.join', {
      groupId: 1,
      answers: [{ question_id: 'text1', value: 'Statistics' }],
      registration: null,
    });
    await pushOutbox(ctx);
    setMembership(server.state, 1, 1, 'accepted');
    await pull(ctx, { withMeta: false });
    expect((await db.groups.get(1))?.membership_status).toBe('accepted');
  });

  it('keeps a pending join over a pulled row until it is sent', async () => {
    const server = createFakeServer();
    seed(server);
    const { db, ctx, groups } = await device(server);
    await groups.bySlug('climate-careers-circle');
    await mutate(db, 'group.join', { groupId: 2, answers: [], registration: null });
    // The group is edited meanwhile: the feed and a list both bring the row without a membership.
    server.state.groups.groups.set(2, { ...server.state.groups.groups.get(2)!, description: 'Edited' });
    setMembership(server.state, 2, 1, null);
    await pull(ctx, { withMeta: false });
    await groups.list({ group_type: 'circle', page: 1, page_size: 9 });
    expect(await db.groups.get(2)).toMatchObject({ membership_status: 'pending', description: 'Edited' });
    await pushOutbox(ctx);
    expect((await db.groups.get(2))?.membership_status).toBe('pending');
  });

  it("loads the member's groups in the bootstrap", async () => {
    const server = createFakeServer();
    seed(server);
    setMembership(server.state, 3, 1, 'accepted');
    const { db } = await device(server);
    expect(server.requests.map((r) => r.path)).toContain('/api/v1/groups/?membership=mine&page=1&page_size=50');
    expect((await db.groups.get(3))?.membership_status).toBe('accepted');
  });
});
