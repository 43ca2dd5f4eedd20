/**
 * Realtime delivery on one server process (PGlite, the in-process bus), over loopback:
 * - chat latency: admin@ sends messages one at a time over HTTP; the time from the POST's
 *   start to member@'s socket receiving that message's id;
 * - connections: member@ opens sockets in steps; at each step admin@ sends a few messages and
 *   every socket must receive every one. The largest step fully delivered and its delivery
 *   p99 are reported. The sockets and the load generator share this machine's cores with the
 *   server, so the figures include the client parsing thousands of frames.
 */
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import { WebSocket } from 'ws';
import { api, apiToken } from '../../tests/e2e/support/api';
import type { TestServer } from '../../tests/e2e/support/server';
import { quantile } from './quantile';

const HOST = 'localhost';
const CHAT_MESSAGES = 300;
/** Socket counts tried in turn; the largest must stay under the file-descriptor limit. */
const CONNECTION_STEPS = [1000, 2000, 4000, 8000, 16000];
/** Descriptors left for everything else (the server's database files, HTTP, the browser). */
const FD_MARGIN = 2000;
const MESSAGES_PER_STEP = 5;
const OPEN_BATCH = 250;
/** The connection steps stop once this much time has gone. */
const CONNECTIONS_BUDGET_MS = 45_000;
const DELIVERY_TIMEOUT_MS = 10_000;

export interface ChatLatency {
  messages: number;
  p50: number;
  p99: number;
}

export interface ConnectionCapacity {
  /** The largest number of sockets that each received every message. */
  connections: number;
  /** Delivery p99 at that step (ms, POST start to each socket receiving it). */
  p99: number;
  /** Why the steps stopped before the last one, if they did. */
  stoppedBy: string | null;
}

function userIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string };
  return Number(payload.sub);
}

/** A socket that calls onMessage with each frame's text (parsing is left to the listener). */
function open(port: number, token: string, onMessage: (text: string) => void): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/events/${token}/`, {
    headers: { Host: `${HOST}:${port}` },
    perMessageDeflate: false,
  });
  ws.on('message', (data) => onMessage(String(data)));
  return new Promise((resolve, reject) => {
    ws.on('error', () => {});
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`socket closed before opening: ${code}`)));
  });
}

async function send(port: number, token: string, recipient: number, id: string): Promise<void> {
  const res = await api(port, HOST, 'POST', '/api/v1/chat/messages/', {
    token,
    body: { id, recipient, text: `Benchmark message ${id}` },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`chat send answered ${res.status}`);
}

/** Resolves when check() holds (checked whenever a frame arrives), rejects after the timeout. */
function waiter() {
  let pending: { check: () => boolean; resolve: () => void } | null = null;
  return {
    poke() {
      if (pending?.check()) {
        pending.resolve();
        pending = null;
      }
    },
    until(check: () => boolean, what: string): Promise<void> {
      if (check()) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending = null;
          reject(new Error(`timed out waiting for ${what}`));
        }, DELIVERY_TIMEOUT_MS);
        pending = {
          check,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      });
    },
  };
}

export async function measureChatLatency(server: TestServer, count = CHAT_MESSAGES): Promise<ChatLatency> {
  const admin = await apiToken(server.port, HOST, 'admin@example.org');
  const member = await apiToken(server.port, HOST, 'member@example.org');
  const memberId = userIdOf(member);
  const arrived = new Map<string, number>();
  const wait = waiter();
  const ws = await open(server.port, member, (text) => {
    const at = performance.now();
    const event = JSON.parse(text) as { type: string; data?: { id?: string } };
    if (event.type === 'chat_message' && event.data?.id) arrived.set(event.data.id, at);
    wait.poke();
  });
  const latencies: number[] = [];
  try {
    // A few unmeasured messages first: JIT and the room's creation.
    for (let i = 0; i < count + 10; i += 1) {
      const id = ulid();
      const start = performance.now();
      await send(server.port, admin, memberId, id);
      await wait.until(() => arrived.has(id), `chat message ${i}`);
      if (i >= 10) latencies.push((arrived.get(id) ?? Number.NaN) - start);
    }
  } finally {
    ws.terminate();
  }
  latencies.sort((a, b) => a - b);
  return { messages: latencies.length, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

async function currentFdLimit(): Promise<number> {
  try {
    const { readFile } = await import('node:fs/promises');
    const limits = await readFile('/proc/self/limits', 'utf8');
    const line = limits.split('\n').find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s+/)[3]);
    return Number.isFinite(soft) ? soft : 1024;
  } catch {
    return 1024;
  }
}

export async function measureConnections(server: TestServer): Promise<ConnectionCapacity> {
  const started = performance.now();
  const admin = await apiToken(server.port, HOST, 'admin@example.org');
  const member = await apiToken(server.port, HOST, 'member@example.org');
  const memberId = userIdOf(member);
  const fdLimit = await currentFdLimit();
  const sockets: WebSocket[] = [];
  /** Per message id: when each socket (by index) received it. */
  const received = new Map<string, Float64Array>();
  const counts = new Map<string, number>();
  const wait = waiter();
  let best: ConnectionCapacity = { connections: 0, p99: Number.NaN, stoppedBy: null };

  const onFrame = (index: number) => (text: string) => {
    const at = performance.now();
    if (!text.includes('"chat_message"')) return;
    const id = (JSON.parse(text) as { data: { id: string } }).data.id;
    const times = received.get(id);
    if (times?.[index] !== 0) return;
    times[index] = at;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    wait.poke();
  };

  try {
    for (const step of CONNECTION_STEPS) {
      if (step + FD_MARGIN > fdLimit) {
        best.stoppedBy = `file-descriptor limit ${fdLimit}`;
        break;
      }
      if (performance.now() - started > CONNECTIONS_BUDGET_MS) {
        best.stoppedBy = 'time budget';
        break;
      }
      try {
        while (sockets.length < step) {
          const batch = Math.min(OPEN_BATCH, step - sockets.length);
          const base = sockets.length;
          const opened = await Promise.allSettled(
            Array.from({ length: batch }, (_, i) => open(server.port, member, onFrame(base + i))),
          );
          for (const result of opened) if (result.status === 'fulfilled') sockets.push(result.value);
          const failed = opened.find((result) => result.status === 'rejected');
          if (failed) throw failed.reason;
        }
      } catch (error) {
        best.stoppedBy = `opening socket ${sockets.length + 1} failed: ${(error as Error).message}`;
        break;
      }
      const latencies: number[] = [];
      let delivered = true;
      for (let m = 0; m < MESSAGES_PER_STEP; m += 1) {
        const id = ulid();
        const times = new Float64Array(step);
        received.set(id, times);
        const start = performance.now();
        await send(server.port, admin, memberId, id);
        try {
          await wait.until(() => (counts.get(id) ?? 0) >= step, `message ${m} on ${step} sockets`);
        } catch {
          delivered = false;
        }
        received.delete(id);
        if (!delivered) break;
        for (const at of times) latencies.push(at - start);
      }
      if (!delivered) {
        best.stoppedBy = `not every socket received every message at ${step}`;
        break;
      }
      latencies.sort((a, b) => a - b);
      best = { connections: step, p99: quantile(latencies, 0.99), stoppedBy: null };
    }
  } finally {
    for (const ws of sockets) ws.terminate();
  }
  return best;
}
