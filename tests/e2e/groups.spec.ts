/**
 * The group pages through the real UI and the real server: joining a circle with
 * its questions (a file among them) and seeing the acceptance arrive live, a conference
 * registration as a presenter, an offline registration that syncs, the lists (filters,
 * paging, lifecycle labels, a paid circle, a full one) and a visitor's Join.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  pathOf as endpointPath,
  GROUP_FORM_MESSAGES,
  GROUP_MEMBER_ENDPOINTS,
  GROUP_MESSAGES,
  type Group,
  groupFormOf,
} from '../../contract';
import { api, apiToken } from './support/api';
import { openPage, untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { signedInDevice } from './support/devices';
import { pathOf, serverAndBrowser } from './support/env';
import { groupList, groupPage, makePdf, serverApplicants, serverGroup } from './support/group-pages';
import { logIn } from './support/pages';
import { makePng, words } from './support/profile-pages';

const env = serverAndBrowser({ proxied: true });

/** The localhost tenant asks the demo member for country_of_origin in a dialog: answer it first. */
async function completeMissingInfo(token: string): Promise<void> {
  const res = await api(env.server.port, 'localhost', 'PATCH', '/api/v1/profile/', {
    token,
    body: { extra_info: { country_of_origin: 'KE' } },
  });
  if (res.status !== 200) throw new Error(`PATCH /api/v1/profile/: ${res.status}`);
}

async function memberPage(
  path: string,
  email = 'member@example.org',
  options: BrowserContextOptions = {},
): Promise<{ page: Page; close(): Promise<void> }> {
  const token = await apiToken(env.server.port, 'localhost', email);
  await completeMissingInfo(token);
  const { context, page } = await signedInDevice(env.server, env.browser, email, path, options);
  return { page, close: () => context.close() };
}

