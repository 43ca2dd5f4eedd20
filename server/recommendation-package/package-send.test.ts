import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationItem } from '../../contract/connect';
import { PACKAGE_MESSAGES, type PackageItemType } from '../../contract/recommendation-package';
import { createTestApi, type TestApi, userIdOf } from '../testing';
import { mailTo } from '../testing-account';
import { recommendationPackages } from './schema';
import { addPerson, packageCalls } from './testing';

let api: TestApi;
let calls: ReturnType<typeof packageCalls>;
let staff: string;
let staffId: number;
let memberId: number;
const picked: Partial<Record<PackageItemType, RecommendationItem>> = {};

const MEMBER_EMAIL = 'member@example.org';
const payload = (items: { type: string; id: number }[], overrides: Record<string, unknown> = {}) => ({
  user_id: memberId,
  items,
  subject: 'Picks for <you> & yours',
  body: PACKAGE_MESSAGES.defaultBody,
  footer: PACKAGE_MESSAGES.defaultFooter,
  ...overrides,
});
const refs = (type: string, n: number) => Array.from({ length: n }, (_, i) => ({ type, id: i + 1 }));
const storedPackages = async () =>
  (await api.database.db.select({ n: count() }).from(recommendationPackages))[0]?.n ?? 0;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 10, draftJobCount: 0, campusJobCount: 0 });
  calls = packageCalls(api);
  staff = (await api.login('admin@example.org')).access;
  staffId = await userIdOf(api, 'admin@example.org');
  memberId = await userIdOf(api, MEMBER_EMAIL);
  for (const type of ['user', 'circle', 'job', 'resource', 'agent_report'] as const) {
    const res = await calls.candidates({ user_id: memberId, type }, staff);
    picked[type] = res.body.data[0];
  }
  const groups = await calls.groups({ user_id: memberId }, staff);
  const mentors = await calls.candidates(
    { user_id: memberId, type: 'mentor', group_id: groups.body.data[0]?.id ?? 0 },
    staff,
  );
  picked.mentor = mentors.body.data[0];
});

afterAll(() => api.close());

