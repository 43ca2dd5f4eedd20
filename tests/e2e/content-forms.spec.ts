/**
 * The content forms and moderation through the real UI and the real server: a
 * member submits a use case (bad input refused first, a PDF document uploaded), it stays off
 * the public list until the administrator approves it on /admin-dashboard/usecases; a use
 * case drafted and submitted offline is queued, survives a reload and reaches the server when
 * it is back; a post created in the member's group; the AI tool dialog asks before closing
 * with unsaved changes.
 */
import { describe, expect, it } from 'vitest';
import { type AiTool, CONTENT_FORM_MESSAGES, CONTENT_MESSAGES, type Paged, type Resource } from '../../contract';
import { api, apiToken } from './support/api';
import { openPage, untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { contentForm, serverPosts, serverUseCases, storedDraftTitles, toast } from './support/content-form-pages';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { makePdf } from './support/group-pages';
import { pickChoice } from './support/multi-select';

const env = serverAndBrowser({ proxied: true });

describe('content forms', () => {
  it('submits a use case with a document; the administrator approves it and it is listed', async () => {
    const port = env.server.port;
    const title = `Triage support tickets ${Date.now()}`;
    const { page, close } = await memberPage(env, '/contribute/usecase', 'member@example.org');
    const form = contentForm(page, 'Use case');
    await form.title.waitFor();

    // Bad input first: nothing filled, then a description over 500 words, then two documents.
    await form.submit.click();
    await form.summary.waitFor();
    expect(await form.error(CONTENT_FORM_MESSAGES.required).count()).toBeGreaterThanOrEqual(5);
    await form.rich('Description').fill(Array.from({ length: 501 }, (_, i) => `word${i}`).join(' '));
    await form.form.getByText('501 / 500 words').waitFor();
    await form.submit.click();
    await form.error(CONTENT_FORM_MESSAGES.maxWords).waitFor();
    await form
      .file('Document (PDF)')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await form.form.getByText('plan.pdf').waitFor();
    await form
      .file('Document (PDF)')
      .setInputFiles({ name: 'second.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await form.error(CONTENT_FORM_MESSAGES.maxDocument).waitFor();
    expect(await form.form.getByText('second.pdf').count()).toBe(0);
    for (const name of ['Automation', 'Analytics', 'Research', 'Coding'])
      await pickChoice(form.form, 'Add to categories', name);
    await form.error(CONTENT_FORM_MESSAGES.maxCategories).waitFor();
    expect(await form.form.getByRole('list', { name: 'Chosen categories' }).getByRole('listitem').count()).toBe(3);

    await form.title.fill(title);
    await form.rich('Description').fill('Sort incoming tickets by urgency with a language model.');
    await form.rich('Why this is important').fill('Customers wait less.');
    await form.select('Group').selectOption({ index: 1 });
    await form.select('Business value').selectOption('high');
    await form.select('Complexity').selectOption('medium');
    await form.select('Innovation category').selectOption('incremental');
    await form.submit.click();
    await toast(page, CONTENT_MESSAGES.useCaseSubmitted).waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname.startsWith('/usecase/'));

    // Stored pending, with the uploaded PDF; not in the public list.
    const memberToken = await apiToken(port, 'localhost', 'member@example.org');
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const pending = (await serverUseCases(port, adminToken, 'status=pending&page_size=100')).find(
      (item) => item.title === title,
    );
    expect(pending?.status).toBe('pending');
    expect(pending?.document?.mime_type).toBe('application/pdf');
    expect(pending?.created_by.name).toBe('Mateo Silva');
    expect((await serverUseCases(port, undefined, `search=${encodeURIComponent(title)}`)).length).toBe(0);
    expect(
      (await serverUseCases(port, memberToken, 'status=pending&page_size=100')).some((i) => i.title === title),
    ).toBe(false);
    await close();

    // A member cannot moderate: the admin-only guard sends them to / (spec part 1 section 2).
    const student = await memberPage(env, '/admin-dashboard/usecases', 'student@example.org');
    await expect.poll(() => new URL(student.page.url()).pathname).toBe('/');
    expect(await student.page.getByRole('tab', { name: 'Pending' }).count()).toBe(0);
    await student.close();

    // The administrator approves it from the pending tab.
    const admin = await memberPage(env, '/admin-dashboard/usecases', 'admin@example.org');
    await admin.page.getByRole('tab', { name: 'Pending', selected: true }).waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast(admin.page, CONTENT_MESSAGES.moderated('approve')).waitFor();
    await row.waitFor({ state: 'detached' });
    await admin.page.getByRole('tab', { name: 'Approved' }).click();
    await admin.page.getByRole('row').filter({ hasText: title }).waitFor();
    await admin.close();
    await expect
      .poll(async () => (await serverUseCases(port, undefined, `search=${encodeURIComponent(title)}`)).length)
      .toBe(1);

    // A visitor sees it on /usecases.
    const visitor = await env.browser.newContext();
    const visitorPage = await openPage(visitor, `${env.server.origin()}/usecases?search=${encodeURIComponent(title)}`);
    await visitorPage.getByText(title).first().waitFor({ timeout: 30_000 });
    await visitor.close();
  });

  it('keeps a use case submitted offline, through a reload, and sends it when the server is back', async () => {
    const port = env.server.port;
    const title = `Offline use case ${Date.now()}`;
    const { page, close } = await memberPage(env, '/contribute/usecase', 'member@example.org', WITH_SERVICE_WORKER);
    const form = contentForm(page, 'Use case');
    await form.title.waitFor();
    await form.select('Group').selectOption({ index: 1 });
    await untilServiceWorkerControls(page);

    await env.server.disconnect();
    await page.context().setOffline(true);
    await form.title.fill(title);
    await form.rich('Description').fill('Drafted on a train.');
    await form.select('Business value').selectOption('low');
    await form.select('Complexity').selectOption('low');
    await form.select('Innovation category').selectOption('adjacent');
    await form.submit.click();
    await toast(page, CONTENT_MESSAGES.queuedSubmission).waitFor();
    await page.getByRole('main').getByRole('status').filter({ hasText: CONTENT_MESSAGES.queuedSubmission }).waitFor();

    // A reload offline: the values and the queued mark are back.
    await page.reload();
    await expect.poll(() => contentForm(page, 'Use case').title.inputValue(), { timeout: 15_000 }).toBe(title);
    await page.getByRole('main').getByRole('status').filter({ hasText: CONTENT_MESSAGES.queuedSubmission }).waitFor();
    expect(await toast(page, CONTENT_MESSAGES.useCaseSubmitted).count()).toBe(0);

    await env.server.reconnect();
    await page.context().setOffline(false);
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const storedOf = async () =>
      (await serverUseCases(port, adminToken, 'status=pending&page_size=100')).filter((item) => item.title === title);
    await expect.poll(async () => (await storedOf()).length, { timeout: 45_000 }).toBe(1);
    await toast(page, CONTENT_MESSAGES.useCaseSubmitted).waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname.startsWith('/usecase/'));
    const stored = await storedOf();
    expect(stored[0]?.business_value).toBe('low');

    // Its creator edits it: the form opens with the stored values.
    await page.goto(`${env.server.origin()}/contribute/usecase?edit=${stored[0]?.slug}`);
    const edit = contentForm(page, 'Use case');
    await expect.poll(() => edit.title.inputValue(), { timeout: 15_000 }).toBe(title);
    await edit.title.fill(`${title} (revised)`);
    await edit.submit.click();
    await toast(page, CONTENT_MESSAGES.useCaseUpdated).waitFor({ timeout: 30_000 });
    const revised = await serverUseCases(port, adminToken, 'status=pending&page_size=100');
    expect(revised.filter((item) => item.id === stored[0]?.id).map((item) => item.title)).toEqual([
      `${title} (revised)`,
    ]);
    await close();
  });

  it('creates a post in a group of the member and returns home', async () => {
    const port = env.server.port;
    const title = `Hello from the design team ${Date.now()}`;
    const { page, close } = await memberPage(env, '/create/post', 'member@example.org');
    const form = contentForm(page, 'Post');
    await form.title.waitFor();
    await form.submit.click();
    expect(await form.error(CONTENT_FORM_MESSAGES.required).count()).toBe(2);

    // What is typed is kept: after a reload the form offers to continue the draft.
    await form.title.fill(title);
    await form.rich('Content').fill('We are sharing our research notes this week.');
    await expect.poll(() => storedDraftTitles(page)).toContain(title);
    await page.reload();
    await page.getByRole('button', { name: 'Continue your draft' }).click();
    await expect.poll(() => form.title.inputValue()).toBe(title);
    await form.rich('Content').getByText('We are sharing our research notes this week.').waitFor();
    await form.select('Group').selectOption({ index: 1 });
    await form.submit.click();
    await toast(page, CONTENT_MESSAGES.postCreated).waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/');

    const token = await apiToken(port, 'localhost', 'member@example.org');
    const stored = (await serverPosts(port, token, 'page_size=100')).filter((post) => post.title === title);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.types).toBe('post');
    await page.goto(`${env.server.origin()}/posts`);
    await page.getByText(title).first().waitFor({ timeout: 30_000 });
    await close();
  });

  it('asks before closing the AI tool dialog with unsaved changes', async () => {
    const { page, close } = await memberPage(env, '/ai-tools', 'member@example.org');
    await page.getByRole('button', { name: 'Submit AI Tool' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit AI Tool' });
    const form = contentForm(page, 'AI tool');
    await form.form.getByLabel('Name', { exact: true }).fill('Ticket sorter');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const ask = dialog.getByRole('alertdialog', { name: 'Unsaved changes' });
    await ask.getByText(CONTENT_FORM_MESSAGES.unsavedChanges).waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await form.form.getByLabel('Name', { exact: true }).inputValue()).toBe('Ticket sorter');
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Close without saving' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Opened again: empty, and closing asks nothing.
    await page.getByRole('button', { name: 'Submit AI Tool' }).click();
    expect(await form.form.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await close();
  });
  it('contributes a resource with a file; the administrator approves it as a contribution', async () => {
    const port = env.server.port;
    const title = `Interview checklist ${Date.now()}`;
    const { page, close } = await memberPage(env, '/contribute/resource', 'member@example.org');
    const form = contentForm(page, 'Resource');
    await form.title.waitFor();
    await form.submit.click();
    await form.summary.waitFor();
    // Title, content, group, topic area, topics and career stages are required.
    expect(await form.error(CONTENT_FORM_MESSAGES.required).count()).toBe(6);
    await form
      .file('Thumbnail image')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await form.error(CONTENT_FORM_MESSAGES.imageOnly).waitFor();

    await form.title.fill(title);
    await form.rich('Content').fill('Questions to ask before the interview ends.');
    await form.select('Group').selectOption({ index: 1 });
    await form.select('Topic area').selectOption({ index: 1 });
    await pickChoice(form.form, 'Add to topics');
    await pickChoice(form.form, 'Add to career stages');
    await form.file('Files').setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await form.form.getByText('checklist.pdf').waitFor();
    await form.submit.click();
    await toast(page, CONTENT_MESSAGES.resourceSubmitted).waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname.startsWith('/resource/'));
    await close();

    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const admin = await memberPage(env, '/admin-dashboard/resources', 'admin@example.org');
    const row = admin.page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast(admin.page, CONTENT_MESSAGES.resourceModerated('approve')).waitFor();
    await row.waitFor({ state: 'detached' });
    await admin.close();
    const res = await api<Paged<Resource>>(
      port,
      'localhost',
      'GET',
      `/api/v1/resources/?search=${encodeURIComponent(title)}`,
      {
        token: adminToken,
      },
    );
    expect(res.body.data.map((item) => [item.title, item.status, item.files.length, item.publish_to_khub])).toEqual([
      [title, 'approved', 1, true],
    ]);
  });

  it('submits an AI tool from the dialog; the administrator rejects it', async () => {
    const port = env.server.port;
    const name = `Ticket sorter ${Date.now()}`;
    const { page, close } = await memberPage(env, '/ai-tools', 'member@example.org');
    await page.getByRole('button', { name: 'Submit AI Tool' }).click();
    const form = contentForm(page, 'AI tool');
    await form.form.getByLabel('Website', { exact: true }).fill('not a link');
    await form.submit.click();
    await form.error(CONTENT_FORM_MESSAGES.invalidUrl).waitFor();
    await form.form.getByLabel('Name', { exact: true }).fill(name);
    await form.rich('Description').fill('Sorts tickets.');
    await form.select('Group').selectOption({ index: 1 });
    await form.form.getByLabel('Website', { exact: true }).fill('https://tools.example.org/sorter');
    await form.submit.click();
    await toast(page, CONTENT_MESSAGES.savedItem).waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname.startsWith('/ai-tool/'));
    await close();

    const admin = await memberPage(env, '/admin-dashboard/ai-tools', 'admin@example.org');
    const row = admin.page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Reject', exact: true }).click();
    await toast(admin.page, CONTENT_MESSAGES.moderated('reject')).waitFor();
    await admin.page.getByRole('tab', { name: 'Rejected' }).click();
    const rejected = admin.page.getByRole('row').filter({ hasText: name });
    // A rejected tool may be approved again, not rejected twice.
    await rejected.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    expect(await rejected.getByRole('button', { name: 'Reject', exact: true }).count()).toBe(0);
    await admin.close();
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const res = await api<Paged<AiTool>>(port, 'localhost', 'GET', '/api/v1/ai-tools/?status=rejected&page_size=100', {
      token: adminToken,
    });
    expect(res.body.data.find((tool) => tool.name === name)?.status).toBe('rejected');
  });
});
