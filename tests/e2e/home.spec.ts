/**
 * The home dashboard and chrome: the member's two tracks in the order of their saved
 * focus, each with four numbered steps; the focus areas dialog leading to the Resource Hub;
 * the 'Recommendations for you' panel beside /jobs on large screens only (two per type
 * inline, the rest in the Related drawer); and the sidebar profile card's completion ring.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import { settingsMenu } from './support/account-pages';
import { api, apiToken } from './support/api';
import { signedInDevice } from './support/devices';
import { serverAndBrowser } from './support/env';
import { jobBoard } from './support/pages';

const env = serverAndBrowser();
const WIDE = { width: 1400, height: 900 };
const PHONE = { width: 375, height: 800 };
const TITLE = 'Unlock Your Career Potential with AI';

let topicAreas: { id: number; name: string }[];

beforeAll(async () => {
  // Arrange: the member lists three skills, so the job board has more than two matches for them.
  const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
  const skills = await api<{ data: { id: number }[] }>(env.server.port, 'localhost', 'GET', '/api/v1/skills/', {
    token,
  });
  const patched = await api(env.server.port, 'localhost', 'PATCH', '/api/v1/profile/', {
    token,
    // The country of origin completes the profile, so the missing-information dialog stays closed.
    body: { skills: skills.body.data.slice(0, 3).map((skill) => skill.id), extra_info: { country_of_origin: 'KE' } },
  });
  expect(patched.status).toBe(200);
  topicAreas = (
    await api<{ data: { id: number; name: string }[] }>(env.server.port, 'localhost', 'GET', '/api/v1/topic-areas/', {
      token,
    })
  ).body.data;
});

async function memberPage(viewport: { width: number; height: number }, next = '/'): Promise<[BrowserContext, Page]> {
  const { context, page } = await signedInDevice(env.server, env.browser, 'member@example.org', next, { viewport });
  return [context, page];
}

const tabNames = (page: Page) => page.getByRole('tab').allTextContents();
const hrefs = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('home dashboard', () => {
  it('shows both tracks, four steps each, in the saved focus order; a new focus reorders them', async () => {
    const [context, page] = await memberPage(WIDE);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    // member@example.org saved focus 'both': learning AI skills comes first.
    expect(await tabNames(page)).toEqual(['Learn AI skills', 'Career development']);
    const aiSteps = page.getByRole('list', { name: 'Learn AI skills steps' });
    expect(await aiSteps.getByRole('listitem').count()).toBe(4);
    expect(await hrefs(page, 'Learn AI skills steps')).toEqual([
      '/careergps/ai-readiness-assessment',
      '/usecases',
      '/circles',
      '/careergps?agent_type=career_assistant',
    ]);
    await page.getByRole('tab', { name: 'Career development' }).click();
    const careerSteps = page.getByRole('list', { name: 'Career development steps' });
    await careerSteps.waitFor();
    expect(await careerSteps.getByRole('listitem').count()).toBe(4);
    expect(await hrefs(page, 'Career development steps')).toEqual([
      '/careergps/interest-explorer',
      '/circles',
      '/careergps?agent_type=career_assistant',
    ]);
    expect(await careerSteps.getByRole('button', { name: 'Choose focus areas' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Browse the Job Board' }).getAttribute('href')).toBe('/jobs');

    // Saving 'Career development' in Portal Preferences puts that track first.
    await settingsMenu(page).choose('Portal Preferences');
    const dialog = page.getByRole('dialog', { name: 'Portal Preferences' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Career development', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('[role=tab]')?.textContent === 'Career development');
    expect(await tabNames(page)).toEqual(['Career development', 'Learn AI skills']);
    expect(await page.getByRole('tab', { name: 'Career development' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('choosing focus areas opens the Resource Hub filtered by the chosen topic areas', async () => {
    expect(topicAreas.length).toBeGreaterThanOrEqual(2);
    const [context, page] = await memberPage(WIDE);
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByRole('tab', { name: 'Career development' }).click();
    await page.getByRole('button', { name: 'Choose focus areas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your focus areas' });
    const explore = dialog.getByRole('button', { name: 'Explore resources' });
    await explore.waitFor();
    expect(await explore.isDisabled()).toBe(true);
    const [first, second] = topicAreas as [{ id: number; name: string }, { id: number; name: string }];
    await dialog.getByRole('checkbox', { name: first.name, exact: true }).check();
    await dialog.getByRole('checkbox', { name: second.name, exact: true }).check();
    await explore.click();
    await page.waitForURL((url) => url.pathname === '/resourcehub');
    const chosen = new URL(page.url()).searchParams.get('topic_areas');
    expect(chosen).toBe([first.id, second.id].join(','));
    await context.close();
  });
});

describe('recommendations panel and profile card', () => {
  it('shows Recommendations for you beside /jobs at 1400 px: two per type inline, the rest in Related; offline the stored ones', async () => {
    const [context, page] = await memberPage(WIDE, '/jobs');
    await jobBoard(page).heading.waitFor();
    const panel = page.getByRole('complementary', { name: 'Recommendations for you' });
    await panel.getByRole('heading', { name: 'Recommendations for you' }).waitFor();
    const jobs = panel.getByRole('region', { name: 'Jobs' });
    await jobs.getByRole('listitem').first().waitFor();
    const sections = panel.getByRole('region');
    for (let i = 0; i < (await sections.count()); i++) {
      expect(await sections.nth(i).getByRole('listitem').count()).toBeLessThanOrEqual(2);
    }
    expect(await jobs.getByRole('listitem').count()).toBe(2);
    // Each item says why it is recommended.
    expect(await jobs.getByText(/^Matches your skills: /).count()).toBe(2);
    await jobs.getByRole('button', { name: /^Show More/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Related' });
    await drawer.getByRole('listitem').first().waitFor();
    const more = await drawer.getByRole('listitem').count();
    expect(more).toBeGreaterThanOrEqual(1);
    expect(more).toBeLessThanOrEqual(3);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Offline, the panel shows the recommendations stored on this device. Home is visited
    // online first so its code is loaded; leaving /jobs unmounts the panel, coming back reads it anew.
    const home = page.getByRole('link', { name: 'Career Compass', exact: true });
    const toJobs = page.getByRole('link', { name: 'Browse the Job Board' });
    await home.click();
    await toJobs.click();
    await jobs.getByRole('listitem').first().waitFor();
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: MESSAGES.youAreOffline }).waitFor();
    await home.click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    expect(await panel.count()).toBe(0);
    await toJobs.click();
    await jobs.getByRole('listitem').first().waitFor();
    expect(await jobs.getByRole('listitem').count()).toBe(2);
    await context.setOffline(false);

    // The sidebar profile card: completion ring, name, membership badge.
    const ring = page.getByRole('img', { name: /^Profile \d{1,3}% complete$/ });
    await ring.waitFor();
    const card = page.getByRole('link').filter({ has: ring });
    expect(await card.getAttribute('href')).toBe('/profile');
    expect(await card.textContent()).toContain('Mateo Silva');
    expect(await card.textContent()).toContain('Tier 2');
    await context.close();
  });

  it('leaves the panel out on a 375 px phone', async () => {
    const [context, page] = await memberPage(PHONE, '/jobs');
    await jobBoard(page).heading.waitFor();
    await jobBoard(page).cards.first().waitFor();
    expect(await page.getByRole('heading', { name: 'Recommendations for you' }).count()).toBe(0);
    await context.close();
  });
});
