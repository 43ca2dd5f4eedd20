/**
 * The connect vertical through the real UI: the Community menu opens /connect,
 * search as you type (2 characters, 500 ms), tabs, following a person, the influencer and
 * circle leader lists, and searching offline (network to the server cut and context offline).
 */
import { describe, expect, it } from 'vitest';
import { CERTIFICATION_LEVELS, LEADER_APPLICATION_QUESTIONS, PROFILE_MESSAGES } from '../../contract';
import { apiToken } from './support/api';
import { openPage, untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import {
  answerMissingInfoLater,
  completeMissingInfo,
  connectPage,
  type DirectoryItem,
  directoryList,
  followedPeople,
  searchApi,
} from './support/connect-pages';
import { serverAndBrowser } from './support/env';
import { logIn } from './support/pages';

const env = serverAndBrowser({ proxied: true });

/** A seeded person the member does not follow yet and may follow (not an influencer). */
async function followablePerson(token: string): Promise<DirectoryItem> {
  const people = await searchApi(env.server.port, token, 'type=user&limited_search=true&page_size=200');
  const person = people.data.find((item) => !item.followed && !item.is_influencer && !item.is_certified);
  if (!person) throw new Error('the seed has no followable person');
  return person;
}

describe('connect: search, tabs and follow', () => {
  it('searches people as you type, switches to organizations, and follows a person', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    await completeMissingInfo(env.server.port, token);
    const person = await followablePerson(token);
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login`);
    await answerMissingInfoLater(page);
    await logIn(page, 'member@example.org');
    await page.getByRole('button', { name: 'Settings' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'People', exact: true })
      .click();
    await page.waitForURL(/\/connect\?connection=user/);
    const connect = connectPage(page);
    await connect.activeHeading.waitFor();
    expect(await connect.tab('People').getAttribute('aria-selected')).toBe('true');

    // One character is not a search: the screen stays on Active.
    await connect.search.fill(person.name.slice(0, 1));
    await page.waitForURL(/q=/);
    expect(await connect.activeHeading.isVisible()).toBe(true);
    expect(await connect.resultsHeading.count()).toBe(0);

    // Two or more: Search Results with the person.
    await connect.search.fill(person.name);
    await connect.resultsHeading.waitFor();
    await connect.result(person.name).waitFor();

    // Follow from the results: Followed (disabled) at once, stored on the server.
    await connect.followButton(person.name).click();
    const followed = connect.followedButton(person.name);
    await followed.waitFor();
    expect(await followed.isDisabled()).toBe(true);
    await expect.poll(() => followedPeople(env.server.port, token), { timeout: 15_000 }).toContain(person.id);

    // The Organization tab, across the hierarchy and partners, lists organizations only.
    const organizations = await searchApi(env.server.port, token, 'type=organization&page_size=50');
    const organization = organizations.data.find((item) => item.type === 'organization');
    if (!organization) throw new Error('the seed has no organization');
    await connect.tab('Organization').click();
    await page.waitForURL(/connection=organization/);
    await connect.hierarchySwitch.check();
    await page.waitForURL(/limited_search=false/);
    await connect.search.fill(organization.name);
    await connect.result(organization.name).waitFor();
    expect(await connect.result(person.name).count()).toBe(0);
    await context.close();
  });
});

describe('influencers and circle leaders', () => {
  it('lists influencers without follow buttons, and circle leaders 9 a page with their level', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    await completeMissingInfo(env.server.port, token);
    const influencers = await searchApi(env.server.port, token, 'type=user&is_influencer=true&page_size=16');
    expect(influencers.count).toBeGreaterThan(0);
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login?next=%2Finfluencers`);
    await answerMissingInfoLater(page);
    await logIn(page, 'member@example.org');
    await page.getByRole('heading', { name: 'Influential People' }).waitFor();
    const people = directoryList(page, 'Influential people');
    for (const influencer of influencers.data) {
      await people.list.getByRole('heading', { name: influencer.name, exact: true }).waitFor();
    }
    expect(await people.items.count()).toBe(influencers.data.length);
    expect(await people.list.getByRole('button', { name: /^Follow/ }).count()).toBe(0);

    // Influential organizations can be followed (the member belongs to none of them).
    const orgs = await searchApi(env.server.port, token, 'type=organization&is_influencer=true&page_size=16');
    expect(orgs.count).toBeGreaterThan(0);
    await page.goto(`${env.server.origin()}/influential-orgs`);
    await page.getByRole('heading', { name: 'Influential Organizations' }).waitFor();
    const orgList = directoryList(page, 'Influential organizations');
    for (const org of orgs.data) {
      await orgList.list.getByRole('button', { name: `Follow ${org.name}`, exact: true }).waitFor();
    }
    expect(await orgList.items.count()).toBe(orgs.data.length);

    const leaders = await searchApi(env.server.port, token, 'type=user&is_certified=true&page_size=9');
    await page.goto(`${env.server.origin()}/circle-leaders`);
    await page.getByRole('heading', { name: 'Circle Leaders' }).waitFor();
    const list = directoryList(page, 'Circle leaders');
    // The seed certifies more leaders than one page holds: 9 here, the rest on page 2.
    expect(leaders.count).toBeGreaterThan(9);
    await expect.poll(() => list.items.count(), { timeout: 15_000 }).toBe(9);
    for (const leader of leaders.data) {
      const label = CERTIFICATION_LEVELS.find((level) => level.id === leader.certification_level)?.label;
      const card = list.items.filter({ has: page.getByRole('heading', { name: leader.name, exact: true }) });
      await card.getByText(`Certified leader: ${label}`, { exact: true }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => list.items.count(), { timeout: 15_000 }).toBe(leaders.count - 9);
    await page.getByRole('button', { name: 'Become a Circle Leader' }).click();
    const dialog = page.getByRole('dialog', { name: 'Become a Circle Leader' });
    await dialog.getByLabel(LEADER_APPLICATION_QUESTIONS[0]).waitFor();
    await context.close();
  });
});

