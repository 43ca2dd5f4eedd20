/**
 * Login and logout. They work from any tab (not only the sync leader) and then tell the
 * engines over the channel that the session changed.
 */
import * as v from 'valibot';
import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  fieldErrors,
  Identity,
  LoginPayload,
  MESSAGES,
  pathOf,
  TokenPair,
} from '../../contract';
import type { LoginResult } from './api';
import { SAVED_FILES_CACHE } from './cache-names';
import { getMeta, type PortalDb, setMeta } from './db';
import { type ApiClient, getJson, type Outcome } from './http';

export interface AuthDeps {
  db: PortalDb;
  api: ApiClient;
  onSessionChanged: () => void;
}

const nonField = (message: string) => ({ ok: false as const, errors: { non_field_errors: [message] } });

/** A DRF error body as form errors: `detail` becomes a non-field error. */
function toFormErrors(body: unknown, fallback: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (body && typeof body === 'object') {
    for (const [field, value] of Object.entries(body)) {
      const key = field === 'detail' ? 'non_field_errors' : field;
      if (typeof value === 'string') errors[key] = [value];
      else if (Array.isArray(value)) errors[key] = value.filter((item): item is string => typeof item === 'string');
    }
  }
  return Object.keys(errors).length > 0 ? errors : { non_field_errors: [fallback] };
}

/** A failed call as form errors: the server's words, "You're offline", or the generic message. */
export function failedCall(outcome: Exclude<Outcome, { kind: 'ok' }>): { ok: false; errors: Record<string, string[]> } {
  if (outcome.kind === 'rejected') return { ok: false, errors: toFormErrors(outcome.body, outcome.message) };
  if (outcome.kind === 'transient' && outcome.isUnreachable) return nonField(MESSAGES.youAreOffline);
  // Rate limits (429) carry a message the member needs to see.
  if (outcome.kind === 'transient' && outcome.status === 429) {
    return { ok: false, errors: toFormErrors(outcome.body, MESSAGES.couldNotComplete) };
  }
  return nonField(MESSAGES.couldNotComplete);
}
const failedLogin = failedCall;

/** The member's own data: another member logging in on this device must not see or send it. */
/** Tables holding one member's data (or data seen through their eyes, like follow flags). */
const memberTables = (db: PortalDb) => [
  db.bookmarks,
  db.outbox,
  db.meta,
  db.careerEntries,
  db.follows,
  db.files,
  db.profiles,
  db.directory,
  db.groups,
  db.groupMembers,
  db.applications,
  db.jobDetails,
  db.contents,
  db.votes,
  db.contentDrafts,
  db.savedFiles,
  db.chatRooms,
  db.chatMessages,
  db.notifications,
  // Agents are public and stay; a member's reports and Ask Anything exchanges do not.
  db.reportSummaries,
  db.agentReports,
  db.amaChats,
  db.onlineCache,
  // The index holds the member's messages, notifications and reports.
  db.searchIndex,
];

/**
 * The files a member saved for offline reading are theirs too (the Cache API exists in
 * workers and windows). Called after the Dexie transaction: awaiting anything else inside
 * one would commit it early.
 */
async function clearSavedFiles(): Promise<void> {
  await globalThis.caches?.delete(SAVED_FILES_CACHE);
}

async function clearMemberData(db: PortalDb): Promise<void> {
  for (const table of memberTables(db)) if (table !== db.meta) await table.clear();
  await db.meta.bulkDelete([
    'cursor',
    'profile',
    'recommendations',
    'groupsLoaded',
    'applicationsLoaded',
    'favoriteSections',
    'mySections',
    'chatLoaded',
    'notificationsLoaded',
    'chatDrafts',
    'amaDraft',
    'agentWizards',
    'subscriptionDetail',
    'adminView',
    'adminMetrics',
    'packageDraft',
    'jobsTrimmed',
    'jobsHeld',
  ]);
}

export async function login(deps: AuthDeps, email: string, password: string): Promise<LoginResult> {
  const { api } = deps;
  const payload = v.safeParse(LoginPayload, { email, password });
  if (!payload.success) return { ok: false, errors: fieldErrors(payload.issues) };
  const token = await api.request(AUTH_ENDPOINTS.token.method, pathOf(AUTH_ENDPOINTS.token), {
    body: payload.output,
    token: null,
  });
  if (token.kind !== 'ok') return failedLogin(token);
  const pair = v.safeParse(TokenPair, token.body);
  if (!pair.success) return nonField(MESSAGES.couldNotComplete);
  return adoptSession(deps, pair.output);
}

/** Stores a session the server handed out (login, signup, e-mail verification) and starts syncing. */
export async function adoptSession(deps: AuthDeps, pair: TokenPair): Promise<LoginResult> {
  const { db, api } = deps;
  const identity = await getJson(api, pathOf(ACCOUNT_ENDPOINTS.identity), Identity, { token: pair.access });
  if (identity.kind !== 'data') return failedLogin(identity);
  const isAnotherMember = await db.transaction('rw', memberTables(db), async () => {
    const previous = await getMeta(db, 'identity');
    // The same member keeps what they queued before their session expired.
    const isOther = previous !== undefined && previous.id !== identity.data.id;
    if (isOther) await clearMemberData(db);
    await setMeta(db, 'session', pair);
    // The board is the member's sync's now; after a logout it is downloaded whole again.
    await db.meta.delete('visitorBoardCursor');
    await setMeta(db, 'identity', identity.data);
    return isOther;
  });
  if (isAnotherMember) await clearSavedFiles();
  deps.onSessionChanged();
  return { ok: true };
}

export async function logout(deps: AuthDeps): Promise<void> {
  const { db, api } = deps;
  const session = await getMeta(db, 'session');
  if (session) {
    // Best effort: the local session ends whatever the server says, even offline.
    await api.request(AUTH_ENDPOINTS.logout.method, pathOf(AUTH_ENDPOINTS.logout), {
      body: { refresh: session.refresh },
      canRefresh: false,
      timeoutMs: 5_000,
    });
  }
  await db.transaction('rw', memberTables(db), async () => {
    await clearMemberData(db);
    await db.meta.bulkDelete(['session', 'identity']);
  });
  await clearSavedFiles();
  deps.onSessionChanged();
}
