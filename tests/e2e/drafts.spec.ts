/**
 * Several drafts of one kind written offline: a member on a train submits a career tip,
 * starts another one from the queued form, submits it too; both wait in the outbox and the
 * earlier one stays reachable in the form's drafts list. Back online, each reaches the
 * server exactly once and each one's page shows it. On a device that never loaded the rich
 * text editor, the form offline offers a plain text area instead, and what is typed there
 * arrives as paragraphs.
 */
import { describe, expect, it } from 'vitest';
import { type CareerTip, CONTENT_MESSAGES, MESSAGES, type Paged } from '../../contract';
import { apiToken, readOk } from './support/api';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { contentForm, toast } from './support/content-form-pages';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';

const env = serverAndBrowser({ proxied: true });

async function pendingTips(port: number, token: string): Promise<CareerTip[]> {
  return (
    await readOk<Paged<CareerTip>>(port, token, '/api/v1/career-tips/?status=pending&page_size=100', 'career tips')
  ).data;
}

describe('drafts offline', () => {
  it('queues two career tips offline and sends each exactly once', async () => {
    const port = env.server.port;
    const first = `First tip on a train ${Date.now()}`;
    const second = `Second tip on a train ${Date.now()}`;
    const { page, close } = await memberPage(env, '/contribute/career-tip', 'member@example.org', WITH_SERVICE_WORKER);
    const form = contentForm(page, 'Career tip');
    await form.title.waitFor();
    await untilServiceWorkerControls(page);

    await env.server.disconnect();
    await page.context().setOffline(true);
    // The form's own status line; the toast that says the same is outside main and may still be open.
    const queued = page.getByRole('main').getByRole('status').filter({ hasText: CONTENT_MESSAGES.queuedSubmission });
    await form.title.fill(first);
    await form.rich('Content').fill('Ask for the job description before the interview.');
    await form.submit.click();
    await queued.waitFor();

    await page.getByRole('button', { name: 'Write another' }).click();
    await expect.poll(() => form.title.inputValue()).toBe('');
    expect(await form.submit.isEnabled()).toBe(true);
    await form.title.fill(second);
    await form.rich('Content').fill('Write down three questions for the interviewer.');
    await form.submit.click();
    await queued.waitFor();

    // The first one is still on this device, waiting to be sent.
    const drafts = page.getByRole('list', { name: 'Your drafts on this device' });
    await drafts.getByRole('listitem').filter({ hasText: first }).filter({ hasText: 'Waiting to be sent' }).waitFor();

    await env.server.reconnect();
    await page.context().setOffline(false);
    // The toast shows for a few seconds only: watch for it from the moment the connection is back.
    const saved = toast(page, CONTENT_MESSAGES.savedItem).waitFor({ timeout: 45_000 });
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const stored = async () =>
      (await pendingTips(port, adminToken)).filter((tip) => [first, second].includes(tip.title));
    await expect.poll(async () => (await stored()).length, { timeout: 45_000 }).toBe(2);
    const tips = await stored();
    expect(tips.map((tip) => tip.title).sort()).toEqual([first, second].sort());

    // The form follows the second one to its page; the first one left the drafts list.
    await saved;
    await page.waitForURL((url) => url.pathname.startsWith('/career-tip/'));
    await page.getByRole('heading', { name: second }).waitFor();
    const firstTip = tips.find((tip) => tip.title === first);
    await page.goto(`${env.server.origin()}/career-tip/${firstTip?.slug}`);
    await page.getByRole('heading', { name: first }).waitFor({ timeout: 15_000 });
    // Still exactly once each after everything settled.
    expect((await stored()).length).toBe(2);
    await close();
  });

  it('offers a plain text area offline where the editor was never loaded, and sends its lines as paragraphs', async () => {
    const port = env.server.port;
    const title = `Plain tip on a train ${Date.now()}`;
    const { page, close } = await memberPage(env, '/', 'member@example.org', WITH_SERVICE_WORKER);
    await untilServiceWorkerControls(page);
    // The editor is kept only once used: this device has not used it.
    const cached = await page.evaluate(async () => {
      const caches_ = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
      return caches_.flat().map((request) => request.url);
    });
    expect(cached.some((url) => url.includes('/assets/app-'))).toBe(true);
    expect(cached.filter((url) => url.includes('/assets/rich-text-editor-'))).toEqual([]);

    await env.server.disconnect();
    await page.context().setOffline(true);
    await page.goto(`${env.server.origin()}/contribute/career-tip`);
    const form = contentForm(page, 'Career tip');
    await form.title.fill(title);
    const content = form.rich('Content');
    await page.getByText(MESSAGES.editorOffline).waitFor();
    expect(await content.evaluate((element) => element.tagName)).toBe('TEXTAREA');
    await content.fill('Bring a notebook.\nAsk about the team.');
    await form.submit.click();
    await page.getByRole('main').getByRole('status').filter({ hasText: CONTENT_MESSAGES.queuedSubmission }).waitFor();
    // A new draft starts empty in the text area too.
    await page.getByRole('button', { name: 'Write another' }).click();
    await expect.poll(() => content.inputValue()).toBe('');

    await env.server.reconnect();
    await page.context().setOffline(false);
    const adminToken = await apiToken(port, 'localhost', 'admin@example.org');
    const sent = async () => (await pendingTips(port, adminToken)).filter((tip) => tip.title === title);
    await expect.poll(async () => (await sent()).length, { timeout: 45_000 }).toBe(1);
    expect((await sent())[0]?.content).toBe('<p>Bring a notebook.</p><p>Ask about the team.</p>');
    await close();
  });
});
