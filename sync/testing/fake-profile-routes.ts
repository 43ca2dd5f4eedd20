/** The fake server's profile-area endpoints (see fake-routes.ts): just enough behaviour for the client tests. */
import {
  type CareerEntry,
  type Follow,
  followKey,
  MESSAGES,
  PROFILE_MESSAGES,
  type Profile,
  type UploadedFile,
} from '../../contract';
import type { FakeProfileState } from './fake-profile-data';
import type { FakeAnswer, RecordChange, RecordedRequest } from './fake-server';
import { makeProfile } from './profile-data';

type Body = { [field: string]: unknown };

const notFound: FakeAnswer = { status: 404, body: { detail: MESSAGES.notFound } };

function own(state: FakeProfileState, userId: number): Profile {
  let profile = state.profiles.get(userId);
  if (!profile) {
    profile = makeProfile(userId);
    state.profiles.set(userId, profile);
  }
  return profile;
}

function saveProfile(state: FakeProfileState, userId: number, profile: Profile, record: RecordChange): FakeAnswer {
  state.profiles.set(userId, profile);
  record({ entity: 'profile', op: 'upsert', id: String(userId), data: profile }, userId);
  return { status: 200, body: profile };
}

function patchProfile(state: FakeProfileState, userId: number, body: Body, record: RecordChange): FakeAnswer {
  const current = own(state, userId);
  const { extra_info, group_profile, skills, ...plain } = body;
  const next = { ...current, ...plain, updated_at: new Date().toISOString() } as Profile;
  if (extra_info && typeof extra_info === 'object') next.extra_info = { ...current.extra_info, ...extra_info };
  if (group_profile && typeof group_profile === 'object') {
    next.group_profile = { ...current.group_profile, ...group_profile };
  }
  if (Array.isArray(skills)) {
    next.skills = skills.filter((id): id is number => typeof id === 'number');
    next.skills_detailed = state.skills.filter((skill) => next.skills.includes(skill.id));
  }
  return saveProfile(state, userId, next, record);
}

function upsertEntry(state: FakeProfileState, userId: number, body: Body, record: RecordChange): FakeAnswer {
  const id = String(body['id']);
  const key = `${userId}|${id}`;
  const existed = state.careerEntries.has(key);
  const skills = Array.isArray(body['skills']) ? body['skills'].filter((s): s is number => typeof s === 'number') : [];
  const group = body['group'];
  const entry: CareerEntry = {
    id,
    type: body['type'] === 'education' ? 'education' : 'work',
    title: String(body['title'] ?? ''),
    description: String(body['description'] ?? ''),
    group:
      typeof group === 'number'
        ? { id: group, name: `Group ${group}`, name_slug: `group-${group}` }
        : { id: 900, name: String(group), name_slug: 'new-group' },
    skills,
    skills_detailed: state.skills.filter((skill) => skills.includes(skill.id)),
    is_currently_working: body['is_currently_working'] === true,
    start_date: String(body['start_date'] ?? ''),
    end_date: typeof body['end_date'] === 'string' ? body['end_date'] : null,
    updated_at: new Date().toISOString(),
  };
  state.careerEntries.set(key, entry);
  record({ entity: 'career_entry', op: 'upsert', id, data: entry }, userId);
  return { status: existed ? 200 : 201, body: entry };
}

function follow(state: FakeProfileState, userId: number, body: Body, record: RecordChange): FakeAnswer {
  const type = body['type'] === 'group' ? 'group' : 'user';
  const id = Number(body['id']);
  if (type === 'user' && id === userId) return { status: 400, body: { detail: PROFILE_MESSAGES.couldNotFollow } };
  const key = followKey(type, id);
  if (body['action'] === 'unfollow') {
    if (state.follows.delete(`${userId}|${key}`)) record({ entity: 'follow', op: 'delete', id: key }, userId);
    return { status: 200, body: { followed: false } };
  }
  if (!state.follows.has(`${userId}|${key}`)) {
    const row: Follow = { type, target_id: id, created_at: '2026-03-01T00:00:00.000Z' };
    state.follows.set(`${userId}|${key}`, row);
    record({ entity: 'follow', op: 'upsert', id: key, data: row }, userId);
  }
  return { status: 200, body: { followed: true } };
}

