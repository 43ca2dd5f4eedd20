/** The fake server's endpoints (see fake-server.ts): just enough of the real API's behaviour. */
import { BOOKMARK_TYPES, type Bookmark, type Change, type Job, MESSAGES } from '../../contract';
import { chatRoute, chatStateOf } from './fake-chat-routes';
import { type FakeGroupState, groupRoute } from './fake-group-routes';
import { type FakeJobState, jobRoute } from './fake-job-routes';
import type { FakeProfileState } from './fake-profile-data';
import { profileRoute } from './fake-profile-routes';
import type { FakeAnswer, RecordChange, RecordedRequest } from './fake-server';

export interface FakeState {
  users: readonly { id: number; email: string; password: string }[];
  jobs: Map<number, Job>;
  /** Keyed `${userId}|${type}:${objectId}`. */
  bookmarks: Map<string, Bookmark>;
  log: { cursor: number; change: Change; userId: number | null }[];
  access: Map<string, number>;
  refresh: Map<string, number>;
  idempotency: Map<string, FakeAnswer>;
  nextId: number;
  changesPageSize: number;
  /** A cursor below this is answered with reset (the feed was compacted). */
  resetBelow: number;
  /** Members who have not verified their e-mail yet. */
  unverified: Set<number>;
  /** Profiles, career entries, follows, lookups and search items. */
  profile: FakeProfileState;
  /** Groups and memberships (fake-group-routes.ts). */
  groups: FakeGroupState;
  /** Job details and applications (fake-job-routes.ts). */
  jobApplications: FakeJobState;
}

const detail = (status: number, message: string): FakeAnswer => ({ status, body: { detail: message } });

export function issue(state: FakeState, userId: number): { access: string; refresh: string } {
  const pair = { access: `access-${state.nextId}`, refresh: `refresh-${state.nextId}` };
  state.nextId += 1;
  state.access.set(pair.access, userId);
  state.refresh.set(pair.refresh, userId);
  return pair;
}

function page<T>(items: T[], url: URL): FakeAnswer {
  const number = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('page_size') ?? '10');
  const data = items.slice((number - 1) * size, number * size);
  const next = number * size < items.length ? `${url.pathname}?page=${number + 1}&page_size=${size}` : null;
  return { status: 200, body: { data, pagination: { count: items.length, next } } };
}

function publicRoute(state: FakeState, request: RecordedRequest): FakeAnswer | null {
  const body = (request.body ?? {}) as { [field: string]: unknown };
  if (request.path === '/api/v1/token/' && request.method === 'POST') {
    if (typeof body['email'] !== 'string' || !body['email'].includes('@')) {
      return { status: 400, body: { email: [MESSAGES.invalidEmail] } };
    }
    const user = state.users.find((u) => u.email === body['email'] && u.password === body['password']);
    return user ? { status: 200, body: issue(state, user.id) } : detail(401, MESSAGES.invalidCredentials);
  }
  if (request.path === '/api/v1/token/refresh/' && request.method === 'POST') {
    const userId = state.refresh.get(String(body['refresh']));
    if (userId === undefined) return detail(401, MESSAGES.tokenInvalid);
    state.refresh.delete(String(body['refresh'])); // rotation: a refresh token is good once
    return { status: 200, body: issue(state, userId) };
  }
  if (request.path === '/api/v1/logout/' && request.method === 'POST') {
    state.refresh.delete(String(body['refresh']));
    return { status: 204, body: null };
  }
  if (request.path === '/api/v1/config/') return { status: 200, body: { ...TENANT } };
  return null;
}

function changes(state: FakeState, userId: number, url: URL): FakeAnswer {
  const head = state.log.length;
  const param = url.searchParams.get('cursor');
  if (param === null || Number(param) < state.resetBelow) {
    return { status: 200, body: { changes: [], cursor: head, has_more: false, reset: true } };
  }
  const visible: Change[] = [];
  let cursor = Number(param);
  for (const entry of state.log.slice(cursor)) {
    if (visible.length === state.changesPageSize) break;
    cursor = entry.cursor;
    if (entry.userId === null || entry.userId === userId) visible.push(entry.change);
  }
  return { status: 200, body: { changes: visible, cursor, has_more: cursor < head, reset: false } };
}

function bookmarkRoute(
  state: FakeState,
  userId: number,
  request: RecordedRequest,
  record: RecordChange,
): FakeAnswer | null {
  const match = /^\/api\/v1\/(bookmark|unbookmark)\/(\w+)\/(\d+)\/$/.exec(request.path);
  if (!match) return null;
  const [, action, type = '', raw] = match;
  const objectId = Number(raw);
  const kind = BOOKMARK_TYPES.find((t) => t === type);
  if (!kind || (kind === 'job' && !state.jobs.has(objectId))) return detail(404, MESSAGES.notFound);
  const key = `${userId}|${kind}:${objectId}`;
  const id = `${kind}:${objectId}`;
  if (action === 'unbookmark' && request.method === 'DELETE') {
    if (state.bookmarks.delete(key)) record({ entity: 'bookmark', op: 'delete', id }, userId);
    return { status: 204, body: null };
  }
  if (action !== 'bookmark' || request.method !== 'POST') return null;
  const existing = state.bookmarks.get(key);
  if (existing) return { status: 200, body: existing };
  const bookmark = { id: state.nextId++, type: kind, object_id: objectId, created_at: '2026-03-01T00:00:00.000Z' };
  state.bookmarks.set(key, bookmark);
  record({ entity: 'bookmark', op: 'upsert', id, data: bookmark }, userId);
  return { status: 201, body: bookmark };
}

