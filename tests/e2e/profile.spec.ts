/**
 * The profile screens through the real UI: the member's own profile and its tabs,
 * field errors that keep what was typed, an offline profile edit and career entry (server
 * stopped, context offline) that survive a reload and reach the server on reconnect, a
 * picture upload with its progress, and following someone from their public profile.
 */
import { describe, expect, it } from 'vitest';
import { CAREER_ADVICE_MAX_CHARS, type CareerEntry, type Follow, type Profile, type SearchItem } from '../../contract';
import { api, apiToken, readOk } from './support/api';
import { openPage, untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { serverAndBrowser } from './support/env';
import { pickChoice } from './support/multi-select';
import { logIn } from './support/pages';
import { field, makePng, profilePage, words } from './support/profile-pages';

const env = serverAndBrowser({ proxied: true });

async function get<T>(token: string, path: string): Promise<T> {
  return readOk<T>(env.server.port, token, path, path);
}

const serverProfile = (token: string) => get<Profile>(token, '/api/v1/profile/');
const serverEntries = async (token: string) =>
  (await get<{ data: CareerEntry[] }>(token, '/api/v1/career-entries/')).data;

/**
 * The localhost tenant asks for country_of_origin (connectdiaspora) in a 'Complete your
 * profile' dialog that the demo member has not answered; answer it so it stays away.
 */
async function completeMissingInfo(token: string): Promise<void> {
  const res = await api(env.server.port, 'localhost', 'PATCH', '/api/v1/profile/', {
    token,
    body: { extra_info: { country_of_origin: 'KE' } },
  });
  if (res.status !== 200) throw new Error(`PATCH /api/v1/profile/: ${res.status} ${JSON.stringify(res.body)}`);
}

describe('the member profile', () => {
  it('shows the tabs, keeps field errors and typing, and edits offline until synced', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    await completeMissingInfo(token);
    const before = await serverProfile(token);
    const seeded = await serverEntries(token);
    const seededWork = seeded.filter((entry) => entry.type === 'work');
    expect(seededWork.length).toBeGreaterThan(0);

    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    const page = await openPage(context, `${env.server.origin()}/profile`);
    await page.waitForURL(/\/login\?next=%2Fprofile/);
    await logIn(page, 'member@example.org');
    const profile = profilePage(page);
    await profile.name.filter({ hasText: `${before.first_name} ${before.last_name}` }).waitFor();
    for (const name of ['About', 'Career Tree', 'Education and Learning', 'Career Circles', 'Account']) {
      await profile.tab(name).waitFor();
    }

    // Career Circles: the groups of the profile and the people followed.
    await profile.tab('Career Circles').click();
    await page.getByRole('list', { name: 'Groups' }).getByText('Career Compass', { exact: true }).waitFor();
    await page.getByText(/^Following \d+ (person|people)$/).waitFor();

    // The tab is in the address: a reload stays on the Career Tree and its seeded entries.
    await profile.tab('Career Tree').click();
    await page.waitForURL(/tab=experience/);
    await page.reload();
    await profile.entry(seededWork[0]!.title).first().waitFor();
    expect(await profile.tab('Career Tree').getAttribute('aria-selected')).toBe('true');
    await page.getByText('Your Dream Title').waitFor();
    expect(await page.getByRole('link', { name: 'Try CareerGPS' }).getAttribute('href')).toBe('/careergps');

    // Bad input: the errors show under the fields and nothing typed is lost.
    await profile.editButton.click();
    await profile.dialogTab('Personal Info').click();
    const firstName = field(profile.dialog, 'First name');
    await firstName.fill('');
    const bio = profile.dialog.getByRole('textbox', { name: 'Short bio' });
    await bio.fill(words(401));
    await profile.dialog.getByText('401 / 400 words').first().waitFor();
    await profile.dialog.getByRole('form', { name: 'Personal Info' }).getByRole('button', { name: 'Save' }).click();
    await profile.dialog.getByText('Required', { exact: true }).first().waitFor();
    await profile.dialog.getByText('Maximum 400 words', { exact: true }).first().waitFor();
    expect(await firstName.inputValue()).toBe('');
    expect((await bio.textContent())?.trim().split(/\s+/).length).toBe(401);
    await page.keyboard.press('Escape');
    await profile.dialog.waitFor({ state: 'detached' });
    expect((await serverProfile(token)).first_name).toBe(before.first_name);

    // Offline for real: the network to the server is cut and the context is offline.
    await untilServiceWorkerControls(page);
    await env.server.disconnect();
    await context.setOffline(true);

    const newTitle = 'Principal Service Designer';
    await profile.editButton.click();
    await profile.dialogTab('Career Info').click();
    await field(profile.dialog, 'Title').fill(newTitle);
    await profile.dialog.getByRole('form', { name: 'Career Info' }).getByRole('button', { name: 'Save' }).click();
    await page.keyboard.press('Escape');
    await profile.dialog.waitFor({ state: 'detached' });
    await page.getByText(newTitle, { exact: true }).waitFor();
    await page.getByRole('main').getByText('Pending', { exact: true }).first().waitFor();

    const entryTitle = 'Offline Research Fellow';
    await page.getByRole('button', { name: 'Add experience' }).click();
    const entryDialog = page.getByRole('dialog', { name: 'Add experience' });
    await entryDialog.getByRole('button', { name: 'Save' }).click();
    await entryDialog.getByText('Required', { exact: true }).first().waitFor();
    await field(entryDialog, 'Title').fill(entryTitle);
    await field(entryDialog, 'Organization').fill('Field Notes Lab');
    await field(entryDialog, 'Description').fill('Interviews and prototypes with rural clinics.');
    const skill = await pickChoice(entryDialog, 'Add to skills');
    await entryDialog.getByRole('button', { name: `Remove ${skill}` }).waitFor();
    await entryDialog.getByRole('checkbox', { name: 'I am currently working here' }).check();
    expect(await field(entryDialog, 'End date').count()).toBe(0);
    await field(entryDialog, 'Start date').fill('2025-03-01');
    await entryDialog.getByRole('button', { name: 'Save' }).click();
    await entryDialog.waitFor({ state: 'detached' });
    const added = profile.entry(entryTitle);
    await added.getByText('Pending', { exact: true }).waitFor();
    await added.getByText(/– Present$/).waitFor();

    // A reload offline still shows both, still pending.
    await page.reload();
    await page.getByText(newTitle, { exact: true }).waitFor();
    await added.getByText('Pending', { exact: true }).waitFor();
    expect(await serverProfile(token).catch(() => 'unreachable')).toBe('unreachable');

    // Back online: the server has both, and the marks clear.
    await env.server.reconnect();
    await context.setOffline(false);
    await expect.poll(async () => (await serverProfile(token)).title, { timeout: 30_000 }).toBe(newTitle);
    await expect
      .poll(async () => (await serverEntries(token)).find((entry) => entry.title === entryTitle)?.group?.name, {
        timeout: 30_000,
      })
      .toBe('Field Notes Lab');
    await expect.poll(() => page.getByText('Pending', { exact: true }).count(), { timeout: 30_000 }).toBe(0);

    // Delete asks first, then removes the entry here and on the server.
    await page.getByRole('button', { name: `Delete ${entryTitle}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${entryTitle}?` });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await added.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await serverEntries(token)).some((entry) => entry.title === entryTitle), { timeout: 30_000 })
      .toBe(false);
    await context.close();
  });

  it('uploads a picture with progress and shows it', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    await completeMissingInfo(token);
    const context = await env.browser.newContext(WITH_SERVICE_WORKER);
    const page = await openPage(context, `${env.server.origin()}/login?next=%2Fprofile`);
    await logIn(page, 'member@example.org');
    const profile = profilePage(page);
    await profile.editButton.click();

    // Skills take at most 7: an 8th is refused with the spec's message.
    await profile.dialogTab('Career Info').click();
    const careerInfo = profile.dialog.getByRole('form', { name: 'Career Info' });
    const chosen = careerInfo.getByRole('list', { name: 'Chosen skills' }).getByRole('listitem');
    await chosen.first().waitFor();
    while ((await chosen.count()) < 7) {
      const before = await chosen.count();
      await pickChoice(careerInfo, 'Add to skills');
      await expect.poll(() => chosen.count()).toBe(before + 1);
    }
    await pickChoice(careerInfo, 'Add to skills');
    await careerInfo.getByText('You can only add up to 7 items', { exact: true }).waitFor();
    expect(await chosen.count()).toBe(7);

    await profile.dialogTab('Upload Files').click();
    await untilServiceWorkerControls(page);

    // Chosen while offline, the file waits at 0% with its progress bar, then uploads.
    await context.setOffline(true);
    await profile.dialog.getByLabel('Picture', { exact: true }).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    const progress = profile.dialog.getByRole('progressbar', { name: 'Uploading me.png' });
    await progress.waitFor();
    expect(await progress.getAttribute('value')).toBe('0');
    await context.setOffline(false);
    await progress.waitFor({ state: 'detached', timeout: 30_000 });
    await page.keyboard.press('Escape');

    const { picture, first_name, last_name } = await serverProfile(token);
    expect(picture).toBeTruthy();
    const avatar = page.getByRole('img', { name: `${first_name} ${last_name}`, exact: true });
    await avatar.waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await avatar.elementHandle(),
    );
    await context.close();
  });

  it('follows someone from their public profile', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'member@example.org');
    await completeMissingInfo(token);
    const me = await serverProfile(token);
    const followed = new Set(
      (await get<{ data: Follow[] }>(token, '/api/v1/follow/')).data
        .filter((follow) => follow.type === 'user')
        .map((follow) => follow.target_id),
    );
    const people = (await get<{ data: SearchItem[] }>(token, '/api/v1/search/?type=user&page_size=50')).data;
    const person = people.find((item) => !item.is_influencer && item.id !== me.id && !followed.has(item.id));
    if (!person) throw new Error('expected someone to follow');

    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login?next=%2Fprofile%2F${person.slug}`);
    await logIn(page, 'member@example.org');
    await page.getByRole('heading', { level: 1, name: person.name }).waitFor();
    await page.getByRole('button', { name: `Follow ${person.name}`, exact: true }).click();
    const done = page.getByRole('button', { name: `Followed ${person.name}`, exact: true });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
    await expect
      .poll(
        async () =>
          (await get<{ data: Follow[] }>(token, '/api/v1/follow/')).data.some(
            (follow) => follow.type === 'user' && follow.target_id === person.id,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);

    // Someone else's career advice is read only.
    await page.getByRole('link', { name: `Career advice from ${person.name.split(' ')[0]}` }).click();
    await page.getByRole('heading', { level: 1, name: `Career advice from ${person.name}` }).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);

    // The member's own is editable, within its limit.
    await page.goto(`${env.server.origin()}/profile/${me.name_slug}/career-advice`);
    const advice = page.getByLabel('Your career advice');
    await advice.fill('x'.repeat(CAREER_ADVICE_MAX_CHARS + 1));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Maximum of ${CAREER_ADVICE_MAX_CHARS} characters`, { exact: true }).waitFor();
    expect((await advice.inputValue()).length).toBe(CAREER_ADVICE_MAX_CHARS + 1);

    // The member's own slug is their own profile.
    await page.goto(`${env.server.origin()}/profile/${me.name_slug}`);
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: `${me.first_name} ${me.last_name}` }).waitFor();
    expect(await page.getByRole('button', { name: /^Follow/ }).count()).toBe(0);

    // Influencers show no follow button (spec part 1 section 6).
    const influencer = people.find((item) => item.is_influencer);
    if (!influencer) throw new Error('expected a seeded influencer');
    await page.goto(`${env.server.origin()}/profile/${influencer.slug}`);
    await page.getByRole('heading', { level: 1, name: influencer.name }).waitFor();
    expect(await page.getByRole('button', { name: /^Follow/ }).count()).toBe(0);
    await context.close();
  });
});