describe('joining circles and events', () => {
  it('joins a circle answering its questions and sees the acceptance live', async () => {
    const memberToken = await apiToken(env.server.port, 'localhost', 'member@example.org');
    const adminToken = await apiToken(env.server.port, 'localhost', 'admin@example.org');
    const { page, close } = await memberPage('/circle/women-in-data');
    const circle = groupPage(page);
    await circle.heading.filter({ hasText: 'Women in Data' }).waitFor();
    await circle.button('Join').click();
    const dialog = circle.joinDialog;

    // Bad input first: the required questions say so and nothing is sent.
    await dialog.getByRole('button', { name: 'Review' }).click();
    expect(await dialog.getByText(GROUP_MESSAGES.answerRequired, { exact: true }).count()).toBe(2);
    await dialog.getByLabel('What do you hope to learn?', { exact: false }).fill('Dashboards that people read');
    await dialog.getByRole('radio', { name: 'Intermediate' }).check();
    await dialog.getByLabel('Anything else?').fill('Evenings suit me.');
    expect(await dialog.getByLabel('Anything else?').getAttribute('rows')).toBe('4');
    await dialog.getByLabel('Upload a CV or portfolio').setInputFiles({
      name: 'portfolio.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await dialog.getByRole('button', { name: 'Review' }).click();

    // The answers are reviewed before they are sent.
    await dialog.getByText('Review your answers').waitFor();
    await dialog.getByText('Dashboards that people read').waitFor();
    await dialog.getByText('Intermediate', { exact: true }).waitFor();
    await dialog.getByText('portfolio.png').waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(GROUP_MESSAGES.joined('circle')).waitFor();
    await circle.button('Applied to join').waitFor();
    await circle.badge.filter({ hasText: 'Requested' }).waitFor();
    expect(await circle.button('Join').count()).toBe(0);

    await expect
      .poll(async () => (await serverGroup(env.server.port, memberToken, 'women-in-data')).membership_status, {
        timeout: 30_000,
      })
      .toBe('pending');
    const group = await serverGroup(env.server.port, adminToken, 'women-in-data');
    const applicant = (await serverApplicants(env.server.port, adminToken, group.id)).find(
      (member) => member.email === 'member@example.org',
    );
    expect(applicant?.membership_status).toBe('pending');
    const answers = applicant?.group_profile_extra_info.answers ?? [];
    expect(answers.find((answer) => answer.value === 'Dashboards that people read')).toBeTruthy();
    expect(answers.some((answer) => typeof answer.file_id === 'number')).toBe(true);

    // The administrator, in another browser context, accepts the request in the Admin tab.
    const admin = await memberPage('/circle/women-in-data', 'admin@example.org');
    const adminCircle = groupPage(admin.page);
    await adminCircle.tab('Admin').click();
    await admin.page.getByRole('tab', { name: /^Pending/ }).click();
    await admin.page.getByRole('button', { name: `Accept ${applicant?.name}`, exact: true }).click();
    const respond = admin.page.getByRole('dialog');
    await respond.getByRole('button', { name: 'Accept', exact: true }).click();
    await respond.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await serverGroup(env.server.port, memberToken, 'women-in-data')).membership_status, {
        timeout: 30_000,
      })
      .toBe('accepted');
    await admin.close();

    // The member's page changes without a reload.
    await circle.badge.filter({ hasText: 'Accepted for Training' }).waitFor({ timeout: 30_000 });

    // Leaving asks first, then the circle offers Join again.
    await circle.button('Leave').click();
    const leave = page.getByRole('alertdialog', { name: 'Leave Women in Data?' });
    await leave.getByRole('button', { name: 'Leave', exact: true }).click();
    await leave.waitFor({ state: 'detached' });
    await circle.button('Join').waitFor();
    await expect
      .poll(async () => (await serverGroup(env.server.port, memberToken, 'women-in-data')).membership_status, {
        timeout: 30_000,
      })
      .toBe(null);
    await close();
  });

  it('registers a presenter for a conference, refusing a presenter without an abstract', async () => {
    const memberToken = await apiToken(env.server.port, 'localhost', 'member@example.org');
    const adminToken = await apiToken(env.server.port, 'localhost', 'admin@example.org');
    const { page, close } = await memberPage('/event/career-fair-2026');
    const event = groupPage(page);
    await event.button('Register').click();
    const dialog = event.joinDialog;

    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByText(GROUP_FORM_MESSAGES.required, { exact: true }).first().waitFor();
    await dialog.getByLabel('Participant type *').selectOption('presenter');
    await dialog.getByLabel('Submission type *').selectOption('poster');
    await dialog.getByLabel('Program type *').selectOption('postgraduate');
    await dialog.getByLabel('Title *').fill('Mapping informal labour markets');
    await dialog.getByLabel('Publication *').selectOption('yes');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByText(GROUP_FORM_MESSAGES.abstractNeeded).waitFor();

    // Too long an abstract is refused, with the live count.
    const abstract = dialog.getByLabel('Abstract', { exact: true });
    await abstract.fill(words(251));
    await dialog.getByText('251 / 250 words').waitFor();
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByText(GROUP_FORM_MESSAGES.maxWords(250)).waitFor();
    await abstract.fill(words(40));
    await dialog.getByText('40 / 250 words').waitFor();
    await dialog.getByLabel('Or upload the abstract as a PDF').setInputFiles({
      name: 'abstract.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(),
    });
    await dialog.getByLabel('Phone number', { exact: true }).fill('+254700000001');
    await dialog.getByLabel('Dietary requirements').fill('Vegetarian');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByText('Mapping informal labour markets').waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(GROUP_MESSAGES.joined('event')).waitFor();
    await event.button('Registration Submitted').waitFor();

    await expect
      .poll(async () => (await serverGroup(env.server.port, memberToken, 'career-fair-2026')).membership_status, {
        timeout: 30_000,
      })
      .toBe('pending');
    const group = await serverGroup(env.server.port, adminToken, 'career-fair-2026');
    const registration = (await serverApplicants(env.server.port, adminToken, group.id)).find(
      (member) => member.email === 'member@example.org',
    )?.group_profile_extra_info.registration;
    expect(registration?.participant_type).toBe('presenter');
    expect(registration?.title).toBe('Mapping informal labour markets');
    expect(registration?.dietary).toBe('Vegetarian');
    await close();
  });

  it('queues a registration offline and syncs it when the server is back', async () => {
    const memberToken = await apiToken(env.server.port, 'localhost', 'member@example.org');
    const { page, close } = await memberPage('/event/ai-skills-bootcamp', undefined, WITH_SERVICE_WORKER);
    const event = groupPage(page);
    await event.button('Register').waitFor();
    await untilServiceWorkerControls(page);

    await env.server.disconnect();
    await page.context().setOffline(true);
    await event.button('Register').click();
    const dialog = event.joinDialog;
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByText(GROUP_MESSAGES.answerRequired).waitFor();
    await dialog.getByLabel('Which AI tool do you use most?', { exact: false }).fill('A notebook assistant');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await event.button('Registration Submitted').waitFor();
    await event.pendingMark.first().waitFor();

    await env.server.reconnect();
    await page.context().setOffline(false);
    await expect
      .poll(async () => (await serverGroup(env.server.port, memberToken, 'ai-skills-bootcamp')).membership_status, {
        timeout: 30_000,
      })
      .toBe('pending');
    await expect.poll(() => event.pendingMark.count(), { timeout: 30_000 }).toBe(0);

    // Cancelling the request asks first; the server forgets it.
    await event.button('Cancel request').click();
    const cancel = page.getByRole('alertdialog', { name: 'Cancel your request to join AI Skills Bootcamp?' });
    await cancel.getByRole('button', { name: 'Cancel request', exact: true }).click();
    await cancel.waitFor({ state: 'detached' });
    await event.button('Register').waitFor();
    await expect
      .poll(async () => (await serverGroup(env.server.port, memberToken, 'ai-skills-bootcamp')).membership_status, {
        timeout: 30_000,
      })
      .toBe(null);
    await close();
  });
});

