/**
 * The events socket /ws/events/{access token}/: connected while a session exists,
 * reconnecting with backoff and jitter. Opening (a reconnect is a sync trigger), losing an
 * open connection and a `changes` poke all call back; unknown or malformed messages are
 * ignored.
 */
import * as v from 'valibot';
import { WsEvent } from '../../contract';
import { backoffDelay } from './backoff';

/** The part of the browser WebSocket this client uses, so node tests can substitute one. */
export interface SocketLike {
  onopen: ((event: never) => unknown) | null;
  onmessage: ((event: MessageEvent) => unknown) | null;
  onclose: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
  close(): void;
}
export type SocketCtor = new (url: string) => SocketLike;

export interface EventsSocketOptions {
  WebSocket: SocketCtor;
  baseUrl: string;
  /** The current access token, read at each (re)connect; undefined: no session. */
  getToken: () => Promise<string | undefined>;
  onOpen: () => void;
  /** An open connection closed: the server went away, or the network did. */
  onLost?: () => void;
  onEvent: (event: WsEvent) => void;
  random: () => number;
}

export function eventsUrl(baseUrl: string, token: string): string {
  const url = new URL(`/ws/events/${encodeURIComponent(token)}/`, baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export interface EventsSocket {
  start(): void;
  stop(): void;
  /**
   * The server answered another request or the browser is back online: a socket waiting to
   * reconnect does so now, not after its backoff (up to 30 s without live updates).
   */
  reconnectNow(): void;
}

export function createEventsSocket(options: EventsSocketOptions): EventsSocket {
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;
  let failures = 0;

  function scheduleReconnect(): void {
    if (!isRunning || timer !== undefined) return;
    failures += 1;
    timer = setTimeout(
      () => {
        timer = undefined;
        void connect();
      },
      backoffDelay(failures, options.random),
    );
  }

  async function connect(): Promise<void> {
    const token = await options.getToken();
    if (!isRunning || socket) return;
    if (!token) return scheduleReconnect();
    const current = new options.WebSocket(eventsUrl(options.baseUrl, token));
    socket = current;
    let wasOpen = false;
    current.onopen = () => {
      wasOpen = true;
      failures = 0;
      options.onOpen();
    };
    current.onmessage = (event) => {
      const parsed = v.safeParse(WsEvent, typeof event.data === 'string' ? safeJson(event.data) : null);
      if (parsed.success) options.onEvent(parsed.output);
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      scheduleReconnect();
      if (wasOpen) options.onLost?.();
    };
    current.onerror = () => undefined; // a close follows
  }

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      void connect();
    },
    stop() {
      isRunning = false;
      clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = null;
      current?.close();
    },
    reconnectNow() {
      if (!isRunning || socket || timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      failures = 0;
      void connect();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