function upload(state: FakeProfileState, userId: number, body: Body, record: RecordChange): FakeAnswer {
  state.uploads.push({ userId, fields: body });
  const file = body['file'] as { name: string; size: number; type: string } | undefined;
  if (!file) return { status: 400, body: { file: ['No file was submitted.'] } };
  const uploaded: UploadedFile = {
    id: 500 + state.uploads.length,
    file: `/media/${file.name}`,
    mime_type: file.type,
    thumbnail_image: null,
    name: file.name,
    size: file.size,
  };
  const field = body['profile_field'];
  const current = own(state, userId);
  if (field === 'picture') saveProfile(state, userId, { ...current, picture: uploaded.file }, record);
  if (field === 'resume') saveProfile(state, userId, { ...current, resume: uploaded }, record);
  if (field === 'video') saveProfile(state, userId, { ...current, video: uploaded }, record);
  return { status: 201, body: uploaded };
}

function listOf<T>(map: Map<string, T>, userId: number): T[] {
  const prefix = `${userId}|`;
  return [...map].filter(([key]) => key.startsWith(prefix)).map(([, row]) => row);
}

export function profileRoute(
  state: FakeProfileState,
  userId: number,
  request: RecordedRequest,
  url: URL,
  record: RecordChange,
): FakeAnswer | null {
  const path = url.pathname;
  const body = (request.body ?? {}) as Body;
  const method = request.method;
  if (path === '/api/v1/profile/') {
    return method === 'PATCH' ? patchProfile(state, userId, body, record) : { status: 200, body: own(state, userId) };
  }
  const slug = /^\/api\/v1\/profile\/([\w-]+)\/$/.exec(path)?.[1];
  if (slug && method === 'GET') {
    const profile = state.publicProfiles.get(slug);
    return profile ? { status: 200, body: profile } : notFound;
  }
  if (path === '/api/v1/career-entries/') {
    if (method === 'POST') return upsertEntry(state, userId, body, record);
    return { status: 200, body: { data: listOf(state.careerEntries, userId) } };
  }
  const entryId = /^\/api\/v1\/career-entries\/([\w-]+)\/$/.exec(path)?.[1];
  if (entryId && method === 'DELETE') {
    if (!state.careerEntries.delete(`${userId}|${entryId}`)) return notFound;
    record({ entity: 'career_entry', op: 'delete', id: entryId }, userId);
    return { status: 204, body: null };
  }
  if (path === '/api/v1/follow/') {
    if (method === 'POST') return follow(state, userId, body, record);
    return { status: 200, body: { data: listOf(state.follows, userId) } };
  }
  if (path === '/api/v1/file-upload/' && method === 'POST') return upload(state, userId, body, record);
  if (path === '/api/v1/profile/import-resume/' && method === 'POST') {
    state.uploads.push({ userId, fields: body });
    if (!body['file']) return { status: 400, body: { file: ['Please upload a resume'] } };
    return saveProfile(state, userId, { ...own(state, userId), title: 'Imported title' }, record);
  }
  if (path === '/api/v1/skills/') return { status: 200, body: { data: state.skills } };
  if (path === '/api/v1/topics/') return { status: 200, body: { data: state.topics } };
  if (path === '/api/v1/topic-areas/') return { status: 200, body: { data: state.topicAreas } };
  if (path === '/api/v1/recommendations/') return { status: 200, body: { data: [] } };
  if (path === '/api/v1/connections/') {
    // Two items per page, so a member's connections span pages.
    const page = Number(url.searchParams.get('page') ?? '1');
    const items = state.searchItems.filter((item) => item.followed);
    const next =
      page * 2 < items.length ? `http://api.example/api/v1/connections/?page=${page + 1}&page_size=200` : null;
    return {
      status: 200,
      body: { data: items.slice((page - 1) * 2, page * 2), pagination: { count: items.length, next } },
    };
  }
  if (path === '/api/v1/search/') {
    const q = (url.searchParams.get('search') ?? '').toLowerCase();
    const items = state.searchItems.filter((item) => item.name.toLowerCase().includes(q));
    return { status: 200, body: { data: items, pagination: { count: items.length, next: null } } };
  }
  return null;
}
