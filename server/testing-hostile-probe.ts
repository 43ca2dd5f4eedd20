/**
 * The hostile corpus's prober: sends one request through the real app (in process), as a
 * visitor, a member or staff, from a fresh client address each time, and records what went
 * wrong: a status >= 500, a response that leaks a stack, a file of ours or database text, or
 * an input only the database refused (the safety net in app.ts caught what the contract and
 * the input guard should have). Not a test itself.
 */
import { Writable } from 'node:stream';
import { createLogger, type Logger } from './logger';
import type { TestApi } from './testing';

export type Role = 'visitor' | 'member' | 'staff';
const ROLE_EMAILS = { member: 'member@example.org', staff: 'admin@example.org' } as const;

export interface Probe {
  role: Role;
  method: string;
  path: string;
  attack: string;
  body?: string;
  contentType?: string;
  host?: string;
  /** Sends this token instead of the role's. */
  token?: string;
}

export interface ProbeResult {
  status: number;
  text: string;
}

/** Log lines of the app's error net (app.ts onError), read from the quiet logger. */
const NET_MESSAGES = new Set(['input refused by the database', 'unhandled error']);

/** Always a leak: a stack frame, a source file of ours. */
const LEAKS_ANYWHERE = [
  /\n\s+at \S[^\n]*:\d+:\d+/,
  /node_modules\/|\/work\/main|\b(?:server|contract|sync)\/[\w/-]+\.ts\b/,
];
/** A leak in an error answer: the database's own words or our query text. */
const LEAKS_IN_ERRORS = [
  /Failed query|DrizzleQueryError|PGlite|PostgresError|error: [a-z ]+ at or near/i,
  /violates [a-z-]+ constraint|duplicate key value|invalid input syntax for|out of range for type/i,
  /relation "[^"]*"|column "[^"]*"|null value in column|invalid byte sequence|unterminated quoted/i,
  /\b(?:select|insert into|delete from)\b[^\n]{0,120}\b(?:from|values|where)\b/i,
];

export function leakIn(status: number, text: string): string | null {
  const patterns = status >= 400 ? [...LEAKS_ANYWHERE, ...LEAKS_IN_ERRORS] : LEAKS_ANYWHERE;
  const hit = patterns.map((pattern) => pattern.exec(text)).find((match) => match !== null);
  return hit ? hit[0].slice(0, 80) : null;
}

/** A logger that stays silent but remembers the error net's entries. */
export function netWatchingLogger(): { logger: Logger; netHits: string[] } {
  const netHits: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry: { msg?: string; err?: { message?: string } } = JSON.parse(line);
        if (entry.msg && NET_MESSAGES.has(entry.msg)) netHits.push(`${entry.msg}: ${entry.err?.message ?? ''}`);
      }
      done();
    },
  });
  return { logger: createLogger('warn', sink), netHits };
}

export function createProber(api: TestApi, netHits: string[]) {
  const tokens: Partial<Record<Role, string>> = {};
  const failures: string[] = [];
  let client = 0;

  async function login(role: Exclude<Role, 'visitor'>) {
    tokens[role] = (await api.login(ROLE_EMAILS[role])).access;
  }

  async function sendOnce(probe: Probe): Promise<Response> {
    client += 1;
    const headers: Record<string, string> = {
      Host: probe.host ?? 'localhost',
      'X-Forwarded-For': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    };
    const token = probe.token ?? (probe.role === 'visitor' ? undefined : tokens[probe.role]);
    if (token) headers['Authorization'] = `Bearer ${token}`;
    if (probe.contentType) headers['Content-Type'] = probe.contentType;
    const init: RequestInit = { method: probe.method, headers };
    if (probe.body !== undefined && probe.method !== 'GET' && probe.method !== 'HEAD') init.body = probe.body;
    return api.app.request(probe.path, init);
  }

  /** Whether the role's session was ended by an earlier probe (a password change, a logout). */
  async function wasSignedOut(role: Role): Promise<boolean> {
    if (role === 'visitor') return false;
    const res = await api.call('GET', '/api/v1/identity/', { token: tokens[role] ?? '' });
    return res.status === 401;
  }

  async function send(probe: Probe): Promise<ProbeResult> {
    const netBefore = netHits.length;
    let res = await sendOnce(probe);
    if (res.status === 401 && !probe.token && probe.role !== 'visitor' && (await wasSignedOut(probe.role))) {
      await login(probe.role);
      res = await sendOnce(probe);
    }
    const text = await res.text();
    const where = `${probe.role} ${probe.method} ${probe.path.slice(0, 120)} [${probe.attack}]`;
    if (res.status >= 500) failures.push(`${where} -> ${res.status} ${text.slice(0, 160)}`);
    const leak = leakIn(res.status, text);
    if (leak) failures.push(`${where} -> ${res.status} leaks ${JSON.stringify(leak)}`);
    for (const hit of netHits.slice(netBefore)) failures.push(`${where} -> ${res.status}, ${hit.slice(0, 200)}`);
    return { status: res.status, text };
  }

  /** Sends a JSON body (serialised once here). */
  const sendJson = (probe: Omit<Probe, 'body' | 'contentType'>, body: unknown) =>
    send({ ...probe, body: JSON.stringify(body), contentType: 'application/json' });

  return {
    send,
    sendJson,
    signIn: async () => {
      await login('member');
      await login('staff');
    },
    failures,
  };
}

export type Prober = ReturnType<typeof createProber>;
