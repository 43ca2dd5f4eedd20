/**
 * The staff recommendation package through the real UI and the real server: staff choose a
 * member, select recommendations of two types (a sixth of one is refused with its message),
 * edit the subject and send; the member receives one mail with the new subject and the
 * chosen titles, and the draft is gone. A member who is not staff sees only the refusal; a
 * reload in the middle keeps the member, the selection and the typed subject.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../contract';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { mailsTo, nextMail } from './support/mail';
import { candidateTitles, packagePage, storedPackageDraft } from './support/package-pages';

const env = serverAndBrowser();
const MEMBER = { name: 'Mateo Silva', email: 'member@example.org' };

/** Chooses the member through the search (asked from two characters). */
async function chooseMember(page: Page, search: string, name: string): Promise<void> {
  const pkg = packagePage(page);
  await pkg.memberSearch.fill(search);
  await pkg.member(name).click();
  await pkg.chosenMember.getByText(name, { exact: true }).waitFor();
}

/** Selects the candidates with these titles in the open tab and waits until each shows as selected. */
async function select(page: Page, titles: readonly string[]): Promise<void> {
  const pkg = packagePage(page);
  for (const title of titles) {
    const button = pkg.selectButton(pkg.panel.getByRole('listitem', { name: title, exact: true }));
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  }
}

async function openTab(page: Page, label: string): Promise<string[]> {
  const pkg = packagePage(page);
  await pkg.tab(label).click();
  await pkg.candidates.first().waitFor();
  return candidateTitles(page);
}

describe('staff recommendation package', () => {
  it('selects up to five per type, edits the subject, sends, and the member gets the mail', async () => {
    const mailsBefore = (await mailsTo(env.server, 'localhost', MEMBER.email)).length;
    const { page, close } = await memberPage(env, '/recommendation-package', 'admin@example.org');
    const pkg = packagePage(page);
    await pkg.heading.waitFor();
    await page.getByText(PACKAGE_MESSAGES.searchHint).waitFor();
    await chooseMember(page, 'Mateo', MEMBER.name);

    // Five resources, then a sixth is refused where the click happened.
    const resources = await openTab(page, 'Resources');
    expect(resources.length).toBeGreaterThanOrEqual(6);
    await select(page, resources.slice(0, 5));
    const sixth = pkg.selectButton(pkg.panel.getByRole('listitem', { name: resources[5], exact: true }));
    await sixth.click();
    await pkg.alert(PACKAGE_MESSAGES.maxResources).waitFor();
    expect(await sixth.getAttribute('aria-pressed')).toBe('false');
    expect(await pkg.drawerItems('Resources').getByRole('listitem').count()).toBe(5);

    // A second type; mentors wait for a group.
    const jobs = await openTab(page, 'Jobs');
    const chosenJob = jobs.slice(0, 1);
    await select(page, chosenJob);
    await pkg.tab('Mentors').click();
    await pkg.panel.getByRole('status').filter({ hasText: PACKAGE_MESSAGES.chooseGroupFirst }).waitFor();
    await pkg.drawer.getByRole('heading', { name: `${PACKAGE_MESSAGES.selected} (6)` }).waitFor();
    await pkg
      .drawerItems('Jobs')
      .getByText(chosenJob[0] ?? '', { exact: true })
      .waitFor();

    // The editor, with the preset texts; a new subject, then Send Email and Confirm.
    await pkg.next.click();
    await pkg.subject.waitFor();
    expect(await pkg.subject.inputValue()).toBe(PACKAGE_MESSAGES.defaultSubject);
    const subject = `Picked for you ${Date.now()}`;
    await pkg.subject.fill(subject);
    await pkg.sendEmail.click();
    await pkg.confirmDialog.getByText(`Send these recommendations to ${MEMBER.name}?`).waitFor();
    await pkg.confirm.click();
    await page.getByText(PACKAGE_MESSAGES.emailSent, { exact: true }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedPackageDraft(page)).toBeNull();

    const mail = await nextMail(env.server, 'localhost', MEMBER.email, mailsBefore);
    expect(mail.subject).toBe(subject);
    for (const title of [...resources.slice(0, 5), ...chosenJob]) expect(mail.text).toContain(title);
    expect(mail.text).not.toContain(resources[5]);
    expect((await mailsTo(env.server, 'localhost', MEMBER.email)).length).toBe(mailsBefore + 1);
    await close();
  });

  it('shows a member who is not staff only the refusal', async () => {
    const { page, close } = await memberPage(env, '/recommendation-package', MEMBER.email);
    await page.getByText(PACKAGE_MESSAGES.staffOnly, { exact: true }).waitFor();
    const pkg = packagePage(page);
    expect(await pkg.heading.count()).toBe(0);
    expect(await pkg.memberSearch.count()).toBe(0);
    await close();
  });

  it('keeps the member, the selection and the typed subject through a reload', async () => {
    const { page, close } = await memberPage(env, '/recommendation-package', 'admin@example.org');
    const pkg = packagePage(page);
    await chooseMember(page, 'Mateo', MEMBER.name);
    const resources = await openTab(page, 'Resources');
    const chosen = resources.slice(0, 2);
    await select(page, chosen);
    await pkg.next.click();
    const subject = 'Kept through a reload';
    await pkg.subject.fill(subject);
    await expect.poll(async () => (await storedPackageDraft(page))?.subject).toBe(subject);

    await page.reload();
    await pkg.subject.waitFor();
    expect(await pkg.subject.inputValue()).toBe(subject);
    for (const title of chosen) await pkg.email.getByText(title, { exact: true }).waitFor();
    await pkg.email.getByRole('button', { name: PACKAGE_MESSAGES.back, exact: true }).click();
    await pkg.chosenMember.getByText(MEMBER.name, { exact: true }).waitFor();
    expect(await pkg.drawerItems('Resources').getByRole('listitem').count()).toBe(2);
    const stored = await storedPackageDraft(page);
    expect(stored?.member?.name).toBe(MEMBER.name);
    expect(stored?.items.length).toBe(2);
    await close();
  });
});
