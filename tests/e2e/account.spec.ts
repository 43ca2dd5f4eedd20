/**
 * Accounts through the real UI (spec part 1 sections 2-5): signup with its validation and
 * captcha, the e-mailed code, the member guards, passwords, e-mail verification links,
 * membership approval, feedback, Portal Preferences, and the chrome around them.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Identity } from '../../contract';
import { type NewMember, newMember, otpPage, settingsMenu, signUp, signupForm } from './support/account-pages';
import { api } from './support/api';
import { openPage, untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { pathOf, serverAndBrowser } from './support/env';
import { codeIn, linkPathIn, mailsTo, nextMail } from './support/mail';
import { jobBoard } from './support/pages';
import { completeRegistration } from './support/registration-pages';

const env = serverAndBrowser({ proxied: true });

const path = pathOf;

async function waitForPath(page: Page, expected: string): Promise<void> {
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe(expected);
}

async function logInAs(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A member who signed up and verified their code, signed in on `context`. */
async function verifiedMember(context: BrowserContext, tag: string, host = 'localhost'): Promise<[Page, NewMember]> {
  const member = newMember(tag);
  const page = await openPage(context, `${env.server.origin(host)}/signup`);
  await signUp(page, member);
  const otp = otpPage(page);
  await otp.type(codeIn(await nextMail(env.server, host, member.email)));
  await otp.verify.click();
  await page.getByRole('heading', { name: 'Verify your email' }).waitFor({ state: 'detached' });
  // A new member goes through the registration flow first.
  await completeRegistration(page);
  return [page, member];
}

async function storedIdentity(host: string, email: string, password: string): Promise<Identity> {
  const token = await api<{ access: string }>(env.server.port, host, 'POST', '/api/v1/token/', {
    body: { email, password },
  });
  const res = await api<Identity>(env.server.port, host, 'GET', '/api/v1/identity/', { token: token.body.access });
  return res.body;
}

