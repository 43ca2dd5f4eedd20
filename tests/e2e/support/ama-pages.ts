/**
 * Page model of Ask Anything: the right panel (lg and up) or the launcher's dialog,
 * with role and label locators; plus what the server stored, read through its API.
 */
import { marked } from 'marked';
import type { Locator, Page } from 'playwright-core';
import { AMA_ENDPOINTS, AMA_MESSAGES, type AmaChat, CONTENT_ENDPOINTS, type Paged, pathOf } from '../../../contract';
import { readOk } from './api';

/** The assistant inside `root` (the panel's complementary region or the launcher's dialog). */
export function assistant(page: Page, root: Locator = page.getByRole('complementary', { name: AMA_MESSAGES.title })) {
  const conversation = root.getByRole('list', { name: 'Conversation', exact: true });
  return {
    root,
    heading: root.getByRole('heading', { name: AMA_MESSAGES.title, exact: true }),
    prompt: root.getByRole('textbox', { name: AMA_MESSAGES.placeholder }),
    send: root.getByRole('button', { name: AMA_MESSAGES.send, exact: true }),
    suggestions: root.getByRole('region', { name: AMA_MESSAGES.suggested }).getByRole('button'),
    tags: root.getByRole('region', { name: 'Topics' }).getByRole('listitem'),
    tagsMore: root.getByRole('region', { name: 'Topics' }).getByRole('button', { name: AMA_MESSAGES.showMore }),
    tagsLess: root.getByRole('region', { name: 'Topics' }).getByRole('button', { name: AMA_MESSAGES.showLess }),
    resume: root.getByRole('button', { name: AMA_MESSAGES.resume, exact: true }),
    newConversation: root.getByRole('button', { name: AMA_MESSAGES.newConversation, exact: true }),
    offline: root.getByText(AMA_MESSAGES.offline, { exact: true }),
    conversation,
    exchanges: conversation
      .getByRole('listitem')
      .filter({ has: page.getByRole('region', { name: 'Answer', exact: true }) }),
    exchange(question: string) {
      const item = conversation.getByRole('listitem', { name: question, exact: true });
      const feedback = item.getByRole('form', { name: AMA_MESSAGES.feedbackPrompt });
      return {
        item,
        answer: item.getByRole('region', { name: 'Answer', exact: true }),
        related: item.getByRole('region', { name: AMA_MESSAGES.related }),
        followUps: item.getByRole('region', { name: AMA_MESSAGES.followUps }).getByRole('button'),
        feedback,
        star: (count: number) => feedback.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` }),
        comment: feedback.getByRole('textbox', { name: 'Comment' }),
        sendFeedback: feedback.getByRole('button', { name: 'Send feedback', exact: true }),
        thanks: item.getByText(AMA_MESSAGES.feedbackThanks, { exact: true }),
      };
    },
  };
}

export function upgradeDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: AMA_MESSAGES.upgradeTitle });
  return {
    dialog,
    upgrade: dialog.getByRole('link', { name: 'Upgrade membership', exact: true }),
    close: dialog.getByRole('button', { name: 'Close', exact: true }),
  };
}

/**
 * Records the text length of the newest answer on every DOM change from now on, so a test can
 * tell the answer typed out (grew through shorter texts) rather than appeared whole.
 */
export async function recordAnswerLengths(page: Page): Promise<void> {
  await page.evaluate(() => {
    const lengths: number[] = [];
    Object.assign(window, { amaAnswerLengths: lengths });
    new MutationObserver(() => {
      const answers = document.querySelectorAll('section[aria-label="Answer"]');
      const last = answers[answers.length - 1];
      if (last) lengths.push((last.textContent ?? '').length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export function recordedAnswerLengths(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { amaAnswerLengths: number[] }).amaAnswerLengths);
}

/** The text a stored Markdown answer shows as (rendered in the page, whitespace collapsed). */
export async function shownTextOf(page: Page, markdown: string): Promise<string> {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  const text = await page.evaluate((source) => {
    const element = document.createElement('div');
    element.innerHTML = source;
    return element.textContent ?? '';
  }, html);
  return collapse(text);
}

export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The caller's stored exchanges, newest first (one conversation's when given). */
export async function serverAmaChats(port: number, token: string, conversation?: string): Promise<AmaChat[]> {
  const query = `?page=1&page_size=50${conversation ? `&conversation=${encodeURIComponent(conversation)}` : ''}`;
  return (await readOk<Paged<AmaChat>>(port, token, `${pathOf(AMA_ENDPOINTS.chats)}${query}`, 'ama chats')).data;
}

/** The API call that reads the portal item a recommendation links to (by its page address). */
export function itemApiPath(href: string): string {
  const [, kind, slug = ''] = /^\/([a-z-]+)\/([^/?#]+)/.exec(href) ?? [];
  const paths: Record<string, (s: string) => string> = {
    resource: (slug) => pathOf(CONTENT_ENDPOINTS.resource.bySlug, { slug }),
    usecase: (slug) => pathOf(CONTENT_ENDPOINTS.usecase.bySlug, { slug }),
    'ai-tool': (slug) => pathOf(CONTENT_ENDPOINTS.aitool.bySlug, { slug }),
    circle: (s) => `/api/v1/groups/slug/${s}/`,
    org: (s) => `/api/v1/groups/slug/${s}/`,
    job: (s) => `/api/v1/jobs/slug/${s}/`,
    profile: (s) => `/api/v1/profile/${s}/`,
    event: (slug) => pathOf(CONTENT_ENDPOINTS.post.bySlug, { slug }),
  };
  const path = kind ? paths[kind] : undefined;
  if (!path) throw new Error(`no API for ${href}`);
  return path(decodeURIComponent(slug));
}

/** Asks through the API (as another device would) and reads the stream to its end; the stored exchange's id. */
export async function askViaApi(port: number, token: string, id: string, question: string, parent: string | null) {
  const res = await fetch(`http://localhost:${port}${pathOf(AMA_ENDPOINTS.ask)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ id, question, parent_chat: parent, agent: null }),
  });
  const lines = (await res.text()).split('\n').filter(Boolean);
  if (res.status !== 200 || !lines.some((line) => line.includes('"done"'))) {
    throw new Error(`ask: ${res.status} ${lines.at(-1) ?? ''}`);
  }
}
