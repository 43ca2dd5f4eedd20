/**
 * A paid circle through the real UI on the embedded provider: a member requests to
 * join from the pricing card, an administrator accepts, the member pays (a cancelled checkout
 * first, then a completed one) and sees Payment Confirmed; and an administrator marks another
 * accepted member paid from the members table.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, PAYMENT_MESSAGES } from '../../contract';
import { apiToken } from './support/api';
import { openPage } from './support/browser';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { adminPanel, dialog, groupBySlug, membersOf } from './support/group-admin-pages';

const env = serverAndBrowser({ proxied: true });
const HOST = 'localhost';
const SLUG = 'product-leadership-circle';
const CIRCLE = `/circle/${SLUG}`;
/** $49 less the circle's 10 % discount. */
const PAY = 'Pay $44.10';

async function signedIn(email: string, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const { page } = await memberPage(env, path, email);
  return { context: page.context(), page };
}

const pricing = (page: Page) => page.getByRole('region', { name: 'Pricing' });

/** The member asks to join from the pricing card and sees the request message. */
async function requestToJoin(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const session = await signedIn(email, CIRCLE);
  const card = pricing(session.page);
  await card.getByText('$49', { exact: true }).waitFor();
  await card.getByText(/10% discount/).waitFor();
  await card.getByRole('button', { name: 'Request to join', exact: true }).click();
  const join = dialog(session.page, /^Request to join: Product Leadership Circle/);
  await join.getByRole('button', { name: 'Submit', exact: true }).click();
  await card.getByText(PAYMENT_MESSAGES.requestSubmitted).waitFor();
  return session;
}

/** admin@ accepts `name` in the circle's Admin tab. */
async function accept(name: string): Promise<void> {
  const { context, page } = await signedIn('admin@example.org', `${CIRCLE}?tab=admin`);
  const admin = adminPanel(page);
  await admin.tab('Pending').click();
  await admin.panel.getByLabel('Search members').fill(name);
  await admin.panel.getByRole('button', { name: `Accept ${name}`, exact: true }).click();
  await dialog(page, `Accept ${name}`).getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByText(GROUP_MESSAGES.memberActionDone('accept')).first().waitFor();
  await context.close();
}

/** The member's row once the request reached the server (the card says so at once, from the device). */
async function memberNamed(email: string) {
  const token = await apiToken(env.server.port, HOST, 'admin@example.org');
  const group = await groupBySlug(env.server.port, token, SLUG);
  const find = async () =>
    (await membersOf(env.server.port, token, group.id, 'all')).find((item) => item.email === email);
  await expect.poll(async () => (await find()) !== undefined, { timeout: 30_000 }).toBe(true);
  const member = await find();
  if (!member) throw new Error(`${email} has no membership in ${SLUG}`);
  return { token, group, member };
}

describe('paid circle', () => {
  it('request, acceptance, a cancelled checkout, then a paid one: Payment Confirmed', async () => {
    const { context, page } = await requestToJoin('student@example.org');
    const { member } = await memberNamed('student@example.org');
    expect(member.membership_status).toBe('pending');
    // Nothing to pay before the administrators accept.
    expect(await pricing(page).getByRole('button', { name: PAY }).count()).toBe(0);

    await accept(member.name);
    await page.reload();
    const card = pricing(page);
    await card.getByText(PAYMENT_MESSAGES.acceptedProceedToPay).waitFor();

    // Cancelled on the checkout page: back on the circle the Pay button is offered again.
    await card.getByRole('button', { name: PAY, exact: true }).click();
    await page.waitForURL(/\/checkout\//);
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.getByRole('heading', { name: PAYMENT_MESSAGES.paymentCancelTitle }).waitFor();
    await page.goto(`${env.server.origin()}${CIRCLE}`);
    await pricing(page).getByRole('button', { name: PAY, exact: true }).waitFor();
    const studentToken = await apiToken(env.server.port, HOST, 'student@example.org');
    expect((await groupBySlug(env.server.port, studentToken, SLUG)).payment_status).toBeNull();

    await pricing(page).getByRole('button', { name: PAY, exact: true }).click();
    await page.waitForURL(/\/checkout\//);
    await page.getByText('$44.10').first().waitFor();
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.getByRole('heading', { name: PAYMENT_MESSAGES.paymentSuccessTitle }).waitFor();
    await page.goto(`${env.server.origin()}${CIRCLE}`);
    await pricing(page).getByText(PAYMENT_MESSAGES.paymentConfirmed, { exact: true }).waitFor();
    expect(await pricing(page).getByRole('button', { name: PAY }).count()).toBe(0);
    expect((await groupBySlug(env.server.port, studentToken, SLUG)).payment_status).toBe('confirmed');
    await context.close();
  });

  it('an administrator marks an accepted member paid; the member sees Payment Confirmed', async () => {
    const session = await requestToJoin('member@example.org');
    const { member, group, token } = await memberNamed('member@example.org');
    await accept(member.name);

    // Offline the member cannot pay, and is told why.
    await session.page.reload();
    const pay = pricing(session.page).getByRole('button', { name: PAY, exact: true });
    await pay.waitFor();
    expect(await pay.isEnabled()).toBe(true);
    await env.server.disconnect();
    await session.context.setOffline(true);
    await pricing(session.page).getByText("You're offline").waitFor();
    expect(await pay.isDisabled()).toBe(true);
    await session.context.setOffline(false);
    await env.server.reconnect();
    // Back online once the worker reaches the server again.
    await session.page.reload();
    await expect.poll(() => pay.isEnabled(), { timeout: 30_000 }).toBe(true);

    const { context, page } = await signedIn('admin@example.org', `${CIRCLE}?tab=admin`);
    const admin = adminPanel(page);
    await admin.tab('Accepted').click();
    await admin.panel.getByLabel('Search members').fill(member.name);
    const row = admin.table('Accepted').getByRole('row').filter({ hasText: member.name });
    await row.getByText('Unpaid', { exact: true }).waitFor();
    // Unpaid keeps the member unpaid; Paid confirms the payment.
    await row.getByRole('button', { name: `Mark ${member.name} unpaid`, exact: true }).click();
    await page.getByText(PAYMENT_MESSAGES.actioned('reject')).first().waitFor();
    await row.getByText('Unpaid', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Mark ${member.name} paid`, exact: true }).click();
    await page.getByText(PAYMENT_MESSAGES.actioned('accept')).first().waitFor();
    await row.getByText('Paid', { exact: true }).waitFor();
    // Confirmed: no more marks for this member.
    await row.getByRole('button', { name: `Mark ${member.name} paid` }).waitFor({ state: 'detached' });
    const after = (await membersOf(env.server.port, token, group.id, 'accepted')).find((m) => m.id === member.id);
    expect(after?.payment_status).toBe('confirmed');
    await context.close();

    await session.page.reload();
    await pricing(session.page).getByText(PAYMENT_MESSAGES.paymentConfirmed, { exact: true }).waitFor();
    await session.context.close();
  });

  it('a visitor is sent to log in first; the card fits a 360 px screen', async () => {
    const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await openPage(context, `${env.server.origin()}${CIRCLE}`);
    await pricing(page).getByText('$49', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await pricing(page).getByRole('link', { name: 'Log in to join' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === CIRCLE);
    await context.close();
  });
});