describe('signup and the e-mailed code', () => {
  it('validates, needs the captcha, signs up, guards member pages and verifies a pasted code', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/signup?next=%2Fjobs`);
    const form = signupForm(page);

    // Nothing can be sent before the captcha is solved; the newsletter is opted in by default.
    await form.submit.waitFor();
    expect(await form.submit.isDisabled()).toBe(true);
    await page.getByText(ACCOUNT_MESSAGES.captchaRequired).waitFor();
    expect(await form.newsletter.isChecked()).toBe(true);
    await form.solveCaptcha();
    expect(await form.captcha.isChecked()).toBe(true);
    expect(await form.submit.isEnabled()).toBe(true);

    // The contract's messages, field by field.
    await form.submit.click();
    await page.getByText(ACCOUNT_MESSAGES.firstNameMin).waitFor();
    await page.getByText(ACCOUNT_MESSAGES.lastNameMin).waitFor();
    await page.getByText('Please enter an email').waitFor();

    const member = newMember('signup');
    await form.firstName.fill(member.firstName);
    await form.lastName.fill(member.lastName);
    await form.email.fill('not-an-email');
    await form.password.fill('short');
    await form.submit.click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText(ACCOUNT_MESSAGES.passwordMin).waitFor();
    expect(await page.getByText(ACCOUNT_MESSAGES.firstNameMin).count()).toBe(0);

    await form.email.fill(member.email);
    await form.password.fill(member.password);
    await form.confirm.fill(`${member.password}-typo`);
    await form.submit.click();
    await page.getByText(ACCOUNT_MESSAGES.passwordsDoNotMatch).waitFor();
    // Nothing typed is lost on a failed submit.
    expect(await form.firstName.inputValue()).toBe(member.firstName);
    expect(await form.email.inputValue()).toBe(member.email);

    await form.confirm.fill(member.password);
    await form.submit.click();
    await page.getByText(ACCOUNT_MESSAGES.signupSuccess).waitFor();
    await waitForPath(page, '/verify-otp?next=%2Fjobs');
    const otp = otpPage(page);
    await otp.digit(1).waitFor();
    expect(await otp.digit(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(await otp.digit(1).getAttribute('inputmode')).toBe('numeric');

    // Signed in but unverified: member pages send the member back here, and the menu offers the code page.
    await page.goto(`${env.server.origin()}/jobs`);
    await waitForPath(page, '/verify-otp?next=%2Fjobs');
    const settings = settingsMenu(page);
    await settings.button.click();
    await settings.item('Verify OTP').waitFor();
    await page.keyboard.press('Escape');
    await settings.menu.waitFor({ state: 'detached' });

    // A wrong code is refused with the server's message; Backspace steps back and disables Verify.
    const firstCode = codeIn(await nextMail(env.server, 'localhost', member.email));
    const wrong = `${(Number(firstCode[0]) + 1) % 10}${firstCode.slice(1)}`;
    await otp.type(wrong);
    expect(await otp.digit(6).inputValue()).toBe(wrong[5]);
    await otp.verify.click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.otpInvalid }).waitFor();
    await otp.digit(6).focus();
    await page.keyboard.press('Backspace');
    await expect.poll(() => otp.verify.isDisabled()).toBe(true);

    // Resend: the server's message, then its rate limit.
    const seen = (await mailsTo(env.server, 'localhost', member.email)).length;
    await otp.resend.click();
    await page.getByText(ACCOUNT_MESSAGES.otpSent).waitFor();
    const code = codeIn(await nextMail(env.server, 'localhost', member.email, seen));
    await otp.resend.click();
    await page.getByText(ACCOUNT_MESSAGES.tooManyRequests).waitFor();

    // Pasting the whole code into any box fills all six.
    await otp.paste(context, code, 3);
    await expect.poll(() => otp.digit(6).inputValue()).toBe(code[5]);
    expect(await otp.digit(1).inputValue()).toBe(code[0]);
    await otp.verify.click();
    // Verified and new: the registration flow first, then the page asked for.
    await waitForPath(page, '/registration?next=%2Fjobs');
    await completeRegistration(page);
    await jobBoard(page).heading.waitFor();
    await waitForPath(page, '/jobs');

    // Verified: no more 'Verify OTP'; the code page and the signup page send the member on.
    await settings.button.click();
    await settings.item('Account').waitFor();
    expect(await settings.item('Verify OTP').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${env.server.origin()}/verify-otp?next=%2Fjobs`);
    await waitForPath(page, '/jobs');
    await page.goto(`${env.server.origin()}/signup`);
    await waitForPath(page, '/');
    await context.close();
  });

  it('keeps what was typed and asks for a new captcha when the e-mail is taken', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/signup`);
    const form = signupForm(page);
    await form.fill({ ...newMember('taken'), email: 'member@example.org' });
    await form.solveCaptcha();
    await form.submit.click();
    await page.getByText(ACCOUNT_MESSAGES.emailTaken).waitFor();
    expect(await form.email.inputValue()).toBe('member@example.org');
    expect(await form.captcha.isChecked()).toBe(false);
    expect(await form.submit.isDisabled()).toBe(true);
    await context.close();
  });
});

describe('the member layout', () => {
  it('holds a new member of a tenant that approves members at /pending', async () => {
    const context = await env.browser.newContext();
    const host = 'campus.localhost';
    const member = newMember('campus');
    const page = await openPage(context, `${env.server.origin(host)}/signup?next=%2Fjobs`);
    await signUp(page, member);
    const otp = otpPage(page);
    await otp.type(codeIn(await nextMail(env.server, host, member.email)));
    await otp.verify.click();
    await page.getByRole('heading', { name: 'Membership pending' }).waitFor();
    await waitForPath(page, '/pending');
    await page.goto(`${env.server.origin(host)}/jobs`);
    await page.getByRole('heading', { name: 'Membership pending' }).waitFor();
    // Not the provider's own domain: no 'Powered by'; the tenant's footer is there.
    await page.getByText('© Campus Careers Office').waitFor();
    expect(await page.getByRole('link', { name: /Powered by/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await context.close();
  });

  it('greets visitors with Login, Signup and a dismissible banner, and Powered by on localhost', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/terms-and-conditions`);
    await page.getByRole('heading', { name: 'Terms and Conditions' }).waitFor();
    await page.getByText('These terms govern your use of localhost').waitFor();
    const banner = page.getByRole('region', { name: 'Sign up' });
    await banner.waitFor();
    await page.getByRole('link', { name: 'Powered by Career Compass' }).waitFor();
    const topBar = page.getByRole('banner');
    expect(await topBar.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe(
      '/login?next=%2Fterms-and-conditions',
    );
    await topBar.getByRole('link', { name: 'Signup', exact: true }).click();
    await waitForPath(page, '/signup?next=%2Fterms-and-conditions');
    await page.goBack();
    await banner.getByRole('button', { name: 'Dismiss sign-up banner' }).click();
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('passwords', () => {
  it('changes the password from Account, keeps the session, and logs in with the new one', async () => {
    const context = await env.browser.newContext();
    const [page, member] = await verifiedMember(context, 'change');
    await settingsMenu(page).choose('Account');
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    const submit = page.getByRole('button', { name: 'Change password' });
    await submit.click();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(3);

    const newPassword = `${member.password}-new`;
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
    await submit.click();
    await page.getByText(ACCOUNT_MESSAGES.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await submit.click();
    await page.getByText(ACCOUNT_MESSAGES.wrongPassword).waitFor();
    await page.getByLabel('Current password').fill(member.password);
    await submit.click();
    await page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.passwordChanged }).waitFor();

    // The new session the server answered is the one in use: member pages still open.
    await page.goto(`${env.server.origin()}/jobs`);
    await jobBoard(page).heading.waitFor();
    await settingsMenu(page).choose('Logout');
    await waitForPath(page, '/login?next=%2F');
    await logInAs(page, member.email, newPassword);
    await waitForPath(page, '/');
    await settingsMenu(page).button.waitFor();
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const member = await (async () => {
      const context = await env.browser.newContext();
      const [, signedUp] = await verifiedMember(context, 'forgot');
      await context.close();
      return signedUp;
    })();
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(ACCOUNT_MESSAGES.validEmail).waitFor();
    const seen = (await mailsTo(env.server, 'localhost', member.email)).length;
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(ACCOUNT_MESSAGES.resetSent).waitFor();

    const link = linkPathIn(await nextMail(env.server, 'localhost', member.email, seen), 'reset-password');
    await page.goto(`${env.server.origin()}${link}`);
    const newPassword = `${member.password}-reset`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordsDoNotMatch).waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await logInAs(page, member.email, newPassword);
    await waitForPath(page, '/');
    await settingsMenu(page).button.waitFor();

    // The link works once.
    await page.goto(`${env.server.origin()}${link}`);
    await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
    await page.getByLabel('Confirm new password').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetInvalid }).waitFor();
    await context.close();
  });
});

