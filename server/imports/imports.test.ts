import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CareerEntry, CareerEntryInput } from '../../contract/career';
import { IMPORT_MESSAGES } from '../../contract/imports';
import { PROFILE_MESSAGES, type Profile, UPLOAD_MAX_BYTES, type UploadedFile } from '../../contract/profile';
import type { ChangesResponse } from '../../contract/sync';
import { LINKEDIN_EXPECTED, makeLinkedinExport } from '../../tests/fixtures/linkedin-export';
import { makeResumePdf, RESUME_EXPECTED } from '../../tests/fixtures/resume-pdf';
import { type ExpectedEntry, RESUME_SAMPLES, samplePdf } from '../../tests/fixtures/resume-samples';
import { topics } from '../profiles/schema';
import { newMember } from '../profiles/testing';
import { createTestApi, type TestApi } from '../testing';
import { encodePng } from '../web/icons';

let api: TestApi;
let pdf: Uint8Array;
const HOST = 'localhost:8080';

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5 });
  pdf = await makeResumePdf();
  // The topics the resume names (the seed may already hold them under another case).
  for (const name of RESUME_EXPECTED.topics) {
    const [hit] = await api.database.db.select().from(topics).where(sql`lower(${topics.name}) = lower(${name})`);
    if (!hit) await api.database.db.insert(topics).values({ name });
  }
});
afterAll(() => api?.close());

type Fields = Record<string, string | Uint8Array | File>;