function memberRoute(
  state: FakeState,
  userId: number,
  request: RecordedRequest,
  url: URL,
  record: RecordChange,
): FakeAnswer {
  const path = url.pathname;
  if (path === '/api/v1/identity/') return { status: 200, body: identity(state, userId) };
  if (path === '/api/v1/jobs/') return page([...state.jobs.values()], url);
  if (path === '/api/v1/sync/changes/') return changes(state, userId, url);
  const listed = /^\/api\/v1\/bookmark\/(\w+)\/$/.exec(path);
  if (listed && request.method === 'GET') {
    const prefix = `${userId}|${listed[1]}:`;
    return page(
      [...state.bookmarks].filter(([key]) => key.startsWith(prefix)).map(([, row]) => row),
      url,
    );
  }
  // The member's votes: this fake keeps none, so a bootstrap finds none.
  if (path === '/api/v1/vote/' && request.method === 'GET') return page([], url);
  return (
    bookmarkRoute(state, userId, request, record) ??
    groupRoute(state, userId, request, url) ??
    jobRoute(state, userId, request, url, record) ??
    profileRoute(state.profile, userId, request, url, record) ??
    chatRoute(state, userId, request, url, record) ??
    detail(404, MESSAGES.notFound)
  );
}

export function route(state: FakeState, request: RecordedRequest, url: URL, record: RecordChange): FakeAnswer {
  const open = publicRoute(state, request);
  if (open) return open;
  const token = request.authorization?.replace(/^Bearer /, '') ?? '';
  const userId = state.access.get(token);
  // Group reads are public: without a token they answer as to an anonymous visitor.
  if (!request.authorization && request.method === 'GET') {
    const anonymous = groupRoute(state, null, request, url) ?? jobRoute(state, null, request, url, () => undefined);
    if (anonymous) return anonymous;
  }
  if (userId === undefined) return detail(401, MESSAGES.tokenInvalid);
  const replayKey = request.idempotencyKey && `${userId}|${request.idempotencyKey}`;
  const stored = replayKey ? state.idempotency.get(replayKey) : undefined;
  if (stored) return stored;
  const answer = memberRoute(state, userId, request, url, record);
  if (replayKey && request.method !== 'GET') state.idempotency.set(replayKey, answer);
  return answer;
}

function identity(state: FakeState, userId: number) {
  const user = state.users.find((u) => u.id === userId);
  return {
    id: userId,
    email: user?.email ?? '',
    profile: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      title: 'Engineer',
      name_slug: `member-${userId}`,
      picture: null,
      country: null,
      location: null,
      completion_percent: 50,
    },
    organization: null,
    switchable_orgs: [],
    default_organization_id: null,
    alternate_email: null,
    is_alternate_email_verified: false,
    membership_status: null,
    is_verified: !state.unverified.has(userId),
    is_staff: false,
    is_trial_user: false,
    is_org_admin: false,
    unread_notifications_count: 0,
    preferences: { current_role: null, focus_area: null },
    user_subscription: {
      applied_membership_tier: 0,
      payment_status: null,
      is_institutional_membership: false,
      one_to_one_chat: chatStateOf(state).enabled.has(userId),
      use_ama: false,
      can_create_membership_card: false,
      can_use_premium_agents: false,
      circle_discount_percent: 0,
    },
  };
}

const TENANT = {
  id: 1,
  name: 'Career Compass',
  short_name: 'Compass',
  domains: ['localhost'],
  logo: '/icons/logo.svg',
  theme: { primary: '#0f766e', primary_contrast: '#ffffff', accent: '#f59e0b' },
  flags: { star: false, rlf: false, sim: false, connectdiaspora: false },
  ui: {
    show_job_menu: true,
    show_connect_menu: true,
    show_institutional_registration_screen: false,
    show_location_in_navbar: false,
    registration_speed: 'basic',
    landing_page_content: { title: 'Welcome', description: 'Find your path', cta_text: 'Join', cta_url: '/signup' },
    footer: '',
    video_url: null,
    video_thumbnail_url: null,
  },
  default_organization: null,
  options: {
    career_stages: [
      { id: 1, name: 'Undergraduate' },
      { id: 2, name: 'Early career' },
    ],
    interested_services: [{ id: 1, name: 'Mentoring' }],
    professional_fields: [{ id: 1, name: 'Technology' }],
    organization_types: [{ id: 1, name: 'Company' }],
    reason_to_join: [{ id: 1, name: 'Find a job or internship' }],
    career_commitment: [{ id: 1, name: 'Actively looking' }],
    current_roles: [{ id: 1, name: 'University student' }],
    career_reason_map: { '1': [1], '2': [1] },
    role_stage_map: { '1': 1 },
    job_functions: [{ id: 1, name: 'Software engineering' }],
    colleges: [],
    departments: [],
  },
  ama_user_default_prompts: [{ prompt: 'How do I land my first internship?', locations: [], career_stages: [1] }],
};
