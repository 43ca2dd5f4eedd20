/**
 * The shared multi-select inside a modal dialog, by keyboard only: the list opens over the
 * dialog and shows its options, typing filters, arrows and Enter pick, Escape closes the list
 * but not the dialog, Backspace in the empty box removes the last chip, and a chip's Remove
 * button removes it. The dialog is the profile's 'Add experience'.
 */
import { describe, expect, it, vi } from 'vitest';
import { apiToken } from './support/api';
import { openPage } from './support/browser';
import { completeMissingInfo } from './support/connect-pages';
import { serverAndBrowser } from './support/env';
import { logIn } from './support/pages';
import { profilePage } from './support/profile-pages';

const env = serverAndBrowser();

describe('a multi-select inside a dialog', () => {
  it('offers its options and adds and removes chips by keyboard', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    await completeMissingInfo(env.server.port, token);
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login?next=%2Fprofile`);
    await logIn(page, 'member@example.org');
    await profilePage(page).tab('Career Tree').click();
    await page.getByRole('button', { name: 'Add experience' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add experience' });
    const input = dialog.getByRole('combobox', { name: 'Add to skills', exact: true });
    const list = dialog.getByRole('listbox', { name: 'Add to skills', exact: true });
    const options = list.getByRole('option');
    const chips = dialog.getByRole('list', { name: 'Chosen skills' }).getByRole('listitem');

    // The list opens inside the dialog, visible and in the viewport.
    await input.focus();
    await page.keyboard.press('ArrowDown');
    const firstOption = options.first();
    await firstOption.waitFor({ state: 'visible' });
    const box = await firstOption.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height <= viewport.height && box.y >= 0).toBe(true);
    // The arrows highlight an option and Enter picks it. The first sync may store the skill
    // list again while the list is open, which redraws it without a highlight, so the arrow
    // is pressed again until an Enter lands on one.
    await vi.waitFor(
      async () => {
        await page.keyboard.press('ArrowDown');
        await list.locator('[role="option"][data-highlighted]').waitFor({ timeout: 2_000 });
        await page.keyboard.press('Enter');
        await expect.poll(() => chips.count(), { timeout: 5_000 }).toBe(1);
      },
      { timeout: 30_000, interval: 100 },
    );
    const first = (await chips.first().textContent()) ?? '';
    await dialog.getByRole('button', { name: `Remove ${first}` }).waitFor();

    // Typing filters the list; the arrows and Enter pick from what is left.
    await page.keyboard.press('ArrowDown');
    const target = (await options.last().textContent()) ?? '';
    const typed = target.slice(0, 3).toLowerCase();
    await input.pressSequentially(typed);
    await expect.poll(() => options.allTextContents()).toContain(target);
    const offered = await options.allTextContents();
    for (const name of offered) expect(name.toLowerCase()).toContain(typed);
    await page.keyboard.press('ArrowDown');
    await list.locator('[role="option"][data-highlighted]').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => chips.count()).toBe(2);
    const names = await chips.allTextContents();
    expect(names[0]).toBe(first);
    expect(offered).toContain(names[1]);

    // Escape closes the list and leaves the dialog open.
    await page.keyboard.press('ArrowDown');
    await options.first().waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);

    // Backspace in the empty box removes the last chip.
    await page.keyboard.press('Backspace');
    await expect.poll(() => chips.allTextContents()).toEqual([first]);

    // Shift+Tab reaches the chip's Remove button; Enter removes it.
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Remove ${first}`);
    await page.keyboard.press('Enter');
    await dialog.getByRole('list', { name: 'Chosen skills' }).waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});
