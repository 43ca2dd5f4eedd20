/**
 * Memberships through the real UI, worker and server on the embedded provider: a
 * tier-0 member upgrades to Basic through the checkout page and gains Ask Anything, switches
 * to yearly, cancels with a reason and renews; a Pro member's downgrade asks for a reason; a
 * visitor is asked to sign in; /membership reads offline with its actions disabled.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES } from '../../contract';
import { assistant, upgradeDialog } from './support/ama-pages';
import { openPage, untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser({ proxied: true });
const MEMBER = 'member@example.org';
const STUDENT = 'student@example.org';
const LONG = 30_000;

const signedIn = (email: string, path: string, options: BrowserContextOptions = {}) =>
  memberPage(env, path, email, { viewport: { width: 1280, height: 900 }, ...options });

function membership(page: Page) {
  const chooser = page.getByRole('region', { name: /Choose your plan|Other plans/ });
  const panel = page.getByRole('region', { name: /Basic|Pro|Premium/ }).filter({ hasText: 'Manage billing' });
  const reason = page.getByRole('dialog', { name: /Cancel Membership|Downgrade to/ });
  return {
    chooser,
    panel,
    plans: chooser.getByRole('article'),
    plan: (name: string) => chooser.getByRole('article', { name, exact: true }),
    monthly: chooser.getByRole('button', { name: 'Monthly', exact: true }),
    yearly: chooser.getByRole('button', { name: 'Yearly', exact: true }),
    reason,
    reasonField: reason.getByRole('textbox', { name: 'Reason' }),
    confirm: reason.getByRole('button', { name: 'Confirm', exact: true }),
  };
}

describe('membership', () => {
  it('a tier-0 member upgrades to Basic through checkout and gains Ask Anything', async () => {
    const { context, page } = await signedIn(STUDENT, '/careergps');
    try {
      // Before: the sidebar banner and the settings menu point to /membership.
      const banner = page.getByRole('complementary', { name: 'Membership', exact: true });
      await banner.getByRole('link', { name: 'Upgrade your membership' }).waitFor({ timeout: LONG });
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Membership', exact: true }).waitFor();
      await page.keyboard.press('Escape');
      // Ask Anything asks to upgrade.
      const ama = assistant(page);
      await ama.heading.waitFor({ timeout: LONG });
      await ama.prompt.click();
      const upgrade = upgradeDialog(page);
      await upgrade.dialog.waitFor();
      await upgrade.upgrade.click();
      await page.waitForURL((url) => url.pathname === '/membership');

      const ui = membership(page);
      await ui.plan('Premium').waitFor({ timeout: LONG });
      expect(await ui.plans.getByRole('heading').allTextContents()).toEqual(['Free', 'Basic', 'Pro', 'Premium']);
      expect(await ui.monthly.getAttribute('aria-pressed')).toBe('true');
      await ui.plan('Basic').getByText('$9 / month', { exact: true }).waitFor();
      await ui.plan('Basic').getByText('7-day free trial', { exact: true }).waitFor();
      await ui.plan('Free').getByText('Not included: Ask Anything').waitFor();
      expect(await ui.plan('Free').getByRole('button', { name: 'Continue to Free' }).isDisabled()).toBe(true);
      await ui.yearly.click();
      await ui.plan('Basic').getByText('$90 / year', { exact: true }).waitFor();
      await ui.monthly.click();

      // A cancelled checkout takes nothing and leads back.
      await ui.plan('Basic').getByRole('button', { name: 'Upgrade to Basic' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: LONG });
      await page.getByRole('button', { name: 'Cancel payment', exact: true }).click();
      await page.getByRole('heading', { name: PAYMENT_MESSAGES.paymentCancelTitle }).waitFor({ timeout: LONG });
      await page.getByText('No payment was taken.').waitFor();
      await page.getByRole('link', { name: 'Back to membership', exact: true }).click();
      await ui.plan('Basic').getByRole('button', { name: 'Upgrade to Basic' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: LONG });
      await page.getByRole('button', { name: 'Complete payment', exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname === '/payment/success' && url.searchParams.get('type') === 'subscription',
      );
      await page.getByRole('heading', { name: PAYMENT_MESSAGES.paymentSuccessTitle }).waitFor({ timeout: LONG });
      await page.getByText('Your membership is active.').waitFor();
      await page.getByRole('link', { name: 'View membership', exact: true }).click();
      await ui.panel.getByText('$9 / month', { exact: true }).waitFor({ timeout: LONG });
      await ui.panel.getByText(/^(Trial ends|Renews on) /).waitFor();
      await ui.plan('Basic').getByText('Current plan').waitFor();
      expect(await ui.plan('Basic').getByText('7-day free trial').count()).toBe(0);
      await banner.waitFor({ state: 'detached', timeout: LONG });

      // After: Ask Anything answers.
      await page.goto(`${env.server.origin()}/careergps`);
      await ama.heading.waitFor({ timeout: LONG });
      await ama.prompt.fill('How do I prepare for a product interview?');
      await ama.send.click();
      await ama.exchanges.first().getByRole('region', { name: 'Answer', exact: true }).waitFor({ timeout: LONG });
      expect(await upgrade.dialog.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('switches to yearly, then cancels with a reason and renews', async () => {
    const { context, page } = await signedIn(STUDENT, '/membership');
    try {
      const ui = membership(page);
      await ui.panel.getByText('$9 / month', { exact: true }).waitFor({ timeout: LONG });
      await ui.yearly.click();
      await ui.plan('Basic').getByRole('button', { name: 'Switch to Basic' }).click();
      await page.getByText(PAYMENT_MESSAGES.planChangeDelay).first().waitFor({ timeout: LONG });
      await ui.panel.getByText('$90 / year', { exact: true }).waitFor({ timeout: LONG });

      await ui.panel.getByRole('button', { name: 'Cancel Membership', exact: true }).click();
      await ui.reason.waitFor();
      await ui.confirm.click();
      await ui.reason.getByText(PAYMENT_MESSAGES.specifyReason, { exact: true }).waitFor();
      await ui.reasonField.fill('Too expensive for me right now');
      // The typed reason survives closing and reopening.
      await ui.reason.getByRole('button', { name: 'Close', exact: true }).first().click();
      await ui.reason.waitFor({ state: 'hidden' });
      await ui.panel.getByRole('button', { name: 'Cancel Membership', exact: true }).click();
      expect(await ui.reasonField.inputValue()).toBe('Too expensive for me right now');
      await ui.confirm.click();
      await ui.reason.waitFor({ state: 'hidden', timeout: LONG });
      await ui.panel.getByText(/^Ends on /).waitFor({ timeout: LONG });
      await ui.panel.getByRole('button', { name: 'Renew', exact: true }).click();
      await ui.panel.getByRole('button', { name: 'Cancel Membership', exact: true }).waitFor({ timeout: LONG });
      expect(await ui.panel.getByText(/^Ends on /).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a Pro member must give a reason to downgrade; a visitor is asked to sign in', async () => {
    const { context, page } = await signedIn(MEMBER, '/membership');
    try {
      const ui = membership(page);
      await ui.panel.getByText('$19 / month', { exact: true }).waitFor({ timeout: LONG });
      await ui.plan('Pro').getByText('Current plan').waitFor();
      await ui.plan('Basic').getByRole('button', { name: 'Downgrade to Basic' }).click();
      await ui.reason.waitFor();
      await ui.confirm.click();
      await ui.reason.getByText(PAYMENT_MESSAGES.specifyReason, { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await ui.reason.waitFor({ state: 'hidden' });
      await ui.panel.getByText('$19 / month', { exact: true }).waitFor();

      // Pro grants the membership card (the tenant's star flag is on): an image the server drew.
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: LONG }),
        ui.panel.getByRole('button', { name: 'Download membership card', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^membership-card\.(svg|png)$/);
    } finally {
      await context.close();
    }

    const visitor = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await openPage(visitor, `${env.server.origin()}/pricing`);
      const ui = membership(page);
      await ui.plan('Basic').waitFor({ timeout: LONG });
      const signIn = ui.plan('Basic').getByRole('link', { name: PAYMENT_MESSAGES.signInToUpgrade });
      expect(await signIn.getAttribute('href')).toBe('/login?next=%2Fmembership');
      expect(await ui.chooser.getByRole('button', { name: /^(Upgrade|Downgrade|Switch)/ }).count()).toBe(0);
      // 360 px wide: nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    } finally {
      await visitor.close();
    }
  });

  it('reads plans and the panel offline, with every action disabled', async () => {
    const { context, page } = await signedIn(MEMBER, '/membership', WITH_SERVICE_WORKER);
    try {
      await untilServiceWorkerControls(page);
      const ui = membership(page);
      await ui.panel.getByText('$19 / month', { exact: true }).waitFor({ timeout: LONG });
      await env.server.disconnect();
      await context.setOffline(true);
      await page.reload();
      await ui.plan('Premium').waitFor({ timeout: LONG });
      await ui.panel.getByText('$19 / month', { exact: true }).waitFor({ timeout: LONG });
      const upgradeButton = ui.plan('Premium').getByRole('button', { name: 'Upgrade to Premium' });
      expect(await upgradeButton.isDisabled()).toBe(true);
      expect(await ui.panel.getByRole('button', { name: 'Cancel Membership' }).isDisabled()).toBe(true);
      expect(await ui.panel.getByRole('button', { name: 'Manage billing' }).isDisabled()).toBe(true);
      await ui.plan('Premium').getByText(MESSAGES.youAreOffline, { exact: true }).waitFor();
    } finally {
      await context.setOffline(false);
      await env.server.reconnect();
      await context.close();
    }
  });
});
