/**
 * Ask Anything through the real UI, worker and server: the panel on /careergps
 * (suggestions, tags, a typed-out answer, real recommended items, a chained follow-up,
 * feedback, Resume after reload), offline (Send disabled, the question kept through a reload),
 * the upgrade dialog without use_ama (nothing is asked), and the launcher at 360 px.
 */
import type { BrowserContextOptions } from 'playwright-core';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ENDPOINTS,
  AMA_HISTORY_PAGE_SIZE,
  AMA_MESSAGES,
  AMA_TAG_SUGGESTIONS,
  amaAnswerText,
  TAG_SUGGESTION_COUNT,
} from '../../contract';
import {
  askViaApi,
  assistant,
  collapse,
  itemApiPath,
  recordAnswerLengths,
  recordedAnswerLengths,
  serverAmaChats,
  shownTextOf,
  upgradeDialog,
} from './support/ama-pages';
import { api, apiToken } from './support/api';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { removeStored } from './support/stored';

const env = serverAndBrowser({ proxied: true });
const ADMIN = 'admin@example.org';
const MEMBER = 'member@example.org';
const STUDENT = 'student@example.org';
const LONG = 60_000;
const ulid = monotonicFactory();

/** `email` logged in on /careergps. */
const signedIn = (email: string, viewport = { width: 1280, height: 900 }, options: BrowserContextOptions = {}) =>
  memberPage(env, '/careergps', email, { viewport, ...options });

