/**
 * The groups area of the worker against the real server (real app, real PGlite with the demo
 * seed): lists and slugs cached into db.groups, members and images, joins with uploads first,
 * refusals rolled back with the server's message, leaving, and memberships from the feed and
 * the bootstrap. Each test acts as a new member on circles and events of its own.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_CONFERENCE_REGISTRATION, GROUP_MESSAGES, type Group, MESSAGES } from '../../contract';
import { groupMemberKey } from '../core/db';
import { mutate, needsAttention } from '../core/outbox';
import { pageCacheKey } from '../core/page-cache';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { createSearchIndex } from '../search/search-index';
import { mutations, storeTestPdf, syncedDevice, testContext, testDb } from '../testing/fixtures';
import { groupRow } from '../testing/group-data';
import { realApiForFile, sessionOf } from '../testing/real-api';
import { editGroup, membershipStatus, newGroup, newMember, removeGroup, setMembership } from '../testing/real-groups';
import { type RealNetwork, realNetwork } from '../testing/real-network';
import { createGroups } from './groups';
import { evictGroups, filterGroups } from './groups-local';

const api = realApiForFile();

const QUESTIONS = [
  { id: 'text1', label: 'What do you hope to learn?', type: 'text' as const, required: true, options: '' },
  { id: 'file2', label: 'Upload a CV or portfolio', type: 'file' as const, required: false, options: '' },
];

/** A circle with two questions, a circle in Ghana and a conference, new on the server. */
async function seed() {
  const women = await newGroup(api(), {
    name: 'Women in Data',
    countries: ['KE'],
    careerStages: [1],
    extraInfo: { is_external: false, external_link: null, questions: QUESTIONS },
  });
  const climate = await newGroup(api(), { name: 'Climate Careers', countries: ['GH'], careerStages: [1] });
  const fair = await newGroup(api(), { name: 'Career Fair', groupType: 'event', eventType: 'conference' });
  return { women, climate, fair };
}

/** A new member's device that has synced once. */
async function device(server: RealNetwork) {
  const member = await newMember(api());
  const synced = await syncedDevice(server, member.email);
  return { ...synced, member, groups: createGroups(synced.ctx) };
}

const circles = (path: string) =>
  api().call<{ data: Group[]; pagination: { count: number; next: string | null } }>('GET', path);

describe('groups worker area', { timeout: 60_000 }, () => {
  it('caches a listed page into db.groups, anonymously when there is no session, and filters it offline', async () => {
    const server = realNetwork(api());
    const { women, climate, fair } = await seed();
    const db = testDb();
    const ctx = testContext(db, server);
    const groups = createGroups(ctx);
    const result = await groups.list({ group_type: 'circle', search: 'c', page: 1, page_size: 9 });
    const listed = (await circles('/api/v1/groups/?group_type=circle&page=1&page_size=9')).body;
    expect(listed.data.slice(0, 2).map((group) => group.id)).toEqual([climate.id, women.id]);
    expect(result).toEqual({
      kind: 'done',
      ids: listed.data.map((group) => group.id),
      count: listed.pagination.count,
      next: listed.pagination.next,
    });
    const request = server.requests.at(-1);
    expect(request?.authorization).toBeNull();
    expect(request?.path).toBe('/api/v1/groups/?group_type=circle&page=1&page_size=9');
    expect((await db.groups.get(women.id))?.membership_status).toBeNull();

    server.failNext('network');
    expect(await groups.list({ group_type: 'circle', page: 1, page_size: 9 })).toEqual({ kind: 'offline' });
    const rows = await db.groups.toArray();
    // The seeded circles cached beside them answer the same filters by their own fields: the
    // filters are checked on this test's circles, whose fields it chose.
    const own = rows.filter((group) => [women.id, climate.id, fair.id].includes(group.id));
    const index = createSearchIndex(db);
    const matches = new Map(await index.match('groups', 'data'));
    index.stop();
    expect(filterGroups(own, { group_type: 'circle' }, matches).map((g) => g.name_slug)).toEqual([women.slug]);
    expect(filterGroups(own, { group_type: 'circle', country: 'GH' }).map((g) => g.id)).toEqual([climate.id]);
    expect(filterGroups(own, { group_type: 'circle', career_stage: '1' }).map((g) => g.id)).toEqual([
      climate.id,
      women.id,
    ]);
    expect(filterGroups(rows, { group_type: 'circle', membership: 'mine' })).toEqual([]);
    expect(filterGroups(rows, { group_type: 'event' })).toEqual([]);
  });

  it('answers missing for an unknown slug and deletes the cached row', async () => {
    const server = realNetwork(api());
    const { women, climate } = await seed();
    const { db, groups } = await device(server);
    expect(await groups.bySlug(women.slug)).toBe('ready');
    expect(await db.groups.where('name_slug').equals(women.slug).count()).toBe(1);
    await removeGroup(api(), women.id);
    expect(await groups.bySlug(women.slug)).toBe('missing');
    expect(await db.groups.count()).toBe(0);
    server.failNext('network');
    expect(await groups.bySlug(climate.slug)).toBe('offline');
  });

  it('lists members into db.groupMembers and uploads a logo into db.groups', async () => {
    const server = realNetwork(api());
    const { women } = await seed();
    const other = await newMember(api());
    await setMembership(api(), women.id, other.id, 'accepted');
    // admin@ is staff: an administrator of every group.
    const { db, ctx } = await syncedDevice(server, 'admin@example.org');
    const groups = createGroups(ctx);
    const request = { status: 'accepted', page: 1, page_size: 15 } as const;
    expect(await groups.members(women.id, request)).toMatchObject({ kind: 'done', ids: [other.id], count: 1 });
    const cached = await db.onlineCache.get(pageCacheKey('groupMembersPage', { groupId: women.id, request }));
    expect(cached?.value).toEqual({ ids: [other.id], count: 1 });
    expect(await db.groupMembers.get(groupMemberKey(women.id, other.id))).toMatchObject({
      group_id: women.id,
      membership_status: 'accepted',
    });

    const fractions: number[] = [];
    const logo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const answer = await groups.uploadImage(women.id, 'logo', logo, 'logo.jpg', (f) => fractions.push(f));
    const stored = (await api().call<Group>('GET', `/api/v1/groups/slug/${women.slug}/`)).body;
    expect(stored.logo).toMatch(/\.jpg$/);
    expect(answer).toMatchObject({ ok: true, group: { logo: stored.logo } });
    expect((await db.groups.get(women.id))?.logo).toBe(stored.logo);
    expect(fractions.at(-1)).toBe(1);
    expect(await groups.uploadImage(999_999, 'cover_image', logo, 'c.jpg')).toEqual({
      ok: false,
      message: MESSAGES.notFound,
    });
    const exportPath = `/api/v1/groups/${women.id}/export-group-membership/?type=members`;
    const csv = await api().call('GET', exportPath, { token: (await sessionOf(api(), 'admin@example.org')).access });
    expect(csv.text).toContain(other.email);
    expect(await groups.csv(exportPath)).toEqual({ ok: true, text: csv.text });
  });
});

