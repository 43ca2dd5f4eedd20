/**
 * The groups area of the sync worker against the real server (real app, real PGlite with the
 * demo seed): the shapes it parses, the join with an uploaded file, refusals, leave, the feed.
 */
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../../contract';
import { mutate, needsAttention } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { storeTestPdf } from '../testing/fixtures';
import { realServerFile } from '../testing/real-server';
import { createGroups } from './groups';

const { device } = realServerFile();

describe('groups over the real server', { timeout: 60_000 }, () => {
  it('lists circles anonymously into db.groups and finds one by slug', async () => {
    const { db, ctx } = await device(null);
    const groups = createGroups(ctx);
    const page = await groups.list({ group_type: 'circle', page: 1, page_size: 9 });
    expect(page.kind).toBe('done');
    if (page.kind !== 'done') return;
    expect(page.ids.length).toBeGreaterThan(0);
    expect(await db.groups.count()).toBe(page.ids.length);
    expect(await groups.bySlug('women-in-data')).toBe('ready');
    expect(await groups.bySlug('no-such-circle')).toBe('missing');
  });

  it('joins with answers and a file, then leaves; a refusal rolls back with the server message', async () => {
    const { db, ctx } = await device('member@example.org');
    await pull(ctx, { withMeta: true });
    const groups = createGroups(ctx);
    expect(await groups.bySlug('women-in-data')).toBe('ready');
    const circle = await db.groups.where('name_slug').equals('women-in-data').first();
    expect(circle?.membership_status).toBeNull();
    const questions = circle?.extra_info.questions ?? [];
    const text = questions.find((q) => q.type === 'text');
    const radio = questions.find((q) => q.type === 'radio');
    const file = questions.find((q) => q.type === 'file');
    expect(text && radio && file).toBeTruthy();
    await storeTestPdf(db, 'cv', '%PDF-1.4\n%test\n', 'cv.pdf');
    await mutate(db, 'group.join', {
      groupId: circle!.id,
      kind: 'circle',
      answers: [
        { question_id: text!.id, value: 'Statistics' },
        { question_id: radio!.id, value: 'Beginner' },
        { question_id: file!.id, value: 'cv.pdf', fileId: 'cv' },
      ],
      registration: null,
    });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(await needsAttention(db)).toEqual([]);
    expect((await db.groups.get(circle!.id))?.membership_status).toBe('pending');
    await pull(ctx, { withMeta: false });
    expect((await db.groups.get(circle!.id))?.membership_status).toBe('pending');

    await mutate(db, 'group.leave', { groupId: circle!.id, kind: 'circle' });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(await needsAttention(db)).toEqual([]);
    expect((await db.groups.get(circle!.id))?.membership_status).toBeNull();

    expect(await groups.bySlug('career-switchers-circle')).toBe('ready');
    const ended = await db.groups.where('name_slug').equals('career-switchers-circle').first();
    await mutate(db, 'group.join', { groupId: ended!.id, kind: 'circle', answers: [], registration: null });
    await pushOutbox(ctx);
    expect((await db.groups.get(ended!.id))?.membership_status).toBeNull();
    expect((await needsAttention(db)).map((entry) => entry.error)).toEqual([GROUP_MESSAGES.groupEnded]);
  });

  it('puts a join to a full circle on the wait list', async () => {
    const { db, ctx } = await device('member@example.org');
    await pull(ctx, { withMeta: true });
    const groups = createGroups(ctx);
    await groups.bySlug('founders-circle');
    const full = await db.groups.where('name_slug').equals('founders-circle').first();
    await mutate(db, 'group.join', { groupId: full!.id, answers: [], registration: null });
    expect((await db.groups.get(full!.id))?.is_waitlisted).toBe(true);
    await pushOutbox(ctx);
    expect(await db.groups.get(full!.id)).toMatchObject({ membership_status: 'pending', is_waitlisted: true });
  });

  it("lists an administrator's members and downloads the CSV export", async () => {
    const { db, ctx } = await device('admin@example.org');
    const groups = createGroups(ctx);
    await groups.bySlug('women-in-data');
    const circle = await db.groups.where('name_slug').equals('women-in-data').first();
    const members = await groups.members(circle!.id, { status: 'pending', page: 1, page_size: 50 });
    expect(members).toMatchObject({ kind: 'done', count: expect.any(Number) });
    expect(await db.groupMembers.where('group_id').equals(circle!.id).count()).toBeGreaterThan(0);
    const csv = await groups.csv(`/api/v1/groups/${circle!.id}/export-group-membership/?type=members`);
    expect(csv.ok).toBe(true);
    const anonymous = createGroups((await device(null)).ctx);
    expect(await anonymous.csv(`/api/v1/groups/${circle!.id}/export-group-membership/?type=members`)).toEqual({
      ok: false,
      message: GROUP_MESSAGES.couldNotDownload,
    });
  });

  it("bootstraps the member's own groups", async () => {
    const { db, ctx } = await device('student@example.org');
    await pull(ctx, { withMeta: true });
    const own = await db.groups.where('name_slug').equals('women-in-data').first();
    expect(own?.membership_status).toBe('accepted');
  });
});
