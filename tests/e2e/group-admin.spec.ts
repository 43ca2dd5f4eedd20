/**
 * Group administration through the real UI: an e-mailed invitation accepted after
 * logging in, an administrator creating a circle (errors first), rejecting a request with
 * notes and removing a member with a reason, and a circle-leader application.
 */
import { describe, expect, it } from 'vitest';
import {
  GROUP_FORM_MESSAGES,
  GROUP_MESSAGES,
  GROUP_RECOMMENDATION_MESSAGES,
  LEADER_APPLICATION_QUESTIONS,
  PAYMENT_MESSAGES,
} from '../../contract';
import { api, apiToken } from './support/api';
import { downloadedBytes, openPage } from './support/browser';
import { completeMissingInfo } from './support/connect-pages';
import { serverAndBrowser } from './support/env';
import { adminPanel, dateInDays, dialog, groupBySlug, invitationPathIn, membersOf } from './support/group-admin-pages';
import { groupPage } from './support/group-pages';
import { mailsTo, nextMail } from './support/mail';
import { pickChoice } from './support/multi-select';
import { logIn, signedInPage } from './support/pages';
import { makePng } from './support/profile-pages';

const env = serverAndBrowser();
const HOST = 'localhost';

async function adminPage(path: string) {
  const context = await env.browser.newContext();
  const page = await signedInPage(context, env.server.origin(), 'admin@example.org', path);
  return { context, page };
}