describe('the lists and the visitor', () => {
  it('filters and pages the circles, labels their lifecycle and shows paid and full circles', async () => {
    // Enough circles for a second page: copies of a seeded one, created by the administrator.
    const adminToken = await apiToken(env.server.port, 'localhost', 'admin@example.org');
    const model = await serverGroup(env.server.port, adminToken, 'women-in-data');
    for (let i = 1; i <= 3; i++) {
      const res = await api<Group>(env.server.port, 'localhost', 'POST', '/api/v1/groups/', {
        token: adminToken,
        body: { ...groupFormOf(model), name: `Paging Circle ${i}` },
      });
      expect(res.status).toBe(201);
    }

    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/circles`);
    const circles = groupList(page, 'Circles');
    await circles.cards.first().waitFor();
    await expect.poll(() => circles.cards.count()).toBe(9);
    await circles.pagination.getByText('Page 1 of 2').waitFor();
    await circles.pagination.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await circles.pagination.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => circles.cards.count()).toBeGreaterThan(0);

    // Search (debounced) narrows the list and goes back to page 1.
    await circles.search.fill('Storytelling');
    await page.waitForURL(/search=Storytelling/);
    expect(pathOf(page)).not.toMatch(/page=2/);
    await expect.poll(() => circles.cards.count()).toBe(1);
    await circles.card('Data Storytelling Circle').getByText('Opening Soon', { exact: true }).waitFor();
    await circles.search.fill('');
    await page.waitForURL((url) => !url.search.includes('search='));

    const labels: [string, string][] = [
      ['Climate Careers Circle', 'Running'],
      ['Career Switchers Circle', 'Closed'],
      ['Remote Work Circle 2025', 'Archived'],
      ['Women in Data', 'Registration Open'],
    ];
    for (const [name, label] of labels) {
      await circles.search.fill(name);
      await circles.card(name).getByText(label, { exact: true }).waitFor();
    }
    await circles.search.fill('');

    // A country no circle has: the empty state.
    await circles.filter('Country').selectOption('ZA');
    await page.getByText(GROUP_MESSAGES.noCircles).waitFor();
    await circles.filter('Country').selectOption('KE');
    await circles.cards.first().waitFor();
    await context.close();

    // A paid circle shows its price and no Join; a full one warns of the wait list.
    const { page: member, close } = await memberPage('/circle/product-leadership-circle');
    const paid = groupPage(member);
    await member.getByRole('region', { name: 'Pricing' }).getByText('$49').waitFor();
    await member.getByText('One-to-one coaching').waitFor();
    expect(await paid.button('Join').count()).toBe(0);
    await member.goto(`${env.server.origin()}/circle/founders-circle`);
    await paid.button('Join').click();
    await paid.joinDialog.getByText(GROUP_MESSAGES.waitList).waitFor();
    await member.keyboard.press('Escape');
    await close();
  });

  it("sends a visitor's Join to the login and back", async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/circle/women-in-data`);
    const circle = groupPage(page);
    await circle.heading.filter({ hasText: 'Women in Data' }).waitFor();
    expect(await circle.tab('Admin').count()).toBe(0);
    const follow = page.getByRole('link', { name: 'Follow Women in Data' });
    expect(await follow.getAttribute('href')).toBe('/login?next=%2Fcircle%2Fwomen-in-data&follow=true');
    // The People tab lists the accepted members (student@ is one) and stays in the address.
    await circle.tab('People').click();
    await page.waitForURL(/tab=people/);
    await page.getByRole('list', { name: 'Members' }).getByRole('listitem').first().waitFor();
    await circle.tab('Overview').click();
    const join = page.getByRole('link', { name: 'Join', exact: true });
    expect(await join.getAttribute('href')).toBe('/login?next=%2Fcircle%2Fwomen-in-data&join=true');
    await join.click();
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('next')).toBe('/circle/women-in-data');
    // The events list, and an external event: its link, no tabs, no Register.
    await page.goto(`${env.server.origin()}/events`);
    const events = groupList(page, 'Events');
    await events.card('Career Fair 2026').getByText('Registration Open', { exact: true }).waitFor();
    await events.card('Global Mentoring Summit').getByRole('link', { name: 'Global Mentoring Summit' }).click();
    await page.getByRole('link', { name: 'Visit the event website' }).waitFor();
    expect(await page.getByRole('link', { name: 'Visit the event website' }).getAttribute('href')).toBe(
      'https://example.org/global-mentoring-summit',
    );
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Register', exact: true }).count()).toBe(0);
    await page.goto(`${env.server.origin()}/event/no-such-event`);
    await page.getByText(GROUP_MESSAGES.eventNotFound).waitFor();
    await page.goto(`${env.server.origin()}/org/no-such-org`);
    await page.getByText(GROUP_MESSAGES.organizationNotFound).waitFor();
    await context.close();
  });
  it('shows an organization with its tabs to its administrator and none to a visitor', async () => {
    const circle = await serverGroup(env.server.port, undefined, 'women-in-data');
    const slug = circle.parent_group_detail?.name_slug ?? '';
    expect(slug).not.toBe('');
    const visitor = await env.browser.newContext();
    const page = await openPage(visitor, `${env.server.origin()}/org/${slug}`);
    await page.getByRole('heading', { level: 1, name: circle.parent_group_detail?.name ?? '' }).waitFor();
    await page.getByRole('heading', { name: 'About' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Organization sections' }).count()).toBe(0);
    await visitor.close();

    const { page: admin, close } = await memberPage(`/org/${slug}`, 'admin@example.org');
    const sections = admin.getByRole('navigation', { name: 'Organization sections' });
    for (const name of ['Overview', 'People', 'Circles', 'Events', 'Admin']) {
      await sections.getByRole('link', { name, exact: true }).waitFor();
    }
    await sections.getByRole('link', { name: 'Circles', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === `/org/${slug}/circles`);
    await groupList(admin, 'Circles').card('Women in Data').waitFor();
    await close();
  });
});

describe('the applicants of an event', () => {
  it('shows the role each applicant registered as, a presenter as Presenter', async () => {
    const port = env.server.port;
    const studentToken = await apiToken(port, 'localhost', 'student@example.org');
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const event = await serverGroup(port, adminToken, 'career-fair-2026');
    const joined = await api(port, 'localhost', 'POST', endpointPath(GROUP_MEMBER_ENDPOINTS.join, { id: event.id }), {
      token: studentToken,
      body: {
        answers: [],
        extra_info: {
          phone_number: '+254700000002',
          alternative_phone_number: '',
          participant_type: 'presenter',
          submission_type: 'oral',
          program_type: 'faculty',
          title: 'Teaching data literacy at scale',
          abstract: words(30),
          abstract_file: null,
          publication: 'no',
          dietary: '',
        },
      },
    });
    expect(joined.status).toBe(201);
    const student = (await serverApplicants(port, adminToken, event.id)).find(
      (member) => member.email === 'student@example.org',
    );
    expect(student?.membership_role).toBe('attendee');

    const context = await env.browser.newContext();
    const page = await openPage(
      context,
      `${env.server.origin()}/login?next=${encodeURIComponent('/event/career-fair-2026?tab=admin')}`,
    );
    await logIn(page, 'admin@example.org');
    const applicants = page.getByRole('table', { name: 'Applicants' });
    const row = applicants.getByRole('row').filter({ hasText: 'student@example.org' });
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('cell', { name: 'Presenter', exact: true }).waitFor();
    expect(await row.getByRole('cell', { name: 'Attendee', exact: true }).count()).toBe(0);
    await context.close();
  });
});