describe('the e-mailed verification link', () => {
  it('verifies, signs in and goes home; a bad or missing key says so', async () => {
    const signupContext = await env.browser.newContext();
    const signupPage = await openPage(signupContext, `${env.server.origin()}/signup`);
    const member = newMember('link');
    await signUp(signupPage, member);
    const link = linkPathIn(await nextMail(env.server, 'localhost', member.email), 'verify-email');
    await signupContext.close();

    // Opened on another device, signed out.
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}${link}`);
    await page.getByRole('heading', { name: 'Your email has been verified' }).waitFor();
    await completeRegistration(page);
    await waitForPath(page, '/');
    await settingsMenu(page).button.waitFor();
    await page.goto(`${env.server.origin()}/jobs`);
    await jobBoard(page).heading.waitFor();
    expect((await storedIdentity('localhost', member.email, member.password)).is_verified).toBe(true);

    await page.goto(`${env.server.origin()}/verify-email/not-a-real-key`);
    await page.getByRole('heading', { name: ACCOUNT_MESSAGES.verificationFailed }).waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await waitForPath(page, '/');
    await page.goto(`${env.server.origin()}/verify-email`);
    await page.getByRole('heading', { name: ACCOUNT_MESSAGES.invalidRequest }).waitFor();
    await context.close();
  });
});

describe('support and preferences', () => {
  it('sends feedback, and saves Portal Preferences through the 2-step wizard', async () => {
    const context = await env.browser.newContext();
    const [page, member] = await verifiedMember(context, 'prefs');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('heading', { name: 'Feedback' }).waitFor();
    await page.getByLabel('Title').fill('Love the job board');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(ACCOUNT_MESSAGES.feedbackRequired).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Love the job board');
    await page.getByLabel('Description').fill('Filters work offline too.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(ACCOUNT_MESSAGES.feedbackThanks).waitFor();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('');

    await settingsMenu(page).choose('Portal Preferences');
    const dialog = page.getByRole('dialog', { name: 'Portal Preferences' });
    await dialog.waitFor();
    const summary = dialog.getByRole('definition');
    expect(await summary.allTextContents()).toEqual(['Not set', 'Not set']);
    const next = dialog.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByText('Select Persona').waitFor();
    // A person clicks the card; the radio inside it carries the name.
    await dialog.getByText('Mid career', { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'Mid career' }).isChecked()).toBe(true);
    await next.click();
    await dialog.getByText('Choose Focus Area').waitFor();
    await dialog.getByText('Career development', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.getByRole('radio', { name: 'Mid career' }).isChecked()).toBe(true);
    await next.click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText(ACCOUNT_MESSAGES.preferencesSaved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await storedIdentity('localhost', member.email, member.password)).preferences)
      .toEqual({ current_role: 4, focus_area: 'career_development' });

    // Reopened: the summary shows what was saved.
    await settingsMenu(page).choose('Portal Preferences');
    await expect
      .poll(() => dialog.getByRole('definition').allTextContents())
      .toEqual(['Mid career', 'Career development']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Settings');
    await context.close();
  });

  it('opens the settings menu from the keyboard and moves with the arrow keys', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login`);
    await logInAs(page, 'student@example.org', 'demo-pass-2026');
    const settings = settingsMenu(page);
    await settings.button.focus();
    await page.keyboard.press('Enter');
    await settings.menu.waitFor();
    // Membership is there once the first sync has stored the plans (spec order: Portal
    // Preferences, Membership, Account, Logout).
    await settings.menu.getByRole('menuitem', { name: 'Membership' }).waitFor();
    // The item a screen reader announces: the menu keeps focus and points at it with aria-activedescendant.
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const pointed = active?.getAttribute('aria-activedescendant');
        return (pointed ? document.getElementById(pointed) : active)?.textContent;
      });
    await expect.poll(focused).toBe('Portal Preferences');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Membership');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Account');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe('Logout');
    await page.keyboard.press('Escape');
    await settings.menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Settings');
    await context.close();
  });
});

describe('offline', () => {
  it('disables login and signup with "You\'re offline" when the server is gone', async () => {
    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    const page = await openPage(context, `${env.server.origin()}/signup`);
    await signupForm(page).submit.waitFor();
    await untilServiceWorkerControls(page);
    await env.server.disconnect();
    try {
      await context.setOffline(true);
      const offline = page.getByRole('status').filter({ hasText: "You're offline" });
      await offline.waitFor();
      const form = signupForm(page);
      expect(await form.submit.isDisabled()).toBe(true);
      await page.getByText("You're offline", { exact: true }).last().waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
      const login = page.getByRole('button', { name: 'Login', exact: true });
      await login.waitFor();
      expect(await login.isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      expect(await page.getByRole('button', { name: 'Send reset link' }).isDisabled()).toBe(true);
    } finally {
      await context.setOffline(false);
      await env.server.reconnect();
    }
    await context.close();
  });
});
