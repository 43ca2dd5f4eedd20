/**
 * Step 0 imports through the real UI (spec part 1 sections 2, 4, 5): a real two-page resume
 * PDF and a real LinkedIn data-export archive, their client-side refusals, the server's
 * message as a toast, the completion card, and what the server stored afterwards.
 */
import { describe, expect, it } from 'vitest';
import { type CareerEntry, IMPORT_MESSAGES, IMPORT_SECTIONS, MESSAGES, PROFILE_MESSAGES } from '../../contract';
import { LINKEDIN_EXPECTED, makeLinkedinExport } from '../fixtures/linkedin-export';
import { makeResumePdf, RESUME_EXPECTED } from '../fixtures/resume-pdf';
import { CHIDI, samplePdf } from '../fixtures/resume-samples';
import { newMember, otpPage, signUp } from './support/account-pages';
import { api } from './support/api';
import { asReturningVisitor, openPage, WITH_SERVICE_WORKER } from './support/browser';
import { answerMissingInfoLater } from './support/connect-pages';
import { pathOf, serverAndBrowser } from './support/env';
import { codeIn, nextMail } from './support/mail';
import { profilePage } from './support/profile-pages';
import { newcomerAtRegistration, registration, storedCareerEntries, storedProfile } from './support/registration-pages';

const env = serverAndBrowser();

describe('resume import', () => {
  it('refuses a missing or non-PDF file, imports a real PDF and completes the registration', async () => {
    const { context, page } = await newcomerAtRegistration(env);
    const reg = registration(page);
    await reg.choose('With your resume');
    await reg.heading('Import your resume').waitFor();

    // All nine sections are selected by default.
    const sections = page.getByRole('group', { name: 'Sections to import' }).getByRole('checkbox');
    expect(await sections.count()).toBe(IMPORT_SECTIONS.length);
    for (const box of await sections.all()) expect(await box.isChecked()).toBe(true);

    await reg.importButton.click();
    await page.getByText(PROFILE_MESSAGES.uploadResume).waitFor();
    const file = page.getByLabel('Resume (PDF, up to 10 MB)');
    await file.setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a PDF at all') });
    await reg.importButton.click();
    await page.getByText(PROFILE_MESSAGES.resumeNotPdf).waitFor();

    await file.setInputFiles({
      name: 'amara-okafor.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await makeResumePdf()),
    });
    await reg.importButton.click();
    await page.getByRole('status').filter({ hasText: 'Importing your resume…' }).first().waitFor();
    await reg.heading(/^Your profile is ready/).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Try CareerGPS' }).getAttribute('href')).toBe('/careergps');
    expect(await page.getByRole('link', { name: 'View your profile' }).getAttribute('href')).toBe('/profile');
    await page.getByRole('link', { name: 'Watch the introduction video' }).waitFor();

    const stored = await storedProfile(env.server, 'localhost');
    expect(stored.title).toBe(RESUME_EXPECTED.title);
    expect(stored.skills_detailed.map((skill) => skill.name)).toEqual(
      expect.arrayContaining([...RESUME_EXPECTED.skills]),
    );
    const entries = await storedCareerEntries(env.server, 'localhost');
    expect(entries.filter((entry) => entry.type === 'work').map((entry) => entry.title)).toEqual(
      expect.arrayContaining(RESUME_EXPECTED.work.map((work) => work.title)),
    );
    expect(entries.filter((entry) => entry.type === 'education').map((entry) => entry.title)).toEqual(
      expect.arrayContaining(RESUME_EXPECTED.education.map((education) => education.title)),
    );
    expect(stored.registration_completed_at).toBeNull();

    await reg.finish.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
    await expect
      .poll(async () => (await storedProfile(env.server, 'localhost')).registration_completed_at, { timeout: 15_000 })
      .not.toBeNull();
    // A resume carries no career stage and no country of origin: the missing-info flow asks for them.
    const dialog = page.getByRole('dialog', { name: 'Complete your profile' });
    await dialog.getByText(PROFILE_MESSAGES.missingInformation).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Required').first().waitFor();
    await dialog.getByLabel('Career stage').selectOption({ label: 'Mid career' });
    await dialog.getByLabel('Country of origin').selectOption({ label: 'Nigeria' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await storedProfile(env.server, 'localhost')).extra_info, { timeout: 15_000 })
      .toMatchObject({ career_stage: 5, country_of_origin: 'NG' });
    await page.goto(`${env.server.origin()}/jobs`);
    await page.getByRole('heading', { name: 'Job Board' }).waitFor();
    await context.close();
  });
});

