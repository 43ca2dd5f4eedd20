/** Page model of /registration (the profile-completion flow): role and label locators only. */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type CareerEntry, PROFILE_MESSAGES, type Profile } from '../../../contract';
import { api, apiToken } from './api';
import { openPage } from './browser';
import { type E2eEnv, pathOf } from './env';
import { pickChoice } from './multi-select';
import { logIn } from './pages';
import type { TestServer } from './server';

/** Seeded on every demo tenant with the registration not completed (server/db/seed-data.ts). */
export const NEWCOMER = 'newcomer@example.org';

export function registration(page: Page) {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  return {
    choiceHeading: page.getByRole('heading', { name: 'How would you like to build your profile?' }),
    /** The current step's heading (level 2). */
    heading: (title: string | RegExp) =>
      page.getByRole('heading', { name: title, level: 2, ...(typeof title === 'string' ? { exact: true } : {}) }),
    progress: (n: number, of: number) => page.getByText(`Step ${n} of ${of}`, { exact: true }),
    next: button('Next'),
    back: button('Back'),
    skip: button('Skip'),
    finish: button('Finish'),
    continue: button('Continue'),
    importButton: button('Import'),
    /** Step 0: picks a card by the start of its text, then Continue. */
    async choose(title: 'One step with LinkedIn' | 'With your resume' | 'Step by step') {
      await page.getByText(new RegExp(`^${title}`)).click();
      await button('Continue').click();
    },
    async select(label: string, option: string) {
      await page.getByLabel(label, { exact: true }).selectOption({ label: option });
    },
    async fill(label: string, value: string) {
      await page.getByLabel(label, { exact: true }).fill(value);
    },
    async check(label: string) {
      await page.getByRole('checkbox', { name: label, exact: true }).check();
    },
    /** Multi-select: types the start of the name and picks the match. */
    async pick(noun: 'skills' | 'topics', name: string) {
      await pickChoice(page, `Add to ${noun}`, name);
    },
    required: page.getByText('Required', { exact: true }),
    /**
     * The last two steps on a diaspora tenant: Next on Country Information asks for the
     * country of origin, which is then chosen; the summary is step `steps` of `steps`, and
     * Finish leads home.
     */
    async countryThenFinish(country: string, steps: number) {
      await this.heading('Country Information').waitFor();
      await this.next.click();
      await this.required.waitFor();
      await this.select('Country of origin', country);
      await this.next.click();
      await this.heading(PROFILE_MESSAGES.almostComplete).waitFor();
      await this.progress(steps, steps).waitFor();
      await this.finish.click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
    },
  };
}

/** A fresh context on `host` in which the newcomer logs in and lands on the registration. */
export async function newcomerAtRegistration(
  env: E2eEnv,
  host?: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext(options);
  const page = await openPage(context, `${env.server.origin(host)}/login`);
  await logIn(page, NEWCOMER);
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/registration?next=%2F');
  return { context, page };
}

export async function storedProfile(server: TestServer, host: string, email = NEWCOMER): Promise<Profile> {
  const token = await apiToken(server.port, host, email);
  return (await api<Profile>(server.port, host, 'GET', '/api/v1/profile/', { token })).body;
}

export async function storedCareerEntries(server: TestServer, host: string, email = NEWCOMER): Promise<CareerEntry[]> {
  const token = await apiToken(server.port, host, email);
  return (await api<{ data: CareerEntry[] }>(server.port, host, 'GET', '/api/v1/career-entries/', { token })).body.data;
}

/**
 * A newly signed-up member on localhost (basic mode) completes the registration through the
 * form with the fewest answers (country of origin included: localhost is a diaspora tenant), and waits
 * until nothing is left to send. For specs whose subject comes after the registration.
 */
export async function completeRegistration(page: Page): Promise<void> {
  const reg = registration(page);
  await reg.choiceHeading.waitFor({ timeout: 20_000 });
  await reg.choose('Step by step');
  await reg.heading('Personal Information').waitFor();
  await reg.fill('Title', 'Analyst');
  await reg.select('Country', 'Kenya');
  await reg.fill('Institution', 'University of Nairobi');
  await reg.select('Batch (graduation year)', '2045');
  await reg.next.click();
  await reg.heading('Skills and Topics').waitFor();
  await reg.pick('skills', 'Python');
  await reg.pick('topics', 'Job search');
  await reg.next.click();
  await reg.heading('Social Network Sites').waitFor();
  await reg.skip.click();
  await reg.heading('Current Role').waitFor();
  await reg.select('Current role', 'Individual contributor');
  await reg.next.click();
  await reg.heading('Career Information').waitFor();
  await reg.select('Career stage', 'Early career');
  await reg.check('Find a job or internship');
  await reg.next.click();
  // localhost has connectdiaspora on: basic mode asks for the country of origin as well.
  await reg.heading('Country Information').waitFor();
  await reg.select('Country of origin', 'Kenya');
  await reg.next.click();
  await reg.finish.click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Online$/ })
    .waitFor({ timeout: 20_000 });
}