describe('Ask Anything', () => {
  it('answers on /careergps: typed out, real items, a follow-up, feedback and Resume', async () => {
    const port = env.server.port;
    const { context, page, token } = await signedIn(MEMBER);
    try {
      const ama = assistant(page);
      await ama.heading.waitFor({ timeout: 30_000 });
      await expect.poll(() => ama.suggestions.count()).toBe(4);
      expect(await ama.tags.count()).toBe(TAG_SUGGESTION_COUNT);
      await ama.tagsMore.click();
      await expect.poll(() => ama.tags.count()).toBe(AMA_TAG_SUGGESTIONS.length);
      await ama.tagsLess.click();
      await expect.poll(() => ama.tags.count()).toBe(TAG_SUGGESTION_COUNT);
      expect(await ama.send.isDisabled()).toBe(true);

      // A chip fills the box and sends nothing; a suggestion replaces it.
      await ama.tags.first().getByRole('button').click();
      expect(await ama.prompt.inputValue()).toBe(AMA_TAG_SUGGESTIONS[0]?.question);
      const question = (await ama.suggestions.first().textContent()) ?? '';
      await ama.suggestions.first().click();
      expect(await ama.prompt.inputValue()).toBe(question);
      expect(await ama.conversation.count()).toBe(0);

      await recordAnswerLengths(page);
      await ama.send.click();
      const first = ama.exchange(question);
      await first.feedback.waitFor({ timeout: LONG });
      expect(await ama.prompt.inputValue()).toBe('');

      // The stored answer is what typed out, through shorter texts first.
      const stored = (await serverAmaChats(port, token)).find((chat) => chat.question === question);
      if (!stored) throw new Error('the exchange was not stored');
      expect(stored.parent_chat).toBeNull();
      const full = await shownTextOf(page, amaAnswerText(stored));
      expect(full.length).toBeGreaterThan(0);
      expect(collapse((await first.answer.textContent()) ?? '')).toBe(full);
      const lengths = await recordedAnswerLengths(page);
      const finalLength = Math.max(...lengths);
      expect(lengths.some((length) => length > 0 && length < finalLength)).toBe(true);

      // Recommended items link to real portal items.
      const links = first.related.getByRole('link');
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const res = await api(port, 'localhost', 'GET', itemApiPath(href), { token });
        expect(res.status, href).toBe(200);
      }

      // Feedback: both fields are required, then the stars and comment are stored.
      await first.sendFeedback.click();
      await first.feedback.getByText(AMA_MESSAGES.commentRequired, { exact: true }).waitFor();
      await first.feedback.getByText(AMA_MESSAGES.ratingRequired, { exact: true }).waitFor();
      await first.star(4).check();
      await first.comment.fill('Clear and useful, thanks.');
      await first.sendFeedback.click();
      await first.thanks.waitFor();
      await first.item.getByRole('img', { name: 'Rated 4 stars out of 5' }).waitFor();
      await expect
        .poll(async () => (await serverAmaChats(port, token)).find((chat) => chat.id === stored.id)?.feedback, {
          timeout: 30_000,
        })
        .toEqual({ feedback: 'Clear and useful, thanks.', rating: 4 });

      // A follow-up asks after this exchange, in the same conversation.
      const followUp = (await first.followUps.first().textContent()) ?? '';
      expect(followUp).not.toBe('');
      await first.followUps.first().click();
      await ama.exchange(followUp).feedback.waitFor({ timeout: LONG });
      const chained = (await serverAmaChats(port, token, stored.id)).find((chat) => chat.question === followUp);
      expect(chained?.parent_chat).toBe(stored.id);
      expect(chained?.conversation).toBe(stored.id);

      // After a reload, Resume opens the conversation with both exchanges, at once.
      await page.reload();
      await ama.resume.click({ timeout: 30_000 });
      await ama.exchange(question).answer.waitFor();
      await ama.exchange(followUp).answer.waitFor();
      expect(collapse((await ama.exchange(question).answer.textContent()) ?? '')).toBe(full);
      await ama.newConversation.click();
      await expect.poll(() => ama.suggestions.count()).toBe(4);
    } finally {
      await context.close();
    }
  });

  it('loads a long conversation 12 exchanges at a time with Load earlier', async () => {
    const port = env.server.port;
    const token = await apiToken(port, 'localhost', ADMIN);
    const ids: string[] = [];
    for (let i = 0; i <= AMA_HISTORY_PAGE_SIZE; i++) {
      const id = ulid();
      await askViaApi(port, token, id, `Question number ${i + 1} about my career?`, ids.at(-1) ?? null);
      ids.push(id);
    }
    const { context, page } = await signedIn(ADMIN);
    try {
      const ama = assistant(page);
      await ama.resume.click({ timeout: 30_000 });
      await ama.exchange(`Question number ${AMA_HISTORY_PAGE_SIZE + 1} about my career?`).answer.waitFor();
      await expect.poll(() => ama.exchanges.count()).toBe(AMA_HISTORY_PAGE_SIZE);
      expect(await ama.exchange('Question number 1 about my career?').item.count()).toBe(0);
      await ama.root.getByRole('button', { name: 'Load earlier', exact: true }).click();
      await ama.exchange('Question number 1 about my career?').answer.waitFor();
      await expect.poll(() => ama.exchanges.count()).toBe(AMA_HISTORY_PAGE_SIZE + 1);
      expect(await ama.root.getByRole('button', { name: 'Load earlier', exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("asks in an agent's chat on its page; an agent that cannot chat has no panel", async () => {
    const port = env.server.port;
    const { context, page, token } = await signedIn(MEMBER);
    try {
      await page.goto(`${env.server.origin()}/careergps/interest-explorer`);
      await page.getByRole('heading', { name: 'Interest Explorer', level: 1 }).waitFor({ timeout: 30_000 });
      const ama = assistant(page);
      const question = 'Which interests of mine fit a career in design?';
      await ama.prompt.fill(question);
      await ama.prompt.press('Enter');
      await ama.exchange(question).feedback.waitFor({ timeout: LONG });
      const stored = (await serverAmaChats(port, token)).find((chat) => chat.question === question);
      expect(stored?.agent).toBe('interest-explorer');

      await page.goto(`${env.server.origin()}/careergps/ai-readiness-assessment`);
      await page.getByRole('heading', { name: 'AI Readiness Assessment', level: 1 }).waitFor({ timeout: 30_000 });
      await expect.poll(() => ama.root.count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Recommendations for you' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps the question offline: Send disabled, the text survives a reload', async () => {
    const { context, page } = await signedIn(MEMBER, undefined, WITH_SERVICE_WORKER);
    try {
      const ama = assistant(page);
      await ama.heading.waitFor({ timeout: 30_000 });
      await untilServiceWorkerControls(page);
      await env.server.disconnect();
      await context.setOffline(true);
      const question = 'How do I move into product management?';
      await ama.prompt.fill(question);
      await ama.offline.waitFor();
      expect(await ama.send.isDisabled()).toBe(true);

      await page.reload();
      await ama.heading.waitFor({ timeout: 30_000 });
      await expect.poll(() => ama.prompt.inputValue()).toBe(question);
      await ama.offline.waitFor();
      expect(await ama.send.isDisabled()).toBe(true);
    } finally {
      await context.setOffline(false);
      await env.server.reconnect();
      await context.close();
    }
  });

  it('without use_ama opens the upgrade dialog and asks nothing', async () => {
    const { context, page } = await signedIn(STUDENT);
    let asks = 0;
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/ama/ask/') asks += 1;
    });
    try {
      const ama = assistant(page);
      await ama.heading.waitFor({ timeout: 30_000 });
      const upgrade = upgradeDialog(page);
      await ama.prompt.click();
      await upgrade.dialog.waitFor();
      expect(await upgrade.upgrade.getAttribute('href')).toBe('/membership');
      await upgrade.close.click();
      await upgrade.dialog.waitFor({ state: 'hidden' });

      await ama.suggestions.first().click();
      await ama.send.click();
      await upgrade.dialog.waitFor();
      await upgrade.close.click();
      await upgrade.dialog.waitFor({ state: 'hidden' });
      expect(asks).toBe(0);
      expect(await ama.conversation.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('sends a question asked before the member’s rights are known once they are, with no upgrade dialog', async () => {
    const { context, page } = await signedIn(MEMBER);
    try {
      const ama = assistant(page);
      await ama.heading.waitFor({ timeout: 30_000 });
      // The next load reads the member's rights from the server again; its answer is held back.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await context.route(`**${ACCOUNT_ENDPOINTS.identity.path}`, async (route) => {
        await held;
        await route.continue();
      });
      await removeStored(page, 'meta', 'identity');
      await page.reload();
      await ama.heading.waitFor({ timeout: 30_000 });
      const question = 'How do I start a career in data analysis?';
      await ama.prompt.fill(question);
      await ama.prompt.press('Enter');
      const upgrade = upgradeDialog(page);
      // The question waits for the rights; nothing is refused meanwhile (two frames: React has drawn).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await upgrade.dialog.count()).toBe(0);
      expect(await ama.exchange(question).item.count()).toBe(0);
      release();
      await ama.exchange(question).feedback.waitFor({ timeout: LONG });
      expect(await upgrade.dialog.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('opens from the launcher at 360 px wide', async () => {
    const { context, page } = await signedIn(MEMBER, { width: 360, height: 740 });
    try {
      expect(await page.getByRole('complementary', { name: AMA_MESSAGES.title }).count()).toBe(0);
      await page.getByRole('button', { name: AMA_MESSAGES.title, exact: true }).click({ timeout: 30_000 });
      const ama = assistant(page, page.getByRole('dialog', { name: AMA_MESSAGES.title }));
      await ama.heading.waitFor();
      await expect.poll(() => ama.suggestions.count()).toBe(4);
      const box = await ama.prompt.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(360);
      await ama.root.getByRole('button', { name: 'Close', exact: true }).click();
      await ama.root.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('answers "How do I learn SQL?" about SQL, with no DevOps roles', async () => {
    const { context, page } = await signedIn(MEMBER);
    try {
      const ama = assistant(page);
      await ama.heading.waitFor({ timeout: 30_000 });
      const question = 'How do I learn SQL?';
      await ama.prompt.fill(question);
      await ama.send.click();
      const exchange = ama.exchange(question);
      await exchange.feedback.waitFor({ timeout: LONG });
      const answer = collapse((await exchange.answer.textContent()) ?? '');
      expect(answer).toContain('SQL is used by Data Analyst');
      const related = (await exchange.related.textContent()) ?? '';
      const followUps = await exchange.followUps.allTextContents();
      expect(related).toContain('SQL');
      for (const text of [answer, related, ...followUps]) expect(text).not.toMatch(/devops/i);
    } finally {
      await context.close();
    }
  });
});
