/** The fake server's group endpoints (see fake-server.ts): list, slug, members, join, leave, images. */
import {
  type Change,
  GROUP_MESSAGES,
  type Group,
  type GroupMember,
  type JoinQuestion,
  MESSAGES,
  type MembershipStatus,
} from '../../contract';
import type { FakeState } from './fake-routes';
import type { FakeAnswer, RecordedRequest } from './fake-server';

export interface FakeMembership {
  status: MembershipStatus;
  role: string;
  isWaitlisted: boolean;
  answers: unknown;
  registration: unknown;
}

export interface FakeGroupState {
  groups: Map<number, Group>;
  /** Keyed `${groupId}|${userId}`. */
  memberships: Map<string, FakeMembership>;
}

export const emptyGroupState = (): FakeGroupState => ({ groups: new Map(), memberships: new Map() });

const QUESTIONS: JoinQuestion[] = [];

/** A circle as the server answers it to someone without a membership. */
export function fakeGroup(overrides: Partial<Group> & { id: number; name_slug: string }): Group {
  return {
    name: overrides.name_slug,
    group_type: 'circle',
    location: null,
    description: 'A circle',
    objective: '',
    member_requirements: '',
    impact: '',
    topics: [],
    topics_detailed: [],
    countries: ['KE'],
    career_stages: [1],
    professional_fields: [],
    job_functions: [],
    roles: [],
    use_cases: [],
    relevant_sdgs: [],
    relevant_sdgs_detailed: [],
    parent_group: null,
    parent_group_detail: null,
    group_duration: 'time_limited',
    maximum_size: null,
    start_date: null,
    end_date: null,
    application_open_date: null,
    application_close_date: null,
    circle_type: null,
    publicity: 'open',
    country: null,
    is_paid: false,
    price: null,
    paid_features: [],
    discount: null,
    event_type: null,
    create_google_classroom: false,
    google_classroom_id: null,
    extra_info: { is_external: false, external_link: null, questions: QUESTIONS },
    logo: null,
    cover_image: null,
    total_members: 0,
    total_circles: 0,
    total_jobs: 0,
    pending_members_count: 0,
    rejected_members_count: 0,
    unverified_members_count: 0,
    membership_status: null,
    role: null,
    payment_status: null,
    is_waitlisted: false,
    is_administrator: false,
    followed: false,
    is_influencer: false,
    is_certified: false,
    donation_details: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The group as `userId` sees it (null: anonymous). */
export function viewOf(state: FakeGroupState, group: Group, userId: number | null): Group {
  const membership = userId === null ? undefined : state.memberships.get(`${group.id}|${userId}`);
  const accepted = [...state.memberships].filter(
    ([key, row]) => key.startsWith(`${group.id}|`) && row.status === 'accepted',
  ).length;
  return {
    ...group,
    total_members: accepted,
    membership_status: membership?.status ?? null,
    role: membership?.role ?? null,
    is_waitlisted: membership?.isWaitlisted ?? false,
  };
}

function appendChange(state: FakeState, change: Change, userId: number | null): void {
  state.log.push({ cursor: state.log.length + 1, change, userId });
}

/** Sets a membership as an administrator would (with its change-feed row for the member). */
export function setMembership(
  state: FakeState,
  groupId: number,
  userId: number,
  status: MembershipStatus | null,
): void {
  const key = `${groupId}|${userId}`;
  if (status === null) state.groups.memberships.delete(key);
  else {
    const current = state.groups.memberships.get(key);
    state.groups.memberships.set(key, {
      status,
      role: 'member',
      isWaitlisted: false,
      answers: current?.answers ?? [],
      registration: current?.registration ?? null,
    });
  }
  const group = state.groups.groups.get(groupId);
  if (group) {
    appendChange(
      state,
      { entity: 'group', op: 'upsert', id: String(groupId), data: viewOf(state.groups, group, userId) },
      userId,
    );
  }
}

function page<T>(items: T[], url: URL): FakeAnswer {
  const number = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('page_size') ?? '15');
  const data = items.slice((number - 1) * size, number * size);
  const nextUrl = new URL(url.href);
  nextUrl.searchParams.set('page', String(number + 1));
  const next = number * size < items.length ? nextUrl.href : null;
  return { status: 200, body: { data, pagination: { count: items.length, next } } };
}

const notFound: FakeAnswer = { status: 404, body: { detail: MESSAGES.notFound } };

function list(state: FakeGroupState, userId: number | null, url: URL): FakeAnswer {
  const params = url.searchParams;
  const type = params.get('group_type');
  const search = (params.get('search') ?? '').toLowerCase();
  const membership = params.get('membership');
  const groups = [...state.groups.values()]
    .map((group) => viewOf(state, group, userId))
    .filter((group) => !type || group.group_type === type)
    .filter((group) => !search || group.name.toLowerCase().includes(search))
    .filter((group) => membership !== 'mine' || group.membership_status !== null)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return page(groups, url);
}

function members(state: FakeGroupState, groupId: number, url: URL): FakeAnswer {
  const status = url.searchParams.get('status') ?? 'accepted';
  const rows: GroupMember[] = [...state.memberships]
    .filter(([key, row]) => key.startsWith(`${groupId}|`) && (status === 'all' || row.status === status))
    .map(([key, row]) => {
      const id = Number(key.split('|')[1]);
      return {
        id,
        name: `Member ${id}`,
        name_slug: `member-${id}`,
        image: null,
        email: null,
        country: null,
        institution_name: null,
        membership_type: 'circle',
        membership_role: row.role,
        membership_status: row.status,
        is_verified: true,
        is_waitlisted: row.isWaitlisted,
        joined_at: '2026-01-02T00:00:00.000Z',
        payment_status: null,
        profile_completion_percent: 50,
        reason: null,
        notes: null,
        group_profile_extra_info: { answers: [], registration: null },
      };
    });
  return page(rows, url);
}

function join(state: FakeState, group: Group, userId: number, body: Record<string, unknown>): FakeAnswer {
  const key = `${group.id}|${userId}`;
  if (state.groups.memberships.has(key)) {
    return { status: 400, body: { non_field_errors: [GROUP_MESSAGES.alreadyMember] } };
  }
  const answers = Array.isArray(body['answers']) ? (body['answers'] as { question_id: string; value: string }[]) : [];
  for (const question of group.extra_info.questions) {
    const answer = answers.find((row) => row.question_id === question.id);
    if (question.required && !answer?.value) {
      return { status: 400, body: { [`answers.${question.id}`]: [GROUP_MESSAGES.answerRequired] } };
    }
  }
  const full = group.maximum_size !== null && viewOf(state.groups, group, null).total_members >= group.maximum_size;
  state.groups.memberships.set(key, {
    status: 'pending',
    role: 'member',
    isWaitlisted: full,
    answers,
    registration: body['extra_info'] ?? null,
  });
  const view = viewOf(state.groups, group, userId);
  appendChange(state, { entity: 'group', op: 'upsert', id: String(group.id), data: view }, userId);
  return { status: 201, body: view };
}

function leave(state: FakeState, group: Group, userId: number): FakeAnswer {
  if (!state.groups.memberships.delete(`${group.id}|${userId}`)) {
    return { status: 400, body: { non_field_errors: [GROUP_MESSAGES.notAMember] } };
  }
  const view = viewOf(state.groups, group, userId);
  appendChange(state, { entity: 'group', op: 'upsert', id: String(group.id), data: view }, userId);
  return { status: 200, body: view };
}

/** Answers a /api/v1/groups/ request, or null when the path is not a group path. */
export function groupRoute(
  state: FakeState,
  userId: number | null,
  request: RecordedRequest,
  url: URL,
): FakeAnswer | null {
  const path = url.pathname;
  if (!path.startsWith('/api/v1/groups/')) return null;
  const groups = state.groups;
  if (path === '/api/v1/groups/' && request.method === 'GET') return list(groups, userId, url);
  const slug = /^\/api\/v1\/groups\/slug\/([\w-]+)\/$/.exec(path)?.[1];
  if (slug && request.method === 'GET') {
    const group = [...groups.groups.values()].find((row) => row.name_slug === slug);
    return group ? { status: 200, body: viewOf(groups, group, userId) } : notFound;
  }
  const match = /^\/api\/v1\/groups\/(\d+)\/([\w-]+\/)?$/.exec(path);
  const group = match ? groups.groups.get(Number(match[1])) : undefined;
  if (!match || !group) return notFound;
  const action = match[2] ?? '';
  if (action === 'members/' && request.method === 'GET') return members(groups, group.id, url);
  if (userId === null) return { status: 401, body: { detail: MESSAGES.tokenInvalid } };
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (action === 'join/' && request.method === 'POST') return join(state, group, userId, body);
  if (action === 'leave/' && request.method === 'POST') return leave(state, group, userId);
  if ((action === 'logo/' || action === 'cover-image/') && request.method === 'POST') {
    const field = action === 'logo/' ? 'logo' : 'cover_image';
    const file = body[field] as { name: string } | undefined;
    if (!file) return { status: 400, body: { [field]: ['No file was submitted.'] } };
    const updated = { ...group, [field]: `/media/${file.name}` };
    groups.groups.set(group.id, updated);
    return { status: 200, body: viewOf(groups, updated, userId) };
  }
  if (action === 'export-group-membership/' && request.method === 'GET') {
    return { status: 200, body: 'name,email\nMember 1,ada@example.com\n' };
  }
  return notFound;
}
