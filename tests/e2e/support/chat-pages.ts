/**
 * Page models of the chat dock, the top bar's Messages and Notifications buttons and the
 * /notification page: role and label locators only, by the accessible names the screens give.
 */
import type { Locator, Page } from 'playwright-core';
import type { ChatMessage, Identity, Notification, Paged } from '../../../contract';
import { api, readOk } from './api';

export function topBar(page: Page) {
  return {
    /** "Messages", or "Messages, new messages" while the indicator is on. */
    messages: page.getByRole('button', { name: /^Messages(, new messages)?$/ }),
    messagesWithIndicator: page.getByRole('button', { name: 'Messages, new messages', exact: true }),
    /** "Notifications", or "Notifications, N unread". */
    notifications: page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }),
    notificationsUnread(count: number): Locator {
      return count === 0
        ? page.getByRole('button', { name: 'Notifications', exact: true })
        : page.getByRole('button', { name: `Notifications, ${count} unread`, exact: true });
    },
    popover: page.getByRole('dialog', { name: 'Notifications' }),
  };
}

/** The unread count the bell's accessible name announces (0 when it says just "Notifications"). */
export async function bellCount(page: Page): Promise<number> {
  const snapshot = await topBar(page).notifications.first().ariaSnapshot();
  const match = /Notifications, (\d+) unread/.exec(snapshot);
  return match ? Number(match[1]) : 0;
}

export function chatDock(page: Page) {
  const dock = page.getByRole('region', { name: 'Chat', exact: true });
  return {
    dock,
    /** The floating button while the dock is closed ("Open chat" / "Open chat, new messages"). */
    openButton: page.getByRole('button', { name: /^Open chat(, new messages)?$/ }),
    openButtonWithIndicator: page.getByRole('button', { name: 'Open chat, new messages', exact: true }),
    heading: dock.getByRole('heading', { name: 'Messages', exact: true }),
    close: dock.getByRole('button', { name: 'Close chat', exact: true }),
    search: dock.getByRole('searchbox', { name: 'Search people' }),
    person(name: string): Locator {
      return dock.getByRole('button', { name, exact: true });
    },
    conversations: dock.getByRole('list', { name: 'Conversations' }),
    conversation(peer: string): Locator {
      return dock.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`^${peer}`) });
    },
    back: dock.getByRole('button', { name: 'Back to conversations', exact: true }),
    roomHeading(peer: string): Locator {
      return dock.getByRole('heading', { name: peer, exact: true });
    },
    log(peer: string): Locator {
      return dock.getByRole('log', { name: `Messages with ${peer}`, exact: true });
    },
    input: dock.getByRole('textbox', { name: 'Write a message' }),
    send: dock.getByRole('button', { name: 'Send', exact: true }),
    sending: dock.getByText('Sending', { exact: true }),
    notSent: dock.getByText('Not sent', { exact: true }),
    resend: dock.getByRole('button', { name: 'Resend', exact: true }),
  };
}

/** How many messages in `peer`'s room read exactly `text`. */
export function messageCount(page: Page, peer: string, text: string): Promise<number> {
  return chatDock(page).log(peer).getByText(text, { exact: true }).count();
}

/** Positions of `texts` in the room's log, in the order shown (-1 when missing). */
export async function positionsInLog(page: Page, peer: string, texts: string[]): Promise<number[]> {
  const all = (await chatDock(page).log(peer).textContent()) ?? '';
  return texts.map((text) => all.indexOf(text));
}

/** Opens the dock (from the floating button or the top bar) when it is closed. */
export async function openDock(page: Page): Promise<void> {
  const dock = chatDock(page);
  if (await dock.dock.isVisible()) return;
  const floating = dock.openButton.first();
  await ((await floating.isVisible()) ? floating : topBar(page).messages.first()).click();
  await dock.dock.waitFor();
}

export function notificationsPage(page: Page) {
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Notifications', exact: true });
  return {
    heading: main.getByRole('heading', { name: 'Notifications', exact: true }),
    list,
    items: list.getByRole('listitem'),
    unreadItems: list.getByRole('listitem').filter({ hasText: /Unread/ }),
    markAllRead: main.getByRole('button', { name: 'Mark all as read', exact: true }),
  };
}

// ---- the server's side (what it stored), with a member's token ----

export async function identity(port: number, token: string): Promise<Identity> {
  return readOk<Identity>(port, token, '/api/v1/identity/', 'identity');
}

interface ChatRoomRow {
  id: number;
  name: string;
  users: { id: number }[];
  unread_count: number;
}

/** The caller's room with `peerId` on the server (found or created). */
export async function serverRoomWith(port: number, token: string, peerId: number): Promise<ChatRoomRow> {
  const res = await api<ChatRoomRow>(port, 'localhost', 'POST', '/api/v1/chat/rooms/', {
    token,
    body: { user: peerId },
  });
  if (res.status !== 200 && res.status !== 201) throw new Error(`room with ${peerId}: ${res.status}`);
  return res.body;
}

/** Texts of a room's newest 50 messages as the server stored them, oldest first. */
export async function serverHistory(port: number, token: string, roomId: number): Promise<string[]> {
  const res = await api<{ data: ChatMessage[] }>(
    port,
    'localhost',
    'GET',
    `/api/v1/chat/rooms/${roomId}/messages/?page=1&page_size=50`,
    { token },
  );
  if (res.status !== 200) throw new Error(`history of room ${roomId}: ${res.status}`);
  return res.body.data
    .map((message) => message.messages.flatMap((part) => (part.type === 'text' ? [part.value] : [])).join('\n'))
    .reverse();
}

/** A page of the caller's notifications as the server stores them (count = all of them). */
export async function serverNotifications(
  port: number,
  token: string,
  page = 1,
  pageSize = 12,
): Promise<{ count: number; data: Notification[] }> {
  const res = await api<Paged<Notification>>(
    port,
    'localhost',
    'GET',
    `/api/v1/notifications/?page=${page}&page_size=${pageSize}`,
    { token },
  );
  if (res.status !== 200) throw new Error(`notifications: ${res.status}`);
  return { count: res.body.pagination.count, data: res.body.data };
}