describe('LinkedIn import', () => {
  it('asks for an address, toasts the server refusal of one, and imports the data-export archive', async () => {
    const host = 'alumni.localhost';
    const { context, page } = await newcomerAtRegistration(env, host);
    const reg = registration(page);
    await reg.choose('One step with LinkedIn');
    await reg.heading('Import from LinkedIn').waitFor();

    await reg.fill('LinkedIn profile URL', '   ');
    await reg.importButton.click();
    await page.getByText(PROFILE_MESSAGES.enterLinkedinUrl).waitFor();

    // No LinkedIn adapter on this server: its message comes back as a toast; nothing is lost.
    await reg.fill('LinkedIn profile URL', 'https://www.linkedin.com/in/kwame-mensah');
    await reg.importButton.click();
    await page.getByText(IMPORT_MESSAGES.linkedinUrlNotConfigured).waitFor();
    expect(await page.getByLabel('LinkedIn profile URL').inputValue()).toBe('https://www.linkedin.com/in/kwame-mensah');

    // Imports need the network: offline the button is disabled and says why.
    await context.setOffline(true);
    await expect.poll(() => reg.importButton.isDisabled()).toBe(true);
    await page.getByText(MESSAGES.youAreOffline, { exact: true }).last().waitFor();
    await context.setOffline(false);
    await expect.poll(() => reg.importButton.isEnabled()).toBe(true);

    await page.getByLabel('Or your LinkedIn data export (.zip)').setInputFiles({
      name: 'Basic_LinkedInDataExport.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(makeLinkedinExport()),
    });
    await reg.importButton.click();
    await reg.heading(/^Your profile is ready/).waitFor({ timeout: 30_000 });

    const stored = await storedProfile(env.server, host);
    expect(stored).toMatchObject({ title: LINKEDIN_EXPECTED.title, country: LINKEDIN_EXPECTED.country });
    const entries = await storedCareerEntries(env.server, host);
    expect(entries.filter((entry) => entry.type === 'work').map((entry) => entry.title)).toEqual(
      expect.arrayContaining(LINKEDIN_EXPECTED.work.map((work) => work.title)),
    );
    await reg.finish.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
    await context.close();
  });
});

describe('the registration form offline', () => {
  it('saves each step while offline and sends them when the connection returns', async () => {
    const host = 'campus.localhost';
    const { context, page } = await newcomerAtRegistration(env, host);
    const reg = registration(page);
    await reg.heading('Current Role').waitFor();

    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: MESSAGES.youAreOffline }).first().waitFor();
    await reg.select('Current role', 'Student');
    await reg.next.click();
    await reg.heading('Career Information').waitFor();
    await reg.select('Career stage', 'Graduate');
    await reg.check('Find a graduate job');
    await reg.next.click();
    await reg.heading('AI Experience').waitFor();
    await reg.check('Resume review');
    await reg.next.click();
    // Organizations need the network; the step says so and may be skipped.
    await reg.heading('Select your organization').waitFor();
    await page.getByText(MESSAGES.youAreOffline, { exact: true }).first().waitFor();
    await reg.skip.click();
    await reg.heading('University Information').waitFor();
    await reg.fill('Affiliation', 'Graduate student');
    await reg.select('College', 'Business School');
    await reg.select('Department', 'Economics');
    await reg.select('University batch', '2048');
    await reg.next.click();
    await reg.heading(PROFILE_MESSAGES.almostComplete).waitFor();
    expect((await storedProfile(env.server, host)).group_profile.current_role).toBeNull();

    await context.setOffline(false);
    await expect
      .poll(async () => (await storedProfile(env.server, host)).extra_info.department, { timeout: 20_000 })
      .toBe(4);
    const stored = await storedProfile(env.server, host);
    expect(stored.group_profile).toMatchObject({ current_role: 2, interested_services: [4] });
    expect(stored.extra_info).toMatchObject({ career_stage: 3, reason_to_join: [2], uni_batch: 2048 });
    await reg.finish.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
    await context.close();
  });
});

