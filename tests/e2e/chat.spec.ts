/**
 * One-to-one chat through the real UI and the real server, two members in two
 * browser contexts: live delivery both ways, messages written offline (one member behind
 * a TCP proxy that is cut, the other online) arriving once and in order, a server restart
 * in the middle of a conversation, the upgrade teaser without one_to_one_chat, and the
 * profile's Message button.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES } from '../../contract';
import { api, apiToken } from './support/api';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import {
  chatDock,
  identity,
  messageCount,
  openDock,
  positionsInLog,
  serverHistory,
  serverRoomWith,
  topBar,
} from './support/chat-pages';
import { completeMissingInfo } from './support/connect-pages';
import { signedInDevice } from './support/devices';
import { serverAndBrowser } from './support/env';
import { signedInPage } from './support/pages';
import { startProxy } from './support/proxy';

const env = serverAndBrowser();
const ADMIN = 'admin@example.org';
const MEMBER = 'member@example.org';
const STUDENT = 'student@example.org';
const AMARA = 'Amara Okafor';
const MATEO = 'Mateo Silva';
const RUN = Date.now().toString(36);

interface Member {
  context: BrowserContext;
  page: Page;
  token: string;
  id: number;
  slug: string;
}

/**
 * Counts the notes the page plays through the Web Audio API (the new-message beep), in
 * `window.beeps`: the browser's own OscillatorNode, observed, not our code replaced.
 */
function countBeeps(): void {
  const counter = window as unknown as { beeps: number };
  counter.beeps = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
    counter.beeps += 1;
    return start.apply(this, args);
  };
}
const beeps = (page: Page) => page.evaluate(() => (window as unknown as { beeps: number }).beeps);

/** `email` at `origin` (the server's own unless given), on `path`: a kept synced device unless `fresh` (./support/devices.ts). */
async function member(
  email: string,
  origin?: string,
  path = '/',
  options: BrowserContextOptions = {},
  { fresh = false } = {},
): Promise<Member> {
  const port = env.server.port;
  const token = await apiToken(port, 'localhost', email);
  await completeMissingInfo(port, token);
  const me = await identity(port, token);
  const { context, page } = await signedInDevice(env.server, env.browser, email, path, options, {
    ...(origin ? { origin } : {}),
    beforeOpen: (opened) => opened.addInitScript(countBeeps),
    fresh,
  });
  return { context, page, token, id: me.id, slug: me.profile.name_slug };
}

/** Opens the dock on `peer`'s conversation through the people search. */
async function openRoomBySearch(page: Page, query: string, peer: string): Promise<void> {
  const dock = chatDock(page);
  await openDock(page);
  await dock.search.fill(query);
  await dock.person(peer).click({ timeout: 30_000 });
  await dock.roomHeading(peer).waitFor();
  await dock.log(peer).waitFor();
}

/** Opens the dock on `peer`'s conversation from the conversation list. */
async function openRoomFromList(page: Page, peer: string): Promise<void> {
  const dock = chatDock(page);
  await openDock(page);
  await dock.conversation(peer).click({ timeout: 30_000 });
  await dock.roomHeading(peer).waitFor();
  await dock.log(peer).waitFor();
}

async function write(page: Page, text: string): Promise<void> {
  const dock = chatDock(page);
  await dock.input.fill(text);
  await dock.input.press('Enter');
  await expect.poll(() => dock.input.inputValue()).toBe('');
}

/** Waits until `peer`'s room on `page` shows `text` exactly once. */
async function seesOnce(page: Page, peer: string, text: string): Promise<void> {
  await expect.poll(() => messageCount(page, peer, text), { timeout: 30_000 }).toBe(1);
}

/** How often each of `texts` is in the server's history of the room, and in which order. */
async function stored(token: string, roomId: number, texts: string[]): Promise<string[]> {
  const history = await serverHistory(env.server.port, token, roomId);
  return history.filter((text) => texts.includes(text));
}