async function postForm(app: { request: TestApi['app']['request'] }, path: string, token: string, fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value instanceof Uint8Array ? new File([new Uint8Array(value)], `${name}.bin`) : value);
  }
  const res = await app.request(path, {
    method: 'POST',
    headers: { Host: HOST, Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const importResume = (token: string, fields: Fields) =>
  postForm(api.app, '/api/v1/profile/import-resume/', token, fields);
const importLinkedin = (token: string, fields: Fields) =>
  postForm(api.app, '/api/v1/profile/import-linkedin/', token, fields);

async function entries(token: string, type: 'work' | 'education') {
  const res = await api.call<{ data: CareerEntry[] }>('GET', '/api/v1/career-entries/', { token });
  return res.body.data.filter((entry) => entry.type === type);
}

const ownProfile = async (token: string) => (await api.call<Profile>('GET', '/api/v1/profile/', { token })).body;
const lower = (names: readonly string[]) => names.map((name) => name.toLowerCase());

describe('POST /api/v1/profile/import-resume/', () => {
  it('reads a real two-page PDF into every section, keeps it as the resume, and logs the changes', async () => {
    const token = (await api.login('member@example.org')).access;
    const head = await api.call<ChangesResponse>('GET', '/api/v1/sync/changes/', { token });
    const workBefore = await entries(token, 'work');

    const res = await importResume(token, { file: new File([new Uint8Array(pdf)], 'Amara CV.pdf') });
    expect(res.status).toBe(200);
    const profile = res.body as Profile;
    expect(profile.title).toBe(RESUME_EXPECTED.title);
    expect(profile.country).toBe(RESUME_EXPECTED.country);
    expect(profile.location).toBe(`Lagos, ${RESUME_EXPECTED.countryName}`);
    expect(profile.short_bio).toBe(`<p>${RESUME_EXPECTED.summary}</p>`);
    expect(profile.career_story).toContain(
      'I am currently Senior Data Analyst at Lagos Health Data Lab (since January 2020).',
    );
    expect(profile.career_story).toContain('Data Analyst at Acme Analytics (2017–2019)');
    expect(profile.career_story).toContain('I studied MSc Data Science at University of Ibadan (2015)');
    expect(profile.prefered_language).toBe(RESUME_EXPECTED.languages[0]);
    expect(profile.skills_detailed.map((s) => s.name)).toEqual([...RESUME_EXPECTED.skills, RESUME_EXPECTED.newSkill]);
    expect(lower(profile.topics_detailed.map((t) => t.name))).toEqual(
      expect.arrayContaining(lower(RESUME_EXPECTED.topics)),
    );
    expect(profile.topics.length).toBeLessThanOrEqual(7);
    expect(profile.resume).toMatchObject({ name: 'Amara CV.pdf', mime_type: 'application/pdf', size: pdf.byteLength });
    expect(await ownProfile(token)).toEqual(profile);

    const work = await entries(token, 'work');
    expect(work.length).toBe(workBefore.length + RESUME_EXPECTED.work.length);
    for (const expected of RESUME_EXPECTED.work) {
      const entry = work.find((e) => e.title === expected.title && e.group?.name === expected.organization);
      expect(entry, expected.title).toMatchObject({
        description: expected.description,
        start_date: expected.startDate,
        end_date: expected.endDate,
        is_currently_working: expected.endDate === null,
      });
    }
    const python = profile.skills_detailed.find((s) => s.name === 'Python')!;
    expect(work.find((e) => e.group?.name === 'Acme Analytics')?.skills).toEqual([python.id]);
    const education = await entries(token, 'education');
    for (const expected of RESUME_EXPECTED.education) {
      expect(education.find((e) => e.title === expected.title)).toMatchObject({
        group: expect.objectContaining({ name: expected.institution }),
        start_date: expected.startDate,
        end_date: expected.endDate,
      });
    }

    const feed = await api.call<ChangesResponse>('GET', `/api/v1/sync/changes/?cursor=${head.body.cursor}`, { token });
    const changed = feed.body.changes.map((c) => `${c.entity}:${c.id}`);
    expect(changed).toContain(`profile:${profile.id}`);
    for (const entry of work.filter((e) => RESUME_EXPECTED.work.some((w) => w.title === e.title))) {
      expect(changed).toContain(`career_entry:${entry.id}`);
    }

    // A second import of the same resume adds no entry twice.
    expect((await importResume(token, { file: new File([new Uint8Array(pdf)], 'cv.pdf') })).status).toBe(200);
    expect((await entries(token, 'work')).length).toBe(work.length);
    expect((await entries(token, 'education')).length).toBe(education.length);
  });

  it('fills exactly the selected sections and leaves the others untouched', async () => {
    const token = (await api.login('student@example.org')).access;
    const before = await ownProfile(token);
    const workBefore = await entries(token, 'work');
    const educationBefore = await entries(token, 'education');

    const res = await importResume(token, {
      file: new File([new Uint8Array(pdf)], 'cv.pdf'),
      sections: 'education,skills',
    });
    expect(res.status).toBe(200);
    const after = res.body as Profile;
    expect(after.skills_detailed.map((s) => s.name)).toEqual([...RESUME_EXPECTED.skills, RESUME_EXPECTED.newSkill]);
    const education = await entries(token, 'education');
    expect(education.length).toBe(educationBefore.length + RESUME_EXPECTED.education.length);
    expect(await entries(token, 'work')).toEqual(workBefore);
    for (const key of [
      'title',
      'country',
      'location',
      'short_bio',
      'career_story',
      'prefered_language',
      'topics',
    ] as const) {
      expect(after[key], key).toEqual(before[key]);
    }
  });

  it('imports an uploaded resume by resume_id', async () => {
    const token = (await api.login('admin@example.org')).access;
    const uploaded = await postForm(api.app, '/api/v1/file-upload/', token, {
      file: new File([new Uint8Array(pdf)], 'cv.pdf'),
      purpose: 'resume',
    });
    const id = (uploaded.body as UploadedFile).id;
    const res = await importResume(token, { resume_id: String(id), sections: 'title,country' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: RESUME_EXPECTED.title, country: RESUME_EXPECTED.country, resume: { id } });
    const other = (await api.login('member@example.org')).access;
    expect((await importResume(other, { resume_id: String(id) })).status).toBe(400);
  });

  it('answers the spec messages for no file, a non-PDF, a PDF without text, too large, unknown sections', async () => {
    const token = (await api.login('member@example.org')).access;
    expect(await importResume(token, {})).toEqual({ status: 400, body: { file: [PROFILE_MESSAGES.uploadResume] } });
    const png = new Uint8Array(encodePng(1, 1, new Uint8Array(4)));
    expect(await importResume(token, { file: new File([png], 'cv.pdf') })).toEqual({
      status: 400,
      body: { file: [PROFILE_MESSAGES.resumeNotPdf] },
    });
    const blank = await makeResumePdf({ blank: true });
    expect(await importResume(token, { file: new File([new Uint8Array(blank)], 'scan.pdf') })).toEqual({
      status: 400,
      body: { detail: IMPORT_MESSAGES.noPdfText },
    });
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(pdf);
    expect(await importResume(token, { file: new File([big], 'big.pdf') })).toEqual({
      status: 400,
      body: { file: [PROFILE_MESSAGES.resumeTooLarge] },
    });
    expect(
      await importResume(token, { file: new File([new Uint8Array(pdf)], 'cv.pdf'), sections: 'title,hobbies' }),
    ).toEqual({ status: 400, body: { sections: [IMPORT_MESSAGES.unknownSection] } });
  });
});

describe('POST /api/v1/profile/import-linkedin/', () => {
  it('imports a LinkedIn data-export archive', async () => {
    const token = (await api.login('admin@example.org')).access;
    const workBefore = await entries(token, 'work');
    const res = await importLinkedin(token, {
      archive: new File([new Uint8Array(makeLinkedinExport())], 'Basic_LinkedInDataExport.zip'),
    });
    expect(res.status).toBe(200);
    const profile = res.body as Profile;
    expect(profile).toMatchObject({
      title: LINKEDIN_EXPECTED.title,
      country: LINKEDIN_EXPECTED.country,
      location: LINKEDIN_EXPECTED.location,
      short_bio: `<p>${LINKEDIN_EXPECTED.summary}</p>`,
      prefered_language: LINKEDIN_EXPECTED.languages[0],
    });
    expect(profile.skills_detailed.map((s) => s.name)).toEqual([...LINKEDIN_EXPECTED.skills]);
    expect(profile.career_story).toContain('I am currently Product Manager at Sika Payments (since January 2021).');
    const work = await entries(token, 'work');
    expect(work.length).toBe(workBefore.length + LINKEDIN_EXPECTED.work.length);
    for (const expected of LINKEDIN_EXPECTED.work) {
      expect(work.find((e) => e.title === expected.title)).toMatchObject({
        group: expect.objectContaining({ name: expected.organization }),
        description: expected.description,
        start_date: expected.startDate,
        end_date: expected.endDate,
      });
    }
    const education = await entries(token, 'education');
    expect(education.find((e) => e.title === LINKEDIN_EXPECTED.education[0].title)).toMatchObject({
      group: expect.objectContaining({ name: LINKEDIN_EXPECTED.education[0].institution }),
      start_date: LINKEDIN_EXPECTED.education[0].startDate,
      end_date: LINKEDIN_EXPECTED.education[0].endDate,
    });
  });

  it('answers the spec message without archive or url, and explains a url import is not configured', async () => {
    const token = (await api.login('member@example.org')).access;
    const enter = { status: 400, body: { url: [PROFILE_MESSAGES.enterLinkedinUrl] } };
    expect(await importLinkedin(token, {})).toEqual(enter);
    expect(await importLinkedin(token, { url: '   ' })).toEqual(enter);
    const json = await api.call('POST', '/api/v1/profile/import-linkedin/', { token, body: { url: ' ' } });
    expect({ status: json.status, body: json.body }).toEqual(enter);
    const byUrl = await api.call('POST', '/api/v1/profile/import-linkedin/', {
      token,
      body: { url: 'https://www.linkedin.com/in/someone', sections: ['title'] },
    });
    expect(byUrl.status).toBe(400);
    expect(byUrl.body).toEqual({ detail: IMPORT_MESSAGES.linkedinUrlNotConfigured });
    expect(await importLinkedin(token, { archive: new TextEncoder().encode('not a zip') })).toEqual({
      status: 400,
      body: { archive: [IMPORT_MESSAGES.linkedinArchiveUnreadable] },
    });
  });
});

/** What the timelines show of an entry, in the fixture's terms. */
const shown = (entry: CareerEntry): ExpectedEntry => ({
  title: entry.title,
  group: entry.group?.name ?? '',
  start: entry.start_date,
  end: entry.end_date,
});

/** The entry as the edit form sends it back when the member only presses Save. */
const unchanged = (entry: CareerEntry) => ({
  id: entry.id,
  type: entry.type,
  title: entry.title,
  group: entry.group?.id,
  description: entry.description,
  skills: entry.skills,
  is_currently_working: entry.is_currently_working,
  start_date: entry.start_date,
  end_date: entry.end_date,
});

describe('resume import of real-looking resumes', () => {
  it.each(RESUME_SAMPLES.map((sample) => [sample.file, sample] as const))(
    'stores the education, experience and skills of %s',
    async (_file, sample) => {
      const me = await newMember(api);
      const res = await importResume(me.token, {
        file: new File([new Uint8Array(await samplePdf(sample))], sample.file),
      });
      expect(res.status).toBe(200);
      const profile = res.body as Profile;
      expect(lower(profile.skills_detailed.map((s) => s.name))).toEqual(lower(sample.expected.skills));

      const work = await entries(me.token, 'work');
      const education = await entries(me.token, 'education');
      expect(work.map(shown)).toEqual(expect.arrayContaining(sample.expected.work));
      expect(work).toHaveLength(sample.expected.work.length);
      expect(education.map(shown)).toEqual(expect.arrayContaining(sample.expected.education));
      expect(education).toHaveLength(sample.expected.education.length);

      // Every imported entry is complete for the edit form: it saves as it is.
      const skillIds = new Set(profile.skills);
      for (const entry of [...work, ...education]) {
        expect(entry.description.trim(), entry.title).not.toBe('');
        expect(entry.skills.length, entry.title).toBeGreaterThan(0);
        expect(
          entry.skills.every((id) => skillIds.has(id)),
          entry.title,
        ).toBe(true);
        expect(entry.skills_detailed.map((s) => s.id)).toEqual(entry.skills);
        expect(v.safeParse(CareerEntryInput, unchanged(entry)).success, entry.title).toBe(true);
        const saved = await api.call<CareerEntry>('POST', '/api/v1/career-entries/', {
          token: me.token,
          body: unchanged(entry),
        });
        expect(saved.status, `${entry.title}: ${saved.text}`).toBeLessThan(300);
        expect(shown(saved.body)).toEqual(shown(entry));
      }
    },
  );
});