describe('group cache eviction', () => {
  it("evicts the least recently seen groups, never the member's own or followed ones", async () => {
    const db = testDb();
    await db.groups.bulkPut([
      { ...groupRow({ id: 1, name_slug: 'mine', membership_status: 'accepted' }), seenAt: 1 },
      { ...groupRow({ id: 2, name_slug: 'followed', followed: true }), seenAt: 2 },
      { ...groupRow({ id: 3, name_slug: 'old' }), seenAt: 3 },
      { ...groupRow({ id: 4, name_slug: 'older-still-seen' }), seenAt: 4 },
      { ...groupRow({ id: 5, name_slug: 'new' }), seenAt: 5 },
    ]);
    await evictGroups(db, 3);
    expect((await db.groups.toArray()).map((group) => group.id)).toEqual([1, 2, 5]);
  });
});

describe('group.join and group.leave', { timeout: 60_000 }, () => {
  it('joins offline at once, then sends once online with the file uploaded first', async () => {
    const server = realNetwork(api());
    const { women } = await seed();
    const { db, ctx, groups, member } = await device(server);
    await groups.bySlug(women.slug);
    await storeTestPdf(db, 'cv', '%PDF-1.4 cv', 'cv.pdf');
    await mutate(db, 'group.join', {
      groupId: women.id,
      kind: 'circle',
      answers: [
        { question_id: 'text1', value: 'Statistics' },
        { question_id: 'file2', value: 'cv.pdf', fileId: 'cv' },
      ],
      registration: null,
    });
    expect((await db.groups.get(women.id))?.membership_status).toBe('pending');

    server.failNext('network');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'transient', isUnreachable: true });
    expect((await db.groups.get(women.id))?.membership_status).toBe('pending');
    expect(await db.outbox.count()).toBe(1);

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const sent = mutations(server).filter((request) => request.authorization !== null);
    const upload = sent.filter((request) => request.path === '/api/v1/file-upload/');
    const joins = sent.filter((request) => request.path === `/api/v1/groups/${women.id}/join/`);
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
    expect(await membershipStatus(api(), women.id, member.id)).toBe('pending');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.get('cv')).toBeUndefined();
    expect((await db.groups.get(women.id))?.membership_status).toBe('pending');
  });

  it('sends an event registration with its uploaded abstract', async () => {
    const server = realNetwork(api());
    const { fair } = await seed();
    const { db, ctx, groups } = await device(server);
    await groups.bySlug(fair.slug);
    await storeTestPdf(db, 'abs', '%PDF-1.4 abstract', 'abstract.pdf');
    const registration = {
      ...EMPTY_CONFERENCE_REGISTRATION,
      phone_number: '+254700000000',
      participant_type: 'presenter',
    };
    await mutate(db, 'group.join', { groupId: fair.id, answers: [], registration, abstractFileId: 'abs' });
    await pushOutbox(ctx);
    const join = mutations(server).find((request) => request.path === `/api/v1/groups/${fair.id}/join/`);
    expect(join?.body).toMatchObject({
      extra_info: { phone_number: '+254700000000', abstract_file: expect.any(Number) },
    });
  });

  it('rolls a refused join back with the server message, or the catalogue one', async () => {
    const server = realNetwork(api());
    const { women, climate } = await seed();
    const member = await newMember(api());
    await setMembership(api(), climate.id, member.id, 'accepted');
    const { db, ctx } = await syncedDevice(server, member.email);
    const groups = createGroups(ctx);
    await groups.list({ group_type: 'circle', page: 1, page_size: 9 });
    expect((await db.groups.get(climate.id))?.membership_status).toBe('accepted');

    await mutate(db, 'group.join', { groupId: climate.id, kind: 'circle', answers: [], registration: null });
    expect((await db.groups.get(climate.id))?.membership_status).toBe('pending');
    await pushOutbox(ctx);
    expect((await db.groups.get(climate.id))?.membership_status).toBe('accepted');
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([GROUP_MESSAGES.alreadyMember]);

    // A per-question refusal has no general message: the catalogue's row is shown.
    await mutate(db, 'group.join', { groupId: women.id, kind: 'circle', answers: [], registration: null });
    await pushOutbox(ctx);
    expect((await db.groups.get(women.id))?.membership_status).toBeNull();
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([
      GROUP_MESSAGES.alreadyMember,
      GROUP_MESSAGES.couldNotJoin('circle'),
    ]);
  });

  it('leaves a group, and rolls a refused leave back with the server message', async () => {
    const server = realNetwork(api());
    const { climate } = await seed();
    const member = await newMember(api());
    await setMembership(api(), climate.id, member.id, 'accepted');
    const { db, ctx } = await syncedDevice(server, member.email);
    const groups = createGroups(ctx);
    await groups.list({ group_type: 'circle', page: 1, page_size: 9 });

    await mutate(db, 'group.leave', { groupId: climate.id, kind: 'circle' });
    expect((await db.groups.get(climate.id))?.membership_status).toBeNull();
    await pushOutbox(ctx);
    expect(await membershipStatus(api(), climate.id, member.id)).toBeNull();
    expect(mutations(server).map((request) => request.path)).toContain(`/api/v1/groups/${climate.id}/leave/`);
    expect((await db.groups.get(climate.id))?.membership_status).toBeNull();

    await mutate(db, 'group.leave', { groupId: climate.id });
    await pushOutbox(ctx);
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([GROUP_MESSAGES.notAMember]);
  });

  it('applies an accepted membership from the change feed', async () => {
    const server = realNetwork(api());
    const { women } = await seed();
    const { db, ctx, groups, member } = await device(server);
    await groups.bySlug(women.slug);
    await mutate(db, 'group.join', {
      groupId: women.id,
      answers: [{ question_id: 'text1', value: 'Statistics' }],
      registration: null,
    });
    await pushOutbox(ctx);
    await setMembership(api(), women.id, member.id, 'accepted');
    await pull(ctx, { withMeta: false });
    expect((await db.groups.get(women.id))?.membership_status).toBe('accepted');
  });

  it('keeps a pending join over a pulled row until it is sent', async () => {
    const server = realNetwork(api());
    const { climate } = await seed();
    const { db, ctx, groups, member } = await device(server);
    await groups.bySlug(climate.slug);
    await mutate(db, 'group.join', { groupId: climate.id, answers: [], registration: null });
    // The group is edited meanwhile: the feed and a list both bring the row without a membership.
    await editGroup(api(), climate.id, 'Edited');
    await setMembership(api(), climate.id, member.id, null);
    await pull(ctx, { withMeta: false });
    await groups.list({ group_type: 'circle', page: 1, page_size: 9 });
    expect(await db.groups.get(climate.id)).toMatchObject({ membership_status: 'pending', description: 'Edited' });
    await pushOutbox(ctx);
    expect((await db.groups.get(climate.id))?.membership_status).toBe('pending');
  });

  it("loads the member's groups in the bootstrap", async () => {
    const server = realNetwork(api());
    const { fair } = await seed();
    const member = await newMember(api());
    await setMembership(api(), fair.id, member.id, 'accepted');
    const { db } = await syncedDevice(server, member.email);
    // Every membership, rejected and removed ones too, so a fresh device starts complete.
    expect(server.requests.map((r) => r.path)).toContain('/api/v1/groups/?membership=any&page=1&page_size=50');
    expect((await db.groups.get(fair.id))?.membership_status).toBe('accepted');
  });
});