describe('one-to-one chat', () => {
  it('delivers messages live both ways, and never sends an empty one', async () => {
    const admin = await member(ADMIN);
    const mateo = await member(MEMBER);
    try {
      // Mateo has the app open, dock closed, no indicator yet for this run's message.
      await topBar(mateo.page).messages.first().waitFor();
      expect(await beeps(mateo.page)).toBe(0);

      await openRoomBySearch(admin.page, 'Mateo', MATEO);
      const dock = chatDock(admin.page);

      // Bad input: empty and whitespace keep Send disabled; Shift+Enter is a new line, not a send.
      expect(await dock.send.isDisabled()).toBe(true);
      await dock.input.fill('   \n  ');
      expect(await dock.send.isDisabled()).toBe(true);
      await dock.input.fill('');
      await dock.input.press('Enter');
      await dock.input.pressSequentially('line one');
      await dock.input.press('Shift+Enter');
      await dock.input.pressSequentially('line two');
      expect(await dock.input.inputValue()).toBe('line one\nline two');
      expect(await dock.send.isEnabled()).toBe(true);
      await dock.input.fill('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
      await dock.dock.getByRole('alert').filter({ hasText: CHAT_MESSAGES.messageTooLong }).waitFor();
      expect(await dock.send.isDisabled()).toBe(true);
      await dock.input.fill('');
      expect(await dock.send.isDisabled()).toBe(true);

      const hello = `Hello Mateo ${RUN}`;
      await dock.input.fill(hello);
      await dock.send.click();
      await expect.poll(() => dock.input.inputValue()).toBe('');
      await seesOnce(admin.page, MATEO, hello);

      // Mateo sees the indicator and the message without reloading, and hears it (the dock is
      // closed): one beep for the new message, none for the unread one already there on load.
      await topBar(mateo.page).messagesWithIndicator.waitFor({ timeout: 30_000 });
      await chatDock(mateo.page).openButtonWithIndicator.waitFor({ timeout: 30_000 });
      await expect.poll(() => beeps(mateo.page), { timeout: 30_000 }).toBeGreaterThan(0);
      await openRoomFromList(mateo.page, AMARA);
      await seesOnce(mateo.page, AMARA, hello);
      // Reading the room turns the indicator off.
      await topBar(mateo.page).messagesWithIndicator.waitFor({ state: 'detached', timeout: 30_000 });

      const reply = `Hi Amara ${RUN}`;
      await write(mateo.page, reply);
      await seesOnce(admin.page, MATEO, reply);
      await seesOnce(mateo.page, AMARA, reply);
      const [helloAt, replyAt] = await positionsInLog(admin.page, MATEO, [hello, reply]);
      expect(helloAt).toBeGreaterThanOrEqual(0);
      expect(replyAt).toBeGreaterThan(helloAt ?? 0);

      // The server stored each once, in order; the list shows the conversation.
      const room = await serverRoomWith(env.server.port, admin.token, mateo.id);
      expect(await stored(admin.token, room.id, [hello, reply])).toEqual([hello, reply]);
      await dock.back.click();
      await dock.conversation(MATEO).waitFor();
    } finally {
      await admin.context.close();
      await mateo.context.close();
    }
  });

  it('sends messages written offline once and in order when the member is back', async () => {
    const proxy = await startProxy(env.server.port);
    const admin = await member(ADMIN);
    const mateo = await member(MEMBER, proxy.origin(), '/', WITH_SERVICE_WORKER);
    try {
      await untilServiceWorkerControls(mateo.page);
      await openRoomBySearch(admin.page, 'Mateo', MATEO);
      await openRoomBySearch(mateo.page, 'Amara', AMARA);
      const room = await serverRoomWith(env.server.port, admin.token, mateo.id);

      // Mateo loses the network; Amara stays online.
      await proxy.cut();
      await mateo.context.setOffline(true);
      const texts = [1, 2, 3].map((n) => `Offline ${n} ${RUN}`);
      const dock = chatDock(mateo.page);
      for (const [index, text] of texts.entries()) {
        await write(mateo.page, text);
        await seesOnce(mateo.page, AMARA, text);
        await expect.poll(() => dock.sending.count()).toBe(index + 1);
      }
      expect(await stored(admin.token, room.id, texts)).toEqual([]);

      await proxy.restore();
      await mateo.context.setOffline(false);
      for (const text of texts) await seesOnce(admin.page, MATEO, text);
      const positions = await positionsInLog(admin.page, MATEO, texts);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(positions[0]).toBeGreaterThanOrEqual(0);

      await expect.poll(() => stored(admin.token, room.id, texts), { timeout: 30_000 }).toEqual(texts);
      await expect.poll(() => dock.sending.count(), { timeout: 30_000 }).toBe(0);
      for (const text of texts) expect(await messageCount(mateo.page, AMARA, text)).toBe(1);
      expect(await dock.notSent.count()).toBe(0);
    } finally {
      await proxy.restore();
      await admin.context.close();
      await mateo.context.close();
      await proxy.close();
    }
  });

  it('keeps a conversation going across a server restart, nothing lost or doubled', async () => {
    const admin = await member(ADMIN, undefined, '/', WITH_SERVICE_WORKER);
    const mateo = await member(MEMBER, undefined, '/', WITH_SERVICE_WORKER);
    try {
      await untilServiceWorkerControls(admin.page);
      await untilServiceWorkerControls(mateo.page);
      await openRoomBySearch(admin.page, 'Mateo', MATEO);
      await openRoomBySearch(mateo.page, 'Amara', AMARA);
      const room = await serverRoomWith(env.server.port, admin.token, mateo.id);

      const before = `Before the restart ${RUN}`;
      await write(mateo.page, before);
      await expect.poll(() => stored(admin.token, room.id, [before]), { timeout: 30_000 }).toEqual([before]);

      await env.server.stop();
      const during = `While the server is down ${RUN}`;
      await write(admin.page, during);
      await seesOnce(admin.page, MATEO, during);
      await chatDock(admin.page).sending.waitFor();

      await env.server.start();
      // The websocket reconnects and the change feed catches up: Mateo sees it live.
      await seesOnce(mateo.page, AMARA, during);
      await seesOnce(admin.page, MATEO, before);
      await expect.poll(() => chatDock(admin.page).sending.count(), { timeout: 30_000 }).toBe(0);
      expect(await messageCount(admin.page, MATEO, during)).toBe(1);
      expect(await messageCount(mateo.page, AMARA, before)).toBe(1);
      await expect
        .poll(() => stored(admin.token, room.id, [before, during]), { timeout: 30_000 })
        .toEqual([before, during]);
    } finally {
      await admin.context.close();
      await mateo.context.close();
    }
  });

  it('loads older history when scrolled to the top, in a full-width dock on a narrow screen', async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, 'localhost', ADMIN);
    const amara = await identity(port, adminToken);
    const mateoToken = await apiToken(port, 'localhost', MEMBER);
    await completeMissingInfo(port, mateoToken);
    const mateoId = (await identity(port, mateoToken)).id;
    const texts = Array.from({ length: CHAT_HISTORY_PAGE_SIZE + 5 }, (_, i) => `History ${i + 1} ${RUN}`);
    let lastId = '';
    for (const text of texts) {
      lastId = ulid();
      const res = await api(port, 'localhost', 'POST', '/api/v1/chat/messages/', {
        token: adminToken,
        body: { id: lastId, recipient: mateoId, text },
      });
      expect(res.status).toBe(201);
    }
    const replay = await api<{ id: string }>(port, 'localhost', 'POST', '/api/v1/chat/messages/', {
      token: adminToken,
      body: { id: lastId, recipient: mateoId, text: texts.at(-1) },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(lastId);
    // Bad input on the server too: an empty text, and a replayed id answers the stored message.
    const empty = await api<{ detail?: string }>(port, 'localhost', 'POST', '/api/v1/chat/messages/', {
      token: adminToken,
      body: { id: ulid(), recipient: mateoId, text: '   ' },
    });
    expect(empty.status).toBe(400);
    const room = await serverRoomWith(port, adminToken, mateoId);
    expect(await stored(adminToken, room.id, texts)).toEqual(texts.slice(-CHAT_HISTORY_PAGE_SIZE));

    const context = await env.browser.newContext({ viewport: { width: 400, height: 800 } });
    try {
      const page = await signedInPage(context, env.server.origin(), MEMBER);
      await openRoomFromList(page, AMARA);
      const dock = chatDock(page);
      expect((await dock.dock.boundingBox())?.width).toBe(400);
      const newest = texts.at(-1) ?? '';
      const oldest = texts[0] ?? '';
      await seesOnce(page, AMARA, newest);
      expect(await messageCount(page, AMARA, oldest)).toBe(0);
      expect(amara.id).not.toBe(mateoId);

      await expect
        .poll(
          async () => {
            await dock.log(AMARA).evaluate((log) => {
              log.scrollTop = 0;
            });
            return messageCount(page, AMARA, oldest);
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      const positions = await positionsInLog(page, AMARA, [oldest, texts[1] ?? '', newest]);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const text of texts) expect(await messageCount(page, AMARA, text)).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows the upgrade teaser without one_to_one_chat and never asks for rooms', async () => {
    const context = await env.browser.newContext();
    const chatCalls: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/api/v1/chat/')) chatCalls.push(request.url());
    });
    try {
      const port = env.server.port;
      await completeMissingInfo(port, await apiToken(port, 'localhost', STUDENT));
      const page = await signedInPage(context, env.server.origin(), STUDENT);
      await openDock(page);
      const dock = chatDock(page);
      await dock.dock.getByText(CHAT_MESSAGES.upgradeTitle, { exact: true }).waitFor();
      await dock.dock.getByText(CHAT_MESSAGES.upgrade, { exact: true }).waitFor();
      const upgrade = dock.dock.getByRole('link', { name: 'Upgrade', exact: true });
      expect(await upgrade.getAttribute('href')).toBe('/pricing');
      expect(await dock.search.count()).toBe(0);
      expect(await dock.input.count()).toBe(0);
      await dock.close.click();
      await dock.dock.waitFor({ state: 'detached' });
      expect(chatCalls).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opens the conversation from another member's profile", async () => {
    const port = env.server.port;
    const adminToken = await apiToken(port, 'localhost', ADMIN);
    const amara = await identity(port, adminToken);
    // A new device, whose worker has the conversation to fetch.
    const mateo = await member(MEMBER, undefined, `/profile/${amara.profile.name_slug}`, {}, { fresh: true });
    // The same request watch as the teaser test's, here with chat: it does see the worker's calls.
    const chatCalls: string[] = [];
    mateo.context.on('request', (request) => {
      if (request.url().includes('/api/v1/chat/')) chatCalls.push(request.url());
    });
    try {
      const main = mateo.page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: AMARA }).waitFor();
      await main.getByRole('button', { name: 'Message', exact: true }).click();
      const dock = chatDock(mateo.page);
      await dock.dock.waitFor();
      await dock.roomHeading(AMARA).waitFor();
      await dock.log(AMARA).waitFor();
      await dock.input.waitFor();
      await expect.poll(() => chatCalls.length, { timeout: 30_000 }).toBeGreaterThan(0);

      // An unsent draft survives closing the dock and reloading the page.
      const draft = `A draft ${RUN}`;
      await dock.input.fill(draft);
      await dock.close.click();
      await dock.dock.waitFor({ state: 'detached' });
      await main.getByRole('button', { name: 'Message', exact: true }).click();
      await expect.poll(() => dock.input.inputValue()).toBe(draft);
      await mateo.page.reload();
      await main.getByRole('button', { name: 'Message', exact: true }).click();
      await expect.poll(() => dock.input.inputValue(), { timeout: 15_000 }).toBe(draft);
      // The room is the one the server has with Amara.
      const room = await serverRoomWith(port, adminToken, mateo.id);
      expect(room.users.map((user) => user.id).sort()).toEqual([amara.id, mateo.id].sort());

      // Influencers take no messages: the people search does not offer them, but does offer others.
      const influencers = await api<{ data: { name: string }[] }>(
        port,
        'localhost',
        'GET',
        '/api/v1/search/?type=user&is_influencer=true&page_size=1',
        { token: mateo.token },
      );
      const influencer = influencers.body.data[0]?.name ?? '';
      expect(influencer).not.toBe('');
      await dock.back.click();
      await dock.search.fill(influencer);
      await dock.dock.getByText(CHAT_MESSAGES.noPeopleFound).waitFor({ timeout: 30_000 });
      await dock.search.fill('Amara');
      await dock.person(AMARA).waitFor({ timeout: 30_000 });
    } finally {
      await mateo.context.close();
    }
  });
});