describe('connect on a narrow screen', () => {
  it('shows only the Recommended panel with type tabs', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    await completeMissingInfo(env.server.port, token);
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await openPage(context, `${env.server.origin()}/login?next=%2Fconnect`);
    await answerMissingInfoLater(page);
    await logIn(page, 'member@example.org');
    await page.getByRole('heading', { name: 'Recommended', exact: true }).waitFor();
    await page.getByRole('tablist', { name: 'Recommendation types' }).getByRole('tab').first().waitFor();
    expect(await connectPage(page).search.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Connect', exact: true }).isVisible()).toBe(false);
    await context.close();
  });
});

describe('connect offline', () => {
  it('finds a stored person offline and says a search of what is not stored needs a connection', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    await completeMissingInfo(env.server.port, token);
    const person = await followablePerson(token);
    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    const page = await openPage(context, `${env.server.origin()}/login?next=%2Fconnect%3Fconnection%3Duser`);
    await answerMissingInfoLater(page);
    await logIn(page, 'member@example.org');
    const connect = connectPage(page);
    await connect.activeHeading.waitFor();
    // Online once: the results are kept on this device.
    await connect.search.fill(person.name);
    await connect.result(person.name).waitFor();
    await untilServiceWorkerControls(page);

    await env.server.disconnect();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
    await connect.resultsHeading.waitFor();
    await connect.result(person.name).waitFor();
    // Following offline is queued: Followed at once, marked Pending.
    await connect.followButton(person.name).click();
    await connect.followedButton(person.name).waitFor();
    await connect.result(person.name).getByText('Pending', { exact: true }).waitFor();

    await connect.search.fill('Zzqx Nobody');
    await page.getByText(PROFILE_MESSAGES.needsConnection).waitFor();
    expect(await connect.result(person.name).count()).toBe(0);
    await context.close();
    await env.server.reconnect();
  });
});
