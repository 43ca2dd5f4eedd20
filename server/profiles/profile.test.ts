/**
 * GET/PATCH /api/v1/profile/ and GET /api/v1/profile/{name_slug}/ over a real PGlite:
 * the validation rules of spec part 1 section 5, conditional fields, references
 * (skills, topics, uploads, institutions), sanitising, the public view and tenant
 * isolation. Each write test uses a fresh member so tests do not depend on each other.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProfile } from '../../contract/connect';
import type { Identity } from '../../contract/identity';
import { MESSAGES } from '../../contract/messages';
import {
  CAREER_ADVICE_MAX_CHARS,
  careerAdviceMaxMessage,
  PROFILE_MESSAGES,
  type Profile,
} from '../../contract/profile';
import { groups, users } from '../db/schema';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { readOwnProfile } from './read';
import { profiles, uploads } from './schema';
import { newMember } from './testing';

let api: TestApi;
let member: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 0 });
  member = (await api.login('member@example.org')).access;
});
afterAll(() => api?.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
const patch = (token: string, body: unknown, host?: string) =>
  api.call<Profile & Record<string, string[]>>('PATCH', '/api/v1/profile/', { token, body, ...(host ? { host } : {}) });

describe('GET /api/v1/profile/', () => {
  it('answers the seeded demo profile with details and a finished registration', async () => {
    const res = await api.call<Profile>('GET', '/api/v1/profile/', { token: member });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Mateo', last_name: 'Silva', title: 'Product Designer' });
    expect(res.body.registration_completed_at).not.toBeNull();
    expect(res.body.skills_detailed.map((s) => s.id)).toEqual(res.body.skills);
    expect(res.body.topics_detailed.map((t) => t.id)).toEqual(res.body.topics);
    expect(res.body.institution_detailed?.id).toBe(res.body.institution);
    expect(res.body.group_profile.career_stage).toBe(res.body.extra_info.career_stage);
    expect(res.body.completion_percent).toBeGreaterThan(50);
  });

  it('reads defaults for a member without a profile row (the newcomer)', async () => {
    const newcomer = (await api.login('newcomer@example.org')).access;
    const res = await api.call<Profile>('GET', '/api/v1/profile/', { token: newcomer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ short_bio: '', skills: [], picture: null, registration_completed_at: null });
    expect(res.body.extra_info.career_stage).toBeNull();
  });

  it('needs a token', async () => {
    expect((await api.call('GET', '/api/v1/profile/')).status).toBe(401);
  });
});

describe('PATCH /api/v1/profile/ writes', () => {
  it('creates the row on first write, splits users/profiles fields, merges extra_info key by key', async () => {
    const fresh = await newMember(api);
    const first = await patch(fresh.token, {
      first_name: 'Ada',
      title: 'Analyst',
      country: 'KE',
      short_bio: '<p>Hello</p>',
      extra_info: { career_stage: 2 },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ first_name: 'Ada', title: 'Analyst', country: 'KE', short_bio: '<p>Hello</p>' });
    const second = await patch(fresh.token, { extra_info: { reason_to_join: [1, 2] }, location: 'Nairobi' });
    expect(second.body.extra_info).toMatchObject({ career_stage: 2, reason_to_join: [1, 2] });
    expect(second.body.group_profile).toMatchObject({ career_stage: 2, reason_to_join: [1, 2] });
    expect(second.body.location).toBe('Nairobi');
    expect(Date.parse(second.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.body.updated_at));
    const [user] = await api.database.db.select().from(users).where(eq(users.id, fresh.id));
    expect(user).toMatchObject({ firstName: 'Ada', title: 'Analyst', country: 'KE', location: 'Nairobi' });
    const [row] = await api.database.db.select().from(profiles).where(eq(profiles.userId, fresh.id));
    expect(row?.extraInfo).toMatchObject({ career_stage: 2, reason_to_join: [1, 2] });
  });

  it('stores the group profile: current_role on the user, job_function only for role 3', async () => {
    const fresh = await newMember(api);
    const other = await patch(fresh.token, { group_profile: { current_role: 2, job_function: 4 } });
    expect(other.status).toBe(200);
    expect(other.body.group_profile).toMatchObject({ current_role: 2, job_function: null });
    const three = await patch(fresh.token, {
      group_profile: { current_role: 3, job_function: 4, interested_services: [1, 2], specific_needs: '  help  ' },
    });
    expect(three.body.group_profile).toMatchObject({
      current_role: 3,
      job_function: 4,
      interested_services: [1, 2],
      specific_needs: 'help',
    });
  });

  it('a high-school role forces the career stage, whatever the patch says', async () => {
    const fresh = await newMember(api);
    const forced = await patch(fresh.token, { group_profile: { current_role: 1 }, extra_info: { career_stage: 5 } });
    expect(forced.status).toBe(200);
    expect(forced.body.extra_info.career_stage).toBe(1);
    expect(forced.body.group_profile.career_stage).toBe(1);
    const later = await patch(fresh.token, { extra_info: { career_stage: 4 } });
    expect(later.body.extra_info.career_stage).toBe(1);
    const changed = await patch(fresh.token, { group_profile: { current_role: 4 }, extra_info: { career_stage: 5 } });
    expect(changed.body.extra_info.career_stage).toBe(5);
  });

  it('keeps country_of_origin on a diaspora tenant and ignores it elsewhere', async () => {
    const here = await newMember(api);
    const kept = await patch(here.token, { extra_info: { country_of_origin: 'NG' } });
    expect(kept.body.extra_info.country_of_origin).toBe('NG');
    const campus = await newMember(api, CAMPUS_HOST);
    const dropped = await patch(campus.token, { extra_info: { country_of_origin: 'NG', department: 2 } }, CAMPUS_HOST);
    expect(dropped.status).toBe(200);
    expect(dropped.body.extra_info).toMatchObject({ country_of_origin: null, department: 2 });
  });

  it('sanitises rich text: scripts and unsafe links are dropped', async () => {
    const fresh = await newMember(api);
    const res = await patch(fresh.token, {
      short_bio:
        '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p>',
      career_story: '<h3>Story</h3><img src=x onerror=alert(1)><blockquote>quote</blockquote>',
    });
    expect(res.status).toBe(200);
    expect(res.body.short_bio).not.toMatch(/script|onclick|javascript/);
    expect(res.body.short_bio).toContain('<a href="https://ok.example">ok</a>');
    expect(res.body.career_story).toBe('<h3>Story</h3><blockquote>quote</blockquote>');
  });

  it('registration_completed sets registration_completed_at once', async () => {
    const fresh = await newMember(api);
    const res = await patch(fresh.token, { registration_completed: true });
    expect(res.body.registration_completed_at).not.toBeNull();
    const again = await patch(fresh.token, { registration_completed: true });
    expect(again.body.registration_completed_at).toBe(res.body.registration_completed_at);
  });

  it('a non-numeric institution name creates an institution group, reused case-insensitively', async () => {
    const fresh = await newMember(api);
    const res = await patch(fresh.token, { institution: 'Qz Night School' });
    expect(res.status).toBe(200);
    const [group] = await api.database.db.select().from(groups).where(eq(groups.id, res.body.institution!));
    expect(group).toMatchObject({ name: 'Qz Night School', groupType: 'institution', nameSlug: 'qz-night-school' });
    expect(res.body.institution_detailed).toEqual({
      id: group!.id,
      name: 'Qz Night School',
      name_slug: 'qz-night-school',
    });
    const other = await newMember(api);
    const reused = await patch(other.token, { institution: 'qz night SCHOOL' });
    expect(reused.body.institution).toBe(group!.id);
    const byId = await patch(other.token, { institution: group!.id });
    expect(byId.body.institution).toBe(group!.id);
    const unknown = await patch(other.token, { institution: 999999 });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body)).toEqual(['institution']);
  });

  it('upload ids must be the member’s own uploads', async () => {
    const fresh = await newMember(api);
    const other = await newMember(api);
    const tenantId = api.seeded.defaultTenantId;
    const [mine, theirs] = await api.database.db
      .insert(uploads)
      .values([
        { tenantId, userId: fresh.id, key: `${tenantId}/qz-mine.png`, name: 'me.png', mimeType: 'image/png', size: 10 },
        {
          tenantId,
          userId: other.id,
          key: `${tenantId}/qz-theirs.png`,
          name: 'x.png',
          mimeType: 'image/png',
          size: 10,
        },
      ])
      .returning({ id: uploads.id });
    const refused = await patch(fresh.token, { picture: theirs!.id });
    expect(refused.status).toBe(400);
    expect(refused.body.picture).toHaveLength(1);
    const ok = await patch(fresh.token, { picture: mine!.id });
    expect(ok.body.picture).toBe(`/media/uploads/${tenantId}/qz-mine.png`);
    const identity = await api.call<Identity>('GET', '/api/v1/identity/', { token: fresh.token });
    expect(identity.body.profile.picture).toBe(ok.body.picture);
    expect(identity.body.profile.completion_percent).toBe(ok.body.completion_percent);
    const removed = await patch(fresh.token, { picture: null });
    expect(removed.body.picture).toBeNull();
  });
});

describe('PATCH /api/v1/profile/ validation (spec part 1 section 5)', () => {
  const cases: [string, unknown, Record<string, string[]>][] = [
    ['first_name blank', { first_name: ' ' }, { first_name: [MESSAGES.required] }],
    ['last_name missing value', { last_name: null }, { last_name: [MESSAGES.required] }],
    ['title blank', { title: '' }, { title: [MESSAGES.required] }],
    ['country blank', { country: '' }, { country: [MESSAGES.required] }],
    ['batch not an integer', { batch: 'x' }, { batch: [MESSAGES.required] }],
    ['skills empty', { skills: [] }, { skills: [MESSAGES.required] }],
    ['skills over 7', { skills: [1, 2, 3, 4, 5, 6, 7, 8] }, { skills: [PROFILE_MESSAGES.maxSkills] }],
    ['topics empty', { topics: [] }, { topics: [MESSAGES.required] }],
    ['topics over 7', { topics: [1, 2, 3, 4, 5, 6, 7, 8] }, { topics: [PROFILE_MESSAGES.maxTopics] }],
    ['short_bio over 400 words', { short_bio: `<p>${words(401)}</p>` }, { short_bio: [PROFILE_MESSAGES.max400Words] }],
    ['career_story over 400 words', { career_story: words(401) }, { career_story: [PROFILE_MESSAGES.max400Words] }],
    [
      'career_advice over its limit',
      { career_advice: 'x'.repeat(CAREER_ADVICE_MAX_CHARS + 1) },
      { career_advice: [careerAdviceMaxMessage(CAREER_ADVICE_MAX_CHARS)] },
    ],
    [
      'specific_needs over 500 characters',
      { group_profile: { specific_needs: 'x'.repeat(501) } },
      { 'group_profile.specific_needs': [PROFILE_MESSAGES.max500Characters] },
    ],
    [
      'additional_career_information over 200 words',
      { group_profile: { additional_career_information: words(201) } },
      { 'group_profile.additional_career_information': [PROFILE_MESSAGES.max200Words] },
    ],
    [
      'career_stage not an integer',
      { extra_info: { career_stage: 'two' } },
      { 'extra_info.career_stage': [MESSAGES.required] },
    ],
    [
      'career_stage a fraction',
      { extra_info: { career_stage: 1.5 } },
      { 'extra_info.career_stage': [MESSAGES.required] },
    ],
    [
      'career stage other over 30',
      { extra_info: { career_stage: 0, career_stage_other: 'x'.repeat(31) } },
      { 'extra_info.career_stage_other': [PROFILE_MESSAGES.max30Characters] },
    ],
    [
      'career goals other over 30',
      { extra_info: { reason_to_join: [0], reason_to_join_other: 'x'.repeat(31) } },
      { 'extra_info.reason_to_join_other': [PROFILE_MESSAGES.max50Characters] },
    ],
    [
      'field of interest other over 30',
      { extra_info: { professional_field: 0, professional_field_other: 'x'.repeat(31) } },
      { 'extra_info.professional_field_other': [PROFILE_MESSAGES.max50Characters] },
    ],
    [
      'current_role not an integer',
      { group_profile: { current_role: 'x' } },
      { 'group_profile.current_role': [MESSAGES.required] },
    ],
    [
      'interested_services empty',
      { group_profile: { interested_services: [] } },
      { 'group_profile.interested_services': [MESSAGES.required] },
    ],
    ['unknown skill', { skills: [999999] }, { skills: ['Invalid pk "999999" - object does not exist.'] }],
    ['unknown topic', { topics: [999999] }, { topics: ['Invalid pk "999999" - object does not exist.'] }],
  ];
  for (const [name, body, errors] of cases) {
    it(`400 on ${name}`, async () => {
      const res = await patch(member, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    });
  }

  it('accepts the limits themselves', async () => {
    const fresh = await newMember(api);
    const res = await patch(fresh.token, {
      short_bio: words(400),
      skills: [1, 2, 3, 4, 5, 6, 7],
      extra_info: { career_stage: 0, career_stage_other: 'x'.repeat(30) },
      group_profile: { specific_needs: 'x'.repeat(500), additional_career_information: words(200) },
    });
    expect(res.status).toBe(200);
    expect(res.body.extra_info.career_stage_other).toBe('x'.repeat(30));
  });

  it('ignores excluded conditional fields: other texts without their choice', async () => {
    const fresh = await newMember(api);
    const res = await patch(fresh.token, {
      extra_info: {
        career_stage: 2,
        career_stage_other: 'x'.repeat(40),
        reason_to_join: [1],
        reason_to_join_other: 'y',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.extra_info).toMatchObject({
      career_stage: 2,
      career_stage_other: null,
      reason_to_join_other: null,
    });
  });

  it('answers a malformed body with 400', async () => {
    const res = await api.call('PATCH', '/api/v1/profile/', { token: member, body: [1, 2] });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/v1/profile/{name_slug}/', () => {
  it('shows another member with follow state, career entries newest first and groups', async () => {
    const student = (await api.login('student@example.org')).access;
    const me = await api.call<Profile>('GET', '/api/v1/profile/', { token: member });
    const res = await api.call<PublicProfile>('GET', `/api/v1/profile/${me.body.name_slug}/`, { token: student });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.body.id, first_name: 'Mateo', is_staff: false, followed: false });
    expect(res.body).not.toHaveProperty('resume');
    expect(res.body).not.toHaveProperty('group_profile');
    expect(Number.isNaN(Date.parse(res.body.joined_at))).toBe(false);
    expect(res.body.work_experiences.length).toBeGreaterThan(0);
    expect(res.body.education_background.length).toBeGreaterThan(0);
    const starts = res.body.work_experiences.map((entry) => entry.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(res.body.groups.map((g) => g.group_type)).toContain('organization');
  });

  it('hides career advice of influencers', async () => {
    const tenantId = api.seeded.defaultTenantId;
    const [influencer] = await api.database.db
      .select({ id: users.id, slug: users.nameSlug, advice: profiles.careerAdvice })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.isInfluencer, true)))
      .limit(1);
    expect(influencer?.advice).not.toBe('');
    const res = await api.call<PublicProfile>('GET', `/api/v1/profile/${influencer!.slug}/`, { token: member });
    expect(res.body).toMatchObject({ is_influencer: true, career_advice: '' });
    // The owner still sees (and edits) their own advice.
    const own = await readOwnProfile(api.database.db, { id: tenantId }, influencer!.id);
    expect(own.career_advice).toBe(influencer!.advice);
  });

  it('answers 404 for unknown slugs and for members of another tenant', async () => {
    const fresh = await newMember(api);
    const unknown = await api.call('GET', '/api/v1/profile/nobody-at-all/', { token: member });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: MESSAGES.notFound });
    const campus = (await api.login('student@example.org', CAMPUS_HOST)).access;
    const across = await api.call('GET', `/api/v1/profile/${fresh.slug}/`, { token: campus, host: CAMPUS_HOST });
    expect(across.status).toBe(404);
    const local = await api.call('GET', `/api/v1/profile/${fresh.slug}/`, { token: member });
    expect(local.status).toBe(200);
  });
});