describe('resume import of a one-column resume with education first', () => {
  it('shows the education and skill names, and an imported job saves without adding a skill', async () => {
    const host = 'localhost';
    const origin = env.server.origin(host);
    const member = newMember('resume');
    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    const page = await openPage(context, `${origin}/signup`);
    await signUp(page, member);
    const otp = otpPage(page);
    await otp.type(codeIn(await nextMail(env.server, host, member.email)));
    await otp.verify.click();
    const reg = registration(page);
    await reg.choiceHeading.waitFor({ timeout: 20_000 });
    // A returning visitor: the service worker is installed and controls the page.
    await asReturningVisitor(page);
    await reg.choose('With your resume');
    await reg.heading('Import your resume').waitFor();
    await page.getByLabel('Resume (PDF, up to 10 MB)').setInputFiles({
      name: CHIDI.file,
      mimeType: 'application/pdf',
      buffer: Buffer.from(await samplePdf(CHIDI)),
    });
    await reg.importButton.click();
    await reg.heading(/^Your profile is ready/).waitFor({ timeout: 30_000 });
    await answerMissingInfoLater(page);
    await reg.finish.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');

    await page.goto(`${origin}/profile`);
    const profile = profilePage(page);
    await profile.tab('Education and Learning').click();
    const [degree] = CHIDI.expected.education;
    const education = profile.entry(degree!.title);
    // The entries the import made reach this new page through its first sync, which a machine
    // busy with other tests can take tens of seconds to finish.
    await education.getByText(degree!.group, { exact: true }).waitFor({ timeout: 45_000 });
    // The missing-info dialog opens whenever its chunk is in and hides the rest of the page from
    // the accessibility tree. A count or a read is no action, so the dialog's handler (Later)
    // does not run for it: each read waits for what it reads first, which lets the handler run.
    const dates = education.getByText(/2013 – .*2017/);
    await expect
      .poll(async () => {
        await dates.first().waitFor();
        return dates.count();
      })
      .toBe(1);

    await profile.tab('Career Tree').click();
    // The role whose description names no skill carries the resume's skills, new ones included.
    const job = profile.entry('Software Developer');
    const jobSkills = job.getByRole('list', { name: 'Skills' });
    await jobSkills.waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => {
        await jobSkills.waitFor();
        return jobSkills.getByRole('listitem').allTextContents();
      })
      .toEqual(CHIDI.expected.skills);

    const token = (
      await api<{ access: string }>(env.server.port, host, 'POST', '/api/v1/token/', {
        body: { email: member.email, password: member.password },
      })
    ).body.access;
    const storedJob = async () => {
      const res = await api<{ data: CareerEntry[] }>(env.server.port, host, 'GET', '/api/v1/career-entries/', {
        token,
      });
      return res.body.data.find((entry) => entry.title === 'Software Developer');
    };
    const before = await storedJob();

    await job.getByRole('button', { name: 'Edit Software Developer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit experience' });
    const chosen = dialog.getByRole('list', { name: 'Chosen skills' });
    await chosen.waitFor();
    const names = await chosen.getByRole('listitem').allTextContents();
    expect(names).toEqual(CHIDI.expected.skills);
    for (const name of names) expect(name).not.toMatch(/#\d+/);
    expect(await dialog.getByText('Required', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await storedJob())?.updated_at, { timeout: 15_000 }).not.toBe(before?.updated_at);
    expect(await storedJob()).toMatchObject({
      title: 'Software Developer',
      group: expect.objectContaining({ name: 'Andela' }),
      skills: before?.skills,
      start_date: '2017-03-01',
      end_date: '2018-12-01',
    });
    await context.close();
  });
});
