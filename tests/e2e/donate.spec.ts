/**
 * A donation through the real UI on the embedded provider: a member donates from the
 * default organization's Donate tab (checkout, then the success page); a visitor is asked to
 * log in; offline the Donate button is disabled and says why.
 */
import { describe, expect, it } from 'vitest';
import type { Identity } from '../../contract';
import { PAYMENT_MESSAGES } from '../../contract';
import { api, apiToken } from './support/api';
import { openPage } from './support/browser';
import { completeMissingInfo } from './support/connect-pages';
import { signedInDevice } from './support/devices';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser({ proxied: true });
const HOST = 'localhost';

/** The member's default organization (the seed gives it donation details). */
async function defaultOrgSlug(token: string): Promise<string> {
  const res = await api<Identity>(env.server.port, HOST, 'GET', '/api/v1/identity/', { token });
  const slug = res.body.organization?.name_slug;
  if (!slug) throw new Error(`member@ has no default organization: ${res.status}`);
  return slug;
}

describe('donations', () => {
  it('a member donates from the Donate tab and lands on the success page', async () => {
    const token = await apiToken(env.server.port, HOST, 'member@example.org');
    await completeMissingInfo(env.server.port, token);
    const slug = await defaultOrgSlug(token);
    const path = `/org/${slug}/donate`;
    const { context, page } = await signedInDevice(env.server, env.browser, 'member@example.org', path);

    const card = page.getByRole('region', { name: 'Donate' }).last();
    await card.getByRole('heading', { name: /^Donate to / }).waitFor();
    expect(await card.getByText('Donations open when payments arrive.').count()).toBe(0);
    await card.getByRole('button', { name: 'Donate', exact: true }).click();
    await page.waitForURL(/\/checkout\//);
    await page.getByText('$25').first().waitFor();
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.getByRole('heading', { name: PAYMENT_MESSAGES.paymentSuccessTitle }).waitFor();
    await page.getByText('Thank you for your donation.').waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('donation');
    await context.close();
  });

  it('a visitor sees Log in to donate on the organization page', async () => {
    const slug = await defaultOrgSlug(await apiToken(env.server.port, HOST, 'member@example.org'));
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/org/${slug}`);
    const card = page.getByRole('region', { name: 'Donate' });
    await card.getByRole('link', { name: 'Log in to donate' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/org/${slug}`);
    await context.close();
  });

  it('offline the Donate button is disabled with a reason', async () => {
    const token = await apiToken(env.server.port, HOST, 'member@example.org');
    const slug = await defaultOrgSlug(token);
    const path = `/org/${slug}/donate`;
    const { context, page } = await signedInDevice(env.server, env.browser, 'member@example.org', path);
    const card = page.getByRole('region', { name: 'Donate' }).last();
    const donate = card.getByRole('button', { name: 'Donate', exact: true });
    await donate.waitFor();
    expect(await donate.isEnabled()).toBe(true);

    await env.server.disconnect();
    await context.setOffline(true);
    await card.getByText("You're offline").waitFor();
    expect(await donate.isDisabled()).toBe(true);
    await context.close();
  });
});
