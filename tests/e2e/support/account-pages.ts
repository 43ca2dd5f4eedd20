/** Page models of the account screens: role and label locators, as a person finds things. */
import type { BrowserContext, Page } from 'playwright-core';

export interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;
/** A member no test has used yet. */
export function newMember(tag: string): NewMember {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: `Tester ${tag}`,
    email: `${tag}-${Date.now()}-${counter}@example.org`,
    password: `pass-${tag}-2026`,
  };
}

export function signupForm(page: Page) {
  return {
    firstName: page.getByLabel('First name'),
    lastName: page.getByLabel('Last name'),
    email: page.getByLabel('Email'),
    password: page.getByLabel('Password', { exact: true }),
    confirm: page.getByLabel('Confirm password'),
    newsletter: page.getByLabel('Subscribe to our newsletter'),
    captcha: page.getByRole('checkbox', { name: "I'm not a robot" }),
    submit: page.getByRole('button', { name: 'Sign up', exact: true }),
    async fill(member: NewMember) {
      await this.firstName.fill(member.firstName);
      await this.lastName.fill(member.lastName);
      await this.email.fill(member.email);
      await this.password.fill(member.password);
      await this.confirm.fill(member.password);
    },
    async solveCaptcha() {
      await this.captcha.click();
      await page.getByText('Verified', { exact: true }).waitFor({ timeout: 30_000 });
    },
  };
}

/** The whole signup through the form; lands on the code page. */
export async function signUp(page: Page, member: NewMember): Promise<void> {
  const form = signupForm(page);
  await form.fill(member);
  await form.solveCaptcha();
  await form.submit.click();
  await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
}

export function otpPage(page: Page) {
  const digit = (n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });
  return {
    digit,
    verify: page.getByRole('button', { name: 'Verify', exact: true }),
    resend: page.getByRole('button', { name: 'Resend code' }),
    async type(code: string) {
      await digit(1).click();
      await page.keyboard.type(code);
    },
    /** Pastes `code` from the clipboard into box `n` (Ctrl+V, as a person would). */
    async paste(context: BrowserContext, code: string, n: number) {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
      await page.evaluate((text) => navigator.clipboard.writeText(text), code);
      await digit(n).focus();
      await page.keyboard.press('ControlOrMeta+V');
    },
  };
}

export function settingsMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Settings', exact: true });
  const menu = page.getByRole('menu', { name: 'Settings' });
  return {
    button,
    menu,
    item: (name: string) => menu.getByRole('menuitem', { name, exact: true }),
    async choose(name: string) {
      await button.click();
      await menu.getByRole('menuitem', { name, exact: true }).click();
    },
  };
}