describe('group administration', () => {
  it('invites an e-mail address; the invitee logs in from the link and accepts', async () => {
    const memberToken = await apiToken(env.server.port, HOST, 'member@example.org');
    await completeMissingInfo(env.server.port, memberToken);
    const before = await groupBySlug(env.server.port, memberToken, 'women-in-data');
    expect(before.membership_status).toBeNull();
    const seen = (await mailsTo(env.server, HOST, 'member@example.org')).length;

    const { context, page } = await adminPage('/circle/women-in-data?tab=admin');
    const admin = adminPanel(page);
    await admin.button('Invite people').click();
    const invite = dialog(page, 'Invite people to Women in Data');
    await invite.waitFor();
    // Nobody chosen: the form refuses.
    await invite.getByRole('button', { name: 'Send invitations' }).click();
    await invite.getByText(GROUP_FORM_MESSAGES.inviteSomeone).waitFor();
    // A bad address, then a good one twice.
    await invite.getByLabel('E-mail address').fill('not-an-email');
    await invite.getByRole('button', { name: 'Add e-mail' }).click();
    await invite.getByText(GROUP_FORM_MESSAGES.validEmail).waitFor();
    await invite.getByLabel('E-mail address').fill('member@example.org');
    await invite.getByRole('button', { name: 'Add e-mail' }).click();
    await invite.getByRole('button', { name: 'Remove member@example.org' }).waitFor();
    await invite.getByLabel('E-mail address').fill('Member@example.org');
    await invite.getByRole('button', { name: 'Add e-mail' }).click();
    await invite.getByText(GROUP_FORM_MESSAGES.emailAdded).waitFor();
    // A person found by search is chosen with a checkbox.
    const adminToken = await apiToken(env.server.port, HOST, 'admin@example.org');
    const people = await api<{ data: { name: string; type: string }[] }>(
      env.server.port,
      HOST,
      'GET',
      `/api/v1/search/?type=user&page_size=20&group_id=${before.id}`,
      { token: adminToken },
    );
    const person = people.body.data.find((item) => item.type === 'user' && !/admin|member/i.test(item.name));
    if (!person) throw new Error('the seed has no other person to invite');
    await invite.getByLabel('Search people').fill(person.name);
    await invite.getByRole('list', { name: 'People found' }).getByLabel(person.name).first().check();
    await invite.getByText(`Chosen: ${person.name}`).waitFor();
    await invite.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByText(GROUP_MESSAGES.invitationSent).first().waitFor();
    await context.close();

    const mail = await nextMail(env.server, HOST, 'member@example.org', seen);
    const path = invitationPathIn(mail.text);

    // Logged out, the link goes to login first and comes back.
    const memberContext = await env.browser.newContext();
    const memberPage = await openPage(memberContext, `${env.server.origin()}${path}`);
    await memberPage.waitForURL(/\/login\?next=/);
    await logIn(memberPage, 'member@example.org');
    await memberPage.getByRole('heading', { name: 'You are invited to join this circle' }).waitFor();
    const historyLength = await memberPage.evaluate(() => history.length);
    await memberPage.getByRole('button', { name: 'Accept', exact: true }).click();
    await memberPage.getByText(GROUP_MESSAGES.invitationDone('accept')).first().waitFor();
    await memberPage.waitForURL(/\/circle\/women-in-data(\?|$)/);
    // Replaced, not pushed: Back does not return to the invitation.
    expect(await memberPage.evaluate(() => history.length)).toBe(historyLength);
    await memberPage.getByText('Accepted for Training').first().waitFor();
    const after = await groupBySlug(env.server.port, memberToken, 'women-in-data');
    expect(after.membership_status).toBe('accepted');

    // The invitation is answered now: opening it again says so.
    await memberPage.goto(`${env.server.origin()}${path}`);
    await memberPage.getByText(GROUP_MESSAGES.invitationAnswered).waitFor();
    await memberPage.goto(`${env.server.origin()}/invitation/no-such-invitation`);
    await memberPage.getByText(GROUP_MESSAGES.invitationNotFound).waitFor();
    await memberContext.close();
  });

  it('creates a circle: the empty form shows Required, then a valid one is created with a question', async () => {
    const { context, page } = await adminPage('/circles');
    await page.getByRole('button', { name: 'Create Circle' }).click();
    const form = dialog(page, 'Create Circle');
    await form.waitFor();
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText(GROUP_FORM_MESSAGES.correctBelow).waitFor();
    expect(await form.getByText(GROUP_FORM_MESSAGES.required, { exact: true }).count()).toBeGreaterThan(5);

    const name = `Data Mentors ${Date.now()}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Peers who mentor each other into data careers.');
    await form.getByLabel('Circle type').selectOption({ label: 'Mentoring' });
    await pickChoice(form, 'Add to relevant goals', 'Quality Education');
    await form.getByLabel('Parent organization').selectOption({ index: 1 });
    await form.getByLabel('Duration').selectOption({ label: 'Time limited' });
    await form.getByLabel('Start date').fill(dateInDays(30));
    // End before start is refused.
    await form.getByLabel('End date').fill(dateInDays(20));
    await form.getByLabel('Application opens').fill(dateInDays(0));
    await form.getByLabel('Application closes').fill(dateInDays(20));
    await form.getByLabel('Publicity').selectOption({ value: 'open' });
    await pickChoice(form, 'Add to topics');
    await pickChoice(form, 'Add to career stages');
    // The AI use case is required (its Required showed with the others), fields and roles optional.
    const useCases = form.getByRole('group', { name: 'AI use cases' });
    await useCases.getByText(GROUP_FORM_MESSAGES.required, { exact: true }).waitFor();
    const useCaseTitle = await pickChoice(useCases, 'Add to ai use cases');
    await useCases.getByRole('button', { name: `Remove ${useCaseTitle}` }).waitFor();
    await pickChoice(form, 'Add to professional fields');
    await pickChoice(form, 'Add to roles');
    // Countries, any number: picked and removed like every multi-select.
    await pickChoice(form, 'Add to countries', 'Kenya');
    await pickChoice(form, 'Add to countries', 'Ghana');
    const chosenCountries = form.getByRole('list', { name: 'Chosen countries' }).getByRole('listitem');
    await expect.poll(() => chosenCountries.allTextContents()).toEqual(['Kenya', 'Ghana']);
    await form.getByRole('button', { name: 'Remove Ghana' }).click();
    await expect.poll(() => chosenCountries.allTextContents()).toEqual(['Kenya']);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText(GROUP_FORM_MESSAGES.endBeforeStart).waitFor();
    await form.getByLabel('End date').fill(dateInDays(90));
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    const questions = dialog(page, 'Questions for people who join');
    await questions.waitFor();
    await page.getByText(GROUP_MESSAGES.savedGroup).first().waitFor();
    await questions.getByRole('button', { name: 'Add question' }).click();
    await questions.getByRole('button', { name: 'Save questions' }).click();
    await questions.getByText(GROUP_FORM_MESSAGES.enterQuestion).waitFor();
    await questions.getByText(GROUP_FORM_MESSAGES.selectFieldType).waitFor();
    await questions.getByLabel('Question', { exact: true }).fill('Why do you want to join?');
    await questions.getByLabel('Field type').selectOption({ value: 'text' });
    await questions.getByLabel('Required').check();
    await questions.getByRole('button', { name: 'Save questions' }).click();

    await page.waitForURL(/\/circle\/data-mentors-\d+(\?|$)/);
    await page.getByRole('heading', { name, exact: true }).waitFor();
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    const token = await apiToken(env.server.port, HOST, 'admin@example.org');
    const created = await groupBySlug(env.server.port, token, slug);
    expect(created.name).toBe(name);
    expect(created.is_administrator).toBe(true);
    expect(created.extra_info.questions).toMatchObject([
      { label: 'Why do you want to join?', type: 'text', required: true },
    ]);
    expect(created.use_cases).toHaveLength(1);
    expect(created.professional_fields).toHaveLength(1);
    expect(created.roles).toHaveLength(1);
    expect(created.countries).toEqual(['KE']);
    await context.close();
  });

  it('rejects a pending request with notes and removes a member with a reason', async () => {
    const token = await apiToken(env.server.port, HOST, 'admin@example.org');
    const group = await groupBySlug(env.server.port, token, 'women-in-data');
    const [applicant] = await membersOf(env.server.port, token, group.id, 'pending');
    if (!applicant) throw new Error('the seed has no pending request to women-in-data');
    const accepted = await membersOf(env.server.port, token, group.id, 'accepted');
    const student = accepted.find((member) => member.email === 'student@example.org');
    if (!student) throw new Error('student@ is not an accepted member of women-in-data');

    const { context, page } = await adminPage('/circle/women-in-data?tab=admin');
    const admin = adminPanel(page);
    await admin.tab('Pending').click();
    await admin.panel.getByRole('button', { name: `Reject ${applicant.name}`, exact: true }).click();
    const reject = dialog(page, `Reject ${applicant.name}`);
    await reject.getByLabel('Notes').fill('The circle is for data practitioners.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByText(GROUP_MESSAGES.memberActionDone('reject')).first().waitFor();
    await expect
      .poll(async () =>
        (await membersOf(env.server.port, token, group.id, 'rejected')).find((m) => m.id === applicant.id),
      )
      .toMatchObject({ notes: 'The circle is for data practitioners.' });

    // Bulk action without choosing an action, then without choosing anyone.
    await admin.tab('Rejected').click();
    await admin.panel.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(GROUP_MESSAGES.selectAction).first().waitFor();
    await admin.panel.getByLabel('Bulk action').selectOption({ value: 'accept' });
    await admin.panel.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(GROUP_MESSAGES.selectMember).first().waitFor();

    await admin.tab('Accepted').click();
    await admin.panel.getByRole('button', { name: `Remove ${student.name}`, exact: true }).click();
    const remove = dialog(page, `Remove ${student.name}`);
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await remove.getByText(GROUP_FORM_MESSAGES.reasonRequired).waitFor();
    await remove.getByLabel('Reason').fill('Left the programme.');
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText(GROUP_MESSAGES.memberRemoved).first().waitFor();
    await expect
      .poll(async () =>
        (await membersOf(env.server.port, token, group.id, 'accepted')).some((m) => m.id === student.id),
      )
      .toBe(false);
    await admin.panel
      .getByRole('button', { name: `Remove ${student.name}`, exact: true })
      .waitFor({ state: 'detached' });
    // The reason is kept with the membership: administrators read it on the Rejected tab.
    await admin.tab('Rejected').click();
    await admin.panel
      .getByRole('row')
      .filter({ hasText: student.name })
      .getByText('Reason: Left the programme.')
      .waitFor();
    await expect
      .poll(async () =>
        (await membersOf(env.server.port, token, group.id, 'rejected')).find((m) => m.id === student.id),
      )
      .toMatchObject({ reason: 'Left the programme.' });

    // A recommended person is added with a role.
    const recommended = await api<{ data: { id: number; name: string }[] }>(
      env.server.port,
      HOST,
      'GET',
      `/api/v1/groups/${group.id}/members/?status=recommendations&page_size=15`,
      { token },
    );
    const suggestion = recommended.body.data[0];
    if (!suggestion) throw new Error('no recommendations for women-in-data');
    await admin.tab('Recommendations').click();
    await admin.panel.getByLabel(`Role for ${suggestion.name}`).selectOption({ value: 'facilitator' });
    await admin.panel.getByRole('button', { name: `Add ${suggestion.name}`, exact: true }).click();
    await page.getByText(GROUP_MESSAGES.memberActionDone('add')).first().waitFor();
    await expect
      .poll(async () =>
        (await membersOf(env.server.port, token, group.id, 'accepted')).find((m) => m.id === suggestion.id),
      )
      .toMatchObject({ membership_role: 'facilitator' });

    // Their role is changed from the Accepted tab.
    await admin.tab('Accepted').click();
    await admin.panel.getByLabel(`Role of ${suggestion.name}`).selectOption({ value: 'content-creator' });
    await page.getByText(GROUP_MESSAGES.memberActionDone('updat')).first().waitFor();
    await expect
      .poll(async () =>
        (await membersOf(env.server.port, token, group.id, 'accepted')).find((m) => m.id === suggestion.id),
      )
      .toMatchObject({ membership_role: 'content-creator' });
    await context.close();
  });

  it('a member applies to become a circle leader and sees Application under Review', async () => {
    const token = await apiToken(env.server.port, HOST, 'member@example.org');
    await completeMissingInfo(env.server.port, token);
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login?next=%2Fcircle-leaders`);
    await logIn(page, 'member@example.org');
    await page.waitForURL(/\/circle-leaders/);
    await page.getByRole('button', { name: 'Become a Circle Leader' }).click();
    const apply = dialog(page, 'Become a Circle Leader');
    await apply.getByRole('button', { name: 'Review answers' }).click();
    expect(await apply.getByText(GROUP_FORM_MESSAGES.required, { exact: true }).count()).toBe(3);
    const answers = ['I want to help peers grow.', 'I led a study group.', 'Four hours.'];
    for (const [i, question] of LEADER_APPLICATION_QUESTIONS.entries()) {
      await apply.getByLabel(question).fill(answers[i] ?? '');
    }
    await apply.getByRole('button', { name: 'Review answers' }).click();
    await apply.getByText('I led a study group.').waitFor();
    const submit = apply.getByRole('button', { name: 'Submit', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await apply.getByLabel('I have reviewed my answers').check();
    await submit.click();
    await page.getByText(GROUP_MESSAGES.leaderApplicationSent).first().waitFor();
    const underReview = page.getByRole('button', { name: GROUP_MESSAGES.leaderApplicationUnderReview });
    await underReview.waitFor();
    expect(await underReview.isDisabled()).toBe(true);
    const mine = await api<{ application_status: string }>(
      env.server.port,
      HOST,
      'GET',
      '/api/v1/circle-leader-applications/mine/',
      { token },
    );
    expect(mine.body.application_status).toBe('pending');
    await page.reload();
    await page.getByRole('button', { name: GROUP_MESSAGES.leaderApplicationUnderReview }).waitFor();
    await context.close();
  });

  it('sends the verification follow-up to an unverified member and downloads the members CSV', async () => {
    const token = await apiToken(env.server.port, HOST, 'admin@example.org');
    const orgs = await api<{ data: { name_slug: string; is_influencer: boolean; unverified_members_count: number }[] }>(
      env.server.port,
      HOST,
      'GET',
      '/api/v1/groups/?group_type=organization&membership=admin',
      { token },
    );
    // Influencer organizations show only Overview and AI Impact; the default organization is neither one nor
    // without its seeded unverified member (the employer admin@ also runs has none).
    const slug = orgs.body.data.find((org) => !org.is_influencer && org.unverified_members_count > 0)?.name_slug;
    if (!slug) throw new Error('admin@ administers no organization');
    const seen = (await mailsTo(env.server, HOST, 'unverified.member@people.example.org')).length;
    const { context, page } = await adminPage(`/org/${slug}/admin`);
    const admin = adminPanel(page);
    await admin.tab('Unverified').click();
    await admin.button('Send follow-up email to selected').click();
    await page.getByText(GROUP_MESSAGES.noUsersForFollowup).first().waitFor();
    const table = admin.table('Unverified');
    await table.getByRole('checkbox', { name: 'Select all' }).check();
    await admin.panel.getByLabel('Bulk action').selectOption({ value: 'followup' });
    await admin.panel.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(GROUP_MESSAGES.followupSent).first().waitFor();
    await nextMail(env.server, HOST, 'unverified.member@people.example.org', seen);

    const [download] = await Promise.all([page.waitForEvent('download'), admin.button('Download members CSV').click()]);
    expect(download.suggestedFilename()).toBe(`${slug}-members.csv`);
    expect((await downloadedBytes(download)).toString('utf8')).toContain('admin@example.org');
    await context.close();
  });

  it('edits a circle and changes its cover image (wrong types refused)', async () => {
    const { context, page } = await adminPage('/circle/founders-circle');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = dialog(page, 'Edit Circle');
    await form.waitFor();
    expect(await form.getByLabel('Name').inputValue()).not.toBe('');
    await form.getByLabel('Objective').fill('Founders learn from founders.');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(GROUP_MESSAGES.savedGroup).first().waitFor();
    await form.waitFor({ state: 'detached' });

    await page.getByLabel('Cover image file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await page.getByText(GROUP_FORM_MESSAGES.coverImageType).first().waitFor();
    await page
      .getByLabel('Cover image file')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng() });
    await page.getByText(GROUP_MESSAGES.coverUpdated).first().waitFor();
    const token = await apiToken(env.server.port, HOST, 'admin@example.org');
    const group = await groupBySlug(env.server.port, token, 'founders-circle');
    expect(group.objective).toBe('Founders learn from founders.');
    expect(group.cover_image).not.toBeNull();
    await context.close();
  });

  it("shows an event's applicants and disables administration offline", async () => {
    const { context, page } = await adminPage('/event/ai-skills-bootcamp?tab=admin');
    const admin = adminPanel(page);
    await admin.panel.getByRole('heading', { name: 'Applicants', exact: true }).waitFor();
    expect(await admin.button('Invite people').isDisabled()).toBe(false);
    await context.setOffline(true);
    await admin.panel.getByText(GROUP_MESSAGES.offlineAdmin).waitFor();
    expect(await admin.button('Invite people').isDisabled()).toBe(true);
    expect(await admin.button('Download members CSV').isDisabled()).toBe(true);
    await context.setOffline(false);
    await admin.panel.getByText(GROUP_MESSAGES.offlineAdmin).waitFor({ state: 'detached' });
    await expect.poll(() => admin.button('Invite people').isDisabled(), { timeout: 15_000 }).toBe(false);
    await context.close();
  });

  it('recommends other groups and research collaborators to an administrator, with why', async () => {
    const { context, page } = await adminPage('/circle/remote-work-circle-2025?tab=admin');
    const section = page.getByRole('region', { name: GROUP_RECOMMENDATION_MESSAGES.heading });
    await section.getByRole('tab', { name: GROUP_RECOMMENDATION_MESSAGES.research_collaboration }).waitFor();
    await section.getByRole('tab', { name: GROUP_RECOMMENDATION_MESSAGES.cross_group }).click();
    // The seeded Career Fair 2026 shares two of the circle's topics (Job search, Networking).
    const fair = section
      .getByRole('list', { name: GROUP_RECOMMENDATION_MESSAGES.cross_group })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Career Fair 2026', exact: true }) });
    await fair.getByText(/Shares this group's topics: .*Job search/).waitFor();
    expect(await fair.getByRole('link').getAttribute('href')).toBe('/event/career-fair-2026');
    await context.close();
  });

  it('takes a voucher for a paid conference; the administrator accepts it and the applicant is paid', async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, HOST, 'admin@example.org');
    const memberToken = await apiToken(port, HOST, 'member@example.org');
    await completeMissingInfo(port, memberToken);
    const fair = await groupBySlug(port, adminToken, 'career-fair-2026');
    const priced = await api(port, HOST, 'PATCH', `/api/v1/groups/${fair.id}/`, {
      token: adminToken,
      body: { is_paid: true, price: 25 },
    });
    expect(priced.status).toBe(200);

    // The member registers, paying with a voucher: the code is asked for once Voucher is chosen.
    const memberContext = await env.browser.newContext();
    const member = await openPage(memberContext, `${env.server.origin()}/login?next=/event/career-fair-2026`);
    await logIn(member, 'member@example.org');
    await member.waitForURL((url) => url.pathname === '/event/career-fair-2026', { timeout: 20_000 });
    const event = groupPage(member);
    // A paid event takes requests from its pricing card.
    await event.button('Request to join').click();
    const form = event.joinDialog;
    await form.getByLabel('Participant type *').selectOption('attendee');
    await form.getByRole('button', { name: 'Review' }).click();
    await form.getByText(GROUP_FORM_MESSAGES.required, { exact: true }).first().waitFor();
    await form.getByLabel('Payment mode *').selectOption('voucher');
    await form.getByLabel('Voucher code *').fill('FAIR-2026-42');
    await form.getByRole('button', { name: 'Review' }).click();
    await form.getByText('FAIR-2026-42').waitFor();
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await groupBySlug(port, memberToken, 'career-fair-2026')).membership_status, {
        timeout: 30_000,
      })
      .toBe('pending');
    await memberContext.close();

    // The administrator sees how the applicant pays and accepts the voucher.
    const { context, page } = await adminPage('/event/career-fair-2026?tab=admin');
    const applicants = page.getByRole('table', { name: 'Applicants' });
    const row = applicants.getByRole('row').filter({ hasText: 'member@example.org' });
    await row.getByText('Voucher: FAIR-2026-42').waitFor();
    await row.getByRole('button', { name: /^Accept voucher of / }).click();
    await page.getByText(PAYMENT_MESSAGES.voucherAccepted).first().waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Accept voucher of / }).count()).toBe(0);
    const applicant = (await membersOf(port, adminToken, fair.id, 'pending')).find(
      (person) => person.email === 'member@example.org',
    );
    expect(applicant?.payment_status).toBe('confirmed');
    await context.close();
  });
});