describe('refusing a package', () => {
  it('answers the limit message of the type over five', async () => {
    const cases: [string, string][] = [
      ['user', PACKAGE_MESSAGES.maxUsers],
      ['mentor', PACKAGE_MESSAGES.maxUsers],
      ['agent_report', PACKAGE_MESSAGES.maxReports],
      ['circle', PACKAGE_MESSAGES.maxGroups],
      ['event', PACKAGE_MESSAGES.maxGroups],
      ['resource', PACKAGE_MESSAGES.maxResources],
      ['external_resource', PACKAGE_MESSAGES.maxResources],
    ];
    for (const [type, message] of cases) {
      const res = await calls.send(payload([...refs('job', 2), ...refs(type, 6)]), staff);
      expect(res.status, type).toBe(400);
      expect(res.body, type).toEqual({ items: [message] });
    }
    expect((await calls.send(payload([]), staff)).body).toEqual({ items: [PACKAGE_MESSAGES.emptyPackage] });
  });

  it('refuses items that are gone or not for this member', async () => {
    const campusPerson = await addPerson(api, api.seeded.campusTenantId, { first: 'Cato', last: 'Campus' });
    for (const item of [
      { type: 'job', id: 2_000_000_000 },
      { type: 'user', id: memberId },
      { type: 'user', id: campusPerson },
      { type: 'agent_report', id: 2_000_000_000 },
      { type: 'mentee', id: staffId },
    ]) {
      const res = await calls.send(payload([{ type: 'job', id: picked.job?.id ?? 0 }, item]), staff);
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(res.body).toEqual({ items: [PACKAGE_MESSAGES.itemGone] });
    }
    const otherTenant = await calls.send({ ...payload(refs('job', 1)), user_id: campusPerson }, staff);
    expect(otherTenant.status).toBe(404);
    expect(otherTenant.body.detail).toBe(PACKAGE_MESSAGES.memberNotFound);
    expect(await storedPackages()).toBe(0);
  });

  it('answers 400, never a 5xx, to input that is not a package', async () => {
    const bodies: unknown[] = [
      payload(refs('job', 1), { user_id: '1' }),
      payload(refs('job', 1), { user_id: 1.5 }),
      payload(refs('job', 1), { user_id: 99_999_999_999 }),
      payload([{ type: 'bogus', id: 1 }]),
      payload([{ type: 'job', id: -1 }]),
      payload(refs('job', 1), { items: 'job' }),
      payload(refs('job', 1), { subject: 'x'.repeat(201) }),
      payload(refs('job', 1), { body: 'x'.repeat(5001) }),
      payload(refs('job', 1), { subject: '   ' }),
      payload(refs('job', 1), { footer: 7 }),
      payload(refs('job', 1), { subject: 'nul \u0000 byte' }),
      { user_id: memberId },
      [1, 2],
    ];
    for (const body of bodies) {
      const res = await calls.send(body, staff);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const huge = await calls.send(payload(refs('job', 1), { body: 'x'.repeat(6000) }), staff);
    expect(huge.body['body']).toEqual(['Ensure this field has no more than 5000 characters.']);
  });
});

describe('sending a package', () => {
  it('mails the member the items with reasons and links, escaped, and records it', async () => {
    const items = Object.values(picked).map((item) => ({ type: item.type, id: item.id }));
    expect(items).toHaveLength(6);
    const res = await calls.send(
      payload(items, { body: 'Hi {first_name},\n\nSee <b>these</b> & more.', footer: 'Team <Careers>' }),
      staff,
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.detail).toBe(PACKAGE_MESSAGES.emailSent);

    const [mail] = await mailTo(api, MEMBER_EMAIL);
    expect(mail?.subject).toBe('Picks for <you> & yours');
    expect(mail?.text).toContain('Hi Mateo,');
    expect(mail?.html).toContain('See &lt;b&gt;these&lt;/b&gt; &amp; more.');
    expect(mail?.html).toContain('Team &lt;Careers&gt;');
    expect(mail?.html).not.toContain('<b>these</b>');
    const origin = 'http://localhost:8080';
    const links = {
      user: `${origin}/profile/${picked.user?.name_slug}`,
      mentor: `${origin}/profile/${picked.mentor?.name_slug}`,
      circle: `${origin}/circle/${picked.circle?.slug}`,
      job: `${origin}/job/${picked.job?.slug}`,
      resource: `${origin}/resource/${picked.resource?.title_slug}`,
      agent_report: `${origin}/careergps-report/${picked.agent_report?.slug}`,
    };
    for (const [type, link] of Object.entries(links)) {
      const item = picked[type as PackageItemType];
      expect(mail?.text, type).toContain(link);
      expect(mail?.text, type).toContain(item?.reason);
      expect(mail?.html, type).toContain(`href="${link}"`);
    }
    for (const heading of ['People', 'Mentors', 'Circles', 'Jobs', 'Resources', 'Career reports'])
      expect(mail?.text).toContain(`${heading}\n- `);

    const [row] = await api.database.db
      .select()
      .from(recommendationPackages)
      .where(eq(recommendationPackages.id, res.body.id));
    expect(row).toMatchObject({ staffId, userId: memberId, subject: 'Picks for <you> & yours' });
    expect(row?.items.map((item) => [item.type, item.id, item.url])).toEqual(
      expect.arrayContaining(
        Object.entries(links).map(([type, link]) => [type, picked[type as PackageItemType]?.id, link]),
      ),
    );
  });

  it('sends once for a replayed Idempotency-Key', async () => {
    const before = (await mailTo(api, MEMBER_EMAIL)).length;
    const rowsBefore = await storedPackages();
    const body = payload([{ type: 'job', id: picked.job?.id ?? 0 }]);
    const headers = { 'Idempotency-Key': 'package-replay-1' };
    const first = await calls.send(body, staff, headers);
    const replay = await calls.send(body, staff, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await mailTo(api, MEMBER_EMAIL)).toHaveLength(before + 1);
    expect(await storedPackages()).toBe(rowsBefore + 1);
  });
});
