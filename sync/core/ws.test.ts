import { describe, expect, it } from 'vitest';
import type { WsEvent } from '../../contract';
import { fakeSockets } from '../testing/browser-stand-ins';
import { until } from '../testing/fixtures';
import { createEventsSocket, eventsUrl } from './ws';

function setup(token: string | undefined = 'tok', random = () => 0.001) {
  const sockets = fakeSockets();
  const seen: (WsEvent | 'open' | 'lost')[] = [];
  const client = createEventsSocket({
    WebSocket: sockets.WebSocket,
    baseUrl: 'https://campus.example',
    getToken: async () => token,
    onOpen: () => seen.push('open'),
    onLost: () => seen.push('lost'),
    onEvent: (event) => seen.push(event),
    random,
  });
  return { sockets, seen, client };
}

describe('events socket', () => {
  it('matches the page protocol', () => {
    expect(eventsUrl('http://localhost:5173', 'a.b')).toBe('ws://localhost:5173/ws/events/a.b/');
    expect(eventsUrl('https://campus.example', 'a b')).toBe('wss://campus.example/ws/events/a%20b/');
  });

  it('reports opens and valid events, reconnects after a drop, and stays closed after stop', async () => {
    const { sockets, seen, client } = setup();
    client.start();
    await until(() => sockets.sockets.length === 1);
    sockets.last()?.open();
    sockets.last()?.send({ type: 'changes' });
    const notification = {
      id: 1,
      type: 'user_connection',
      notification_type: 'new_follower',
      message: 'Amara Okafor started following you',
      created_at: '2026-11-21T10:00:00.000Z',
      is_read: false,
      data: { name_slug: 'amara-okafor', name: 'Amara Okafor' },
    };
    sockets.last()?.send({ type: 'notification', data: notification });
    // Malformed: an unknown shape and a notification without its fields are both dropped.
    sockets.last()?.send({ kind: 'changes' });
    sockets.last()?.send({ type: 'notification', data: { id: 2 } });
    expect(seen).toEqual(['open', { type: 'changes' }, { type: 'notification', data: notification }]);

    sockets.last()?.drop();
    await until(() => sockets.sockets.length === 2);
    // A connection that never opened is not reported lost.
    sockets.last()?.drop();
    await until(() => sockets.sockets.length === 3);
    expect(seen.slice(3)).toEqual(['lost']);
    client.stop();
    expect(sockets.last()?.isClosed).toBe(true);
    sockets.last()?.drop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sockets.sockets).toHaveLength(3);
  });

  it('reconnects at once when told the server is back, instead of waiting out its backoff', async () => {
    // The longest backoff the jitter allows: without reconnectNow() the next try is seconds away.
    const { sockets, seen, client } = setup('tok', () => 0.999);
    client.start();
    await until(() => sockets.sockets.length === 1);
    sockets.last()?.drop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sockets.sockets).toHaveLength(1);

    client.reconnectNow();
    await until(() => sockets.sockets.length === 2);
    sockets.last()?.open();
    expect(seen).toEqual(['open']);
    // Connected: nothing to do, no second socket.
    client.reconnectNow();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sockets.sockets).toHaveLength(2);
    client.stop();
    client.reconnectNow();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sockets.sockets).toHaveLength(2);
  });
});
