/**
 * A small in-memory stand-in for the API server (the network peer, not our code): the
 * endpoints the sync engine calls, bearer tokens with rotating refresh, Idempotency-Key
 * replay, a per-member change feed, a request log and injectable faults.
 */
import type { Bookmark, BookmarkType, Change, Job } from '../../contract';
import { emptyGroupState } from './fake-group-routes';
import { emptyJobState } from './fake-job-routes';
import { emptyProfileState } from './fake-profile-data';
import { type FakeState, issue, route } from './fake-routes';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: unknown;
}

/** What a fake route answers: a status and the JSON body. */
export type FakeAnswer = { status: number; body: unknown };

/** Appends a change-feed row for one member (null: for everyone). */
export type RecordChange = (change: Change, userId: number | null) => void;

/** 'network': fetch throws TypeError, as when the server is unreachable. */
export type Fault = 'network' | { status: number; body?: unknown };

export const DEMO_USERS = [
  { id: 1, email: 'ada@example.com', password: 'correct horse' },
  { id: 2, email: 'bob@example.com', password: 'battery staple' },
] as const;

export function createFakeServer() {
  const state: FakeState = {
    users: DEMO_USERS,
    jobs: new Map(),
    bookmarks: new Map(),
    log: [],
    access: new Map(),
    refresh: new Map(),
    idempotency: new Map(),
    nextId: 1,
    changesPageSize: 500,
    resetBelow: 0,
    unverified: new Set(),
    profile: emptyProfileState(),
    groups: emptyGroupState(),
    jobApplications: emptyJobState(),
  };
  const requests: RecordedRequest[] = [];
  const faults: { match: (request: RecordedRequest) => boolean; fault: Fault }[] = [];

  function record(change: Change, userId: number | null): void {
    state.log.push({ cursor: state.log.length + 1, change, userId });
  }

  async function fetch(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const text = typeof init.body === 'string' ? init.body : null;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: headers.get('Authorization'),
      idempotencyKey: headers.get('Idempotency-Key'),
      body: init.body instanceof FormData ? formFields(init.body) : text ? JSON.parse(text) : null,
    };
    requests.push(request);
    const index = faults.findIndex((entry) => entry.match(request));
    const fault = index >= 0 ? faults.splice(index, 1)[0]?.fault : undefined;
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault) return json(fault.status, fault.body ?? { detail: 'Injected fault' });
    const answer = route(state, request, url, record);
    return json(answer.status, answer.body);
  }

  return {
    fetch,
    requests,
    state,
    /** Appends a change-log row (as the server does after its own writes). */
    record,
    /** The next request matching `match` (default: any) fails with `fault`. */
    failNext(fault: Fault, match: (request: RecordedRequest) => boolean = () => true): void {
      faults.push({ match, fault });
    },
    issueTokens: (userId: number) => issue(state, userId),
    expireAccessTokens(): void {
      state.access.clear();
    },
    addJob(job: Job): void {
      state.jobs.set(job.id, job);
      record({ entity: 'job', op: 'upsert', id: String(job.id), data: job }, null);
    },
    removeJob(id: number): void {
      state.jobs.delete(id);
      record({ entity: 'job', op: 'delete', id: String(id) }, null);
    },
    /** A bookmark made elsewhere (another device of the member). */
    addBookmark(userId: number, type: BookmarkType, objectId: number): Bookmark {
      const bookmark = { id: state.nextId++, type, object_id: objectId, created_at: '2026-02-01T00:00:00.000Z' };
      state.bookmarks.set(`${userId}|${type}:${objectId}`, bookmark);
      record({ entity: 'bookmark', op: 'upsert', id: `${type}:${objectId}`, data: bookmark }, userId);
      return bookmark;
    },
    bookmarkKeysOf(userId: number): string[] {
      const prefix = `${userId}|`;
      return [...state.bookmarks.keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    },
    head: (): number => state.log.length,
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;

/** A multipart body as the request log shows it: files as their name, size and type. */
function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  form.forEach((value, name) => {
    fields[name] = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
  });
  return fields;
}

function json(status: number, body: unknown): Response {
  if (status === 204 || body === null) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
