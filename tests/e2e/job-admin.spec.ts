/**
 * Job administration through the real UI and the real server: admin@ creates a
 * job (errors first), saves it as a draft nobody else sees, publishes it to the board and
 * converts it back; accepts the pending applicant of Product Analyst in the Applicant tab
 * and downloads the applicants CSV; reads recommended talent with reasons; a member gets
 * neither tab.
 */
import { describe, expect, it } from 'vitest';
import { GROUP_FORM_MESSAGES, GROUP_MESSAGES, JOB_FORM_MESSAGES, JOB_MESSAGES, questionOptions } from '../../contract';
import { api, apiToken } from './support/api';
import { downloadedBytes } from './support/browser';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import {
  applicantsOf,
  applicantsTab,
  boardTitles,
  jobAs,
  jobDialog,
  jobOrThrow,
  recommendedFor,
} from './support/job-admin-pages';

const env = serverAndBrowser();
const HOST = 'localhost';
const SLUG = 'product-analyst';
const DAY_MS = 86_400_000;

/** Downloads are accepted: the applicant exports are files. */
const pageAs = (email: string, path: string) => memberPage(env, path, email, { acceptDownloads: true });

describe('job administration', () => {
  it('creates a job: errors first, a draft nobody else sees, published to the board, back to draft', async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, HOST, 'admin@example.org');
    const memberToken = await apiToken(port, HOST, 'member@example.org');
    const organization = (await jobOrThrow(port, adminToken, SLUG)).group;
    const title = `Analytics Engineer ${Date.now()}`;

    const { page, close } = await pageAs('admin@example.org', '/jobs');
    await page.getByRole('button', { name: 'Create Job', exact: true }).click();
    const form = jobDialog(page, 'Create Job');
    await form.waitFor();
    await form.getByText('When the close date is left empty, applications close one day after saving.').waitFor();

    // Nothing filled: every required field says so and nothing is saved.
    await form.getByRole('button', { name: 'Save as Draft', exact: true }).click();
    await form.getByText(GROUP_FORM_MESSAGES.correctBelow).waitFor();
    expect(await form.getByText(JOB_FORM_MESSAGES.required, { exact: true }).count()).toBe(3);

    await form.getByLabel('Organization').selectOption({ label: organization.name });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Model the product data of the analytics team.');
    await form.getByLabel('Job type').selectOption({ label: 'Part time' });
    // On site without an address is refused.
    await form.getByLabel('Location').selectOption({ label: 'On site' });
    await form.getByRole('button', { name: 'Save as Draft', exact: true }).click();
    await form.getByText(GROUP_FORM_MESSAGES.correctBelow).waitFor();
    expect(await form.getByText(JOB_FORM_MESSAGES.addressRequired, { exact: true }).count()).toBe(1);
    await form.getByLabel('Address').fill('1 Harbour Street, Lisbon');

    // A screening question, left blank first.
    await form.getByRole('button', { name: 'Add question', exact: true }).click();
    await form.getByRole('button', { name: 'Save as Draft', exact: true }).click();
    await form.getByText(GROUP_FORM_MESSAGES.correctBelow).waitFor();
    await form.getByLabel('Question', { exact: true }).fill('Which SQL dialects do you know?');
    await form.getByLabel('Field type').selectOption({ value: 'text' });
    await form.getByRole('button', { name: 'Save as Draft', exact: true }).click();

    await page.getByText(JOB_MESSAGES.saved).first().waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/job/') && url.pathname !== '/jobs');
    const slug = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText(JOB_MESSAGES.draft, { exact: true }).waitFor();

    const draft = await jobOrThrow(port, adminToken, slug);
    expect(draft).toMatchObject({
      title,
      job_status: 'pending',
      job_type: 'part_time',
      job_location: 'on_site',
      address: '1 Harbour Street, Lisbon',
      is_administrator: true,
    });
    expect(draft.extra_info.questions).toMatchObject([
      { label: 'Which SQL dialects do you know?', type: 'text', required: false },
    ]);
    // The close date left empty became one day from the save.
    const closes = Date.parse(draft.application_close_date ?? '');
    expect(Math.abs(closes - (Date.now() + DAY_MS))).toBeLessThan(DAY_MS / 2);
    // Nobody else sees a draft.
    expect(await jobAs(port, memberToken, slug)).toBe(404);
    expect(await boardTitles(port, memberToken, title)).toEqual([]);

    // Publish: the badge goes and the member's board shows it.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Convert to Draft', exact: true }).waitFor();
    expect(await page.getByText(JOB_MESSAGES.draft, { exact: true }).count()).toBe(0);
    expect((await jobOrThrow(port, adminToken, slug)).job_status).toBe('approved');
    expect(await boardTitles(port, memberToken, title)).toEqual([title]);

    const member = await pageAs('member@example.org', '/jobs');
    await member.page
      .getByRole('searchbox', { name: 'Search jobs' })
      .or(member.page.getByLabel('Search jobs'))
      .fill(title);
    await member.page.getByRole('heading', { name: title }).waitFor();
    await member.close();

    // Back to draft.
    await page.getByRole('button', { name: 'Convert to Draft', exact: true }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await page.getByText(JOB_MESSAGES.draft, { exact: true }).waitFor();
    expect((await jobOrThrow(port, adminToken, slug)).job_status).toBe('pending');
    expect(await boardTitles(port, memberToken, title)).toEqual([]);

    // Edit: prefilled; remote hides the address and clears it; the status stays.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = jobDialog(page, 'Edit Job');
    await edit.waitFor();
    expect(await edit.getByLabel('Title').inputValue()).toBe(title);
    expect(await edit.getByLabel('Address').inputValue()).toBe('1 Harbour Street, Lisbon');
    await edit.getByLabel('Title').fill('');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await edit.getByText(GROUP_FORM_MESSAGES.correctBelow).waitFor();
    await edit.getByLabel('Title').fill(`${title} (remote)`);
    await edit.getByLabel('Location').selectOption({ label: 'Remote' });
    expect(await edit.getByLabel('Address').count()).toBe(0);
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByRole('heading', { name: `${title} (remote)` }).waitFor();
    expect(await jobOrThrow(port, adminToken, slug)).toMatchObject({
      title: `${title} (remote)`,
      job_location: 'remote',
      address: null,
      job_status: 'pending',
    });

    // Delete asks first, then the job is gone.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = jobDialog(page, 'Delete this job?');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await jobAs(port, adminToken, slug)).toMatchObject({ slug });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete job', exact: true }).click();
    await page.getByText(JOB_MESSAGES.deleted).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/jobs');
    expect(await jobAs(port, adminToken, slug)).toBe(404);
    await close();
  });

  it("accepts Product Analyst's pending applicant, filters the tabs and downloads the CSV", async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, HOST, 'admin@example.org');
    const job = await jobOrThrow(port, adminToken, SLUG);
    const [pending] = await applicantsOf(port, adminToken, job.id, 'pending');
    const [accepted] = await applicantsOf(port, adminToken, job.id, 'accepted');
    if (!pending || !accepted) throw new Error('the seed has no pending and accepted applicant');

    const { page, close } = await pageAs('admin@example.org', `/job/${SLUG}/people`);
    const tab = applicantsTab(page);
    // Accepted is the default filter; nobody there can be accepted or rejected again.
    await tab.applicant(accepted.name).waitFor();
    expect(await tab.applicant(pending.name).count()).toBe(0);
    expect(await tab.region.getByRole('button', { name: `Reject ${accepted.name}` }).count()).toBe(0);

    await tab.filter('Pending').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    const row = tab.applicant(pending.name);
    await row.waitFor();
    await row.getByText('Why this role?').waitFor();
    await row.getByRole('button', { name: `Accept ${pending.name}` }).click();
    await page.getByText(JOB_MESSAGES.applicantDone('accept')).first().waitFor();
    await tab.region.getByText(JOB_MESSAGES.noApplicants).waitFor();
    expect((await applicantsOf(port, adminToken, job.id, 'accepted')).map((item) => item.id)).toContain(pending.id);
    expect(await applicantsOf(port, adminToken, job.id, 'pending')).toEqual([]);

    await tab.filter('Rejected').click();
    await tab.region.getByText(JOB_MESSAGES.noApplicants).waitFor();
    await tab.filter('All').click();
    await tab.applicant(pending.name).waitFor();
    await tab.applicant(accepted.name).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download applicants CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${SLUG}-applicants.csv`);
    const csv = (await downloadedBytes(download)).toString('utf8');
    expect(csv).toContain(pending.name);
    expect(csv).toContain(accepted.name);

    // Offline, administration is disabled and says why; back online it works again.
    await page.context().setOffline(true);
    await page.getByText(GROUP_MESSAGES.offlineAdmin).first().waitFor();
    for (const name of ['Edit', 'Convert to Draft', 'Delete', 'Download applicants CSV'])
      expect(await page.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await expect
      .poll(() => page.getByRole('button', { name: 'Edit', exact: true }).isDisabled(), { timeout: 15_000 })
      .toBe(false);
    await close();
  });

  it('rejects a pending applicant with a reason', async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, HOST, 'admin@example.org');
    const studentToken = await apiToken(port, HOST, 'student@example.org');
    const job = await jobOrThrow(port, adminToken, SLUG);
    const answers = job.extra_info.questions.map((question) => ({
      question_id: question.id,
      value:
        question.type === 'radio' || question.type === 'selection'
          ? (questionOptions(question)[0] ?? '')
          : 'I like data.',
    }));
    const applied = await api(port, HOST, 'POST', `/api/v1/jobs/${job.id}/apply/`, {
      token: studentToken,
      body: { answers },
    });
    expect(applied.status).toBe(201);
    const [student] = await applicantsOf(port, adminToken, job.id, 'pending');
    if (!student) throw new Error('the application is not pending');

    const { page, close } = await pageAs('admin@example.org', `/job/${SLUG}/people?status=pending`);
    const tab = applicantsTab(page);
    const row = tab.applicant(student.name);
    await row.getByText('I like data.').waitFor();
    await row.getByRole('button', { name: `Reject ${student.name}` }).click();
    const reject = jobDialog(page, `Reject ${student.name}`);
    await reject.getByLabel('Reason').fill('We hired internally.');
    await reject.getByRole('button', { name: 'Reject applicant', exact: true }).click();
    await page.getByText(JOB_MESSAGES.applicantDone('reject')).first().waitFor();
    await tab.region.getByText(JOB_MESSAGES.noApplicants).waitFor();
    const [rejected] = (await applicantsOf(port, adminToken, job.id, 'rejected')).filter(
      (item) => item.id === student.id,
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'We hired internally.' });

    await tab.filter('Rejected').click();
    await tab.applicant(student.name).getByText('Reason: We hired internally.').waitFor();
    expect(
      await tab
        .applicant(student.name)
        .getByRole('button', { name: `Accept ${student.name}` })
        .count(),
    ).toBe(0);
    await close();
  });

  it('lists recommended talent with the reason each was chosen', async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, HOST, 'admin@example.org');
    const job = await jobOrThrow(port, adminToken, SLUG);
    const talent = await recommendedFor(port, adminToken, job.id);
    const first = talent[0];
    if (!first) throw new Error('the seed recommends nobody for Product Analyst');
    expect(first.reason).not.toBe('');

    const { page, close } = await pageAs('admin@example.org', `/job/${SLUG}/recommendation`);
    const list = page.getByRole('list', { name: 'Recommended people' });
    const person = list.getByRole('listitem', { name: first.name, exact: true });
    await person.waitFor();
    await person.getByText(first.reason).waitFor();
    // A filter nobody matches empties the list.
    await page.getByLabel('Department').fill('No Such Department 42');
    await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
    await page.getByText('No recommended talent yet.').waitFor();
    await close();
  });

  it('gives a member neither admin tab and tells them they cannot manage applicants', async () => {
    const { page, close } = await pageAs('member@example.org', `/job/${SLUG}`);
    await page.getByRole('heading', { name: 'Product Analyst' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Applicant', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Convert to Draft', exact: true }).count()).toBe(0);
    await page.goto(`${env.server.origin()}/job/${SLUG}/people`);
    await page.getByText(JOB_MESSAGES.noPermission).waitFor();
    expect(await page.getByRole('region', { name: 'Applicants' }).count()).toBe(0);
    await close();
  });
});
