/**
 * The sync engine behind the worker's SyncApi. One engine per tab; only the leader
 * (Web Lock) talks to the server for data. A round = push the outbox, then pull.
 * Triggers: start, kick, login, 'online', websocket (re)open and `changes` pokes, a
 * timer for the earliest backoff, and a periodic safety pull.
 */

import { SYNC_BATCH_MAX } from '../../contract/outbox';
import { refreshIdentity } from '../account/account';
import { createAdmin } from '../admin/admin';
import { createAgents } from '../agents/agents';
import { createReports } from '../agents/reports';
import { createAma } from '../ama/ama';
import { refreshLookups } from '../bootstrap/bootstrap-member';
import { createChat } from '../chat/chat';
import { createContent } from '../content/content';
import { createGroups } from '../groups/groups';
import { createJobs } from '../jobs/jobs-detail';
import type { SendContext } from '../mutators';
import { createNotifications } from '../notifications/notifications';
import { createPayments } from '../payments/payments';
import {
  createImports,
  fetchConnections,
  fetchPublicProfile,
  fetchRecommendations,
  type ProfilesDeps,
  searchDirectory,
} from '../profiles/profiles';
import { createSearchIndex } from '../search/search-index';
import { isQuotaError } from '../storage/quota';
import { createStorageBudget } from '../storage/storage-budget';
import type { SyncApi } from './api';
import { adoptSession, login, logout } from './auth';
import { getMeta, type PortalDb } from './db';
import { flushOutbox } from './flush';
import { createApiClient, type FetchFn } from './http';
import { type ChannelLike, electLeader, isChannelMessage, type LocksLike } from './leader';
import { createOnlineApi } from './online/run';
import { discardEntry, pendingEntries, retryEntry, wakeWaiting } from './outbox';
import { dueEntries, releaseInFlight } from './push';
import { DEFAULT_PUSH_POLICY, type PushPolicy } from './push-policy';
import { applyLiveEvent } from './realtime';
import { createSyncRound } from './round';
import { createRunner } from './runner';
import { readSyncState, writeSyncState } from './sync-state';
import { defaultUpload, type UploadFn } from './upload';
import { createEventsSocket, type SocketCtor } from './ws';

/** The shortest pause before a round retries entries left due. */
const MIN_RETRY_MS = 1_000;

export interface SyncEngineOptions {
  db: PortalDb;
  baseUrl: string;
  fetch: FetchFn;
  WebSocket: SocketCtor;
  locks?: LocksLike;
  broadcast?: ChannelLike;
  /** Told, with no message of its own, each time the search index changes (pages listening ask again). */
  searchChanged?: Pick<ChannelLike, 'postMessage'>;
  now?: () => number;
  random?: () => number;
  addEventListener?: (type: 'online' | 'offline', listener: () => void) => void;
  onError?: (error: unknown) => void;
  /** @default 60_000 */
  pullIntervalMs?: number;
  /** Multipart transport; default XHR (upload progress) where it exists, else fetch. */
  upload?: UploadFn;
  /** Failed answers of a reachable server before an entry needs attention. @default OUTBOX_MAX_ATTEMPTS */
  maxAttempts?: number;
  /** Entries whose Idempotency-Key is older are never sent. @default OUTBOX_MAX_AGE_MS */
  maxAgeMs?: number;
  /** JSON mutations per batch request (1: one request each). @default SYNC_BATCH_MAX */
  batchMax?: number;
  /** First timeout of a JSON mutation's request. @default 10_000 */
  requestTimeoutMs?: number;
}

export interface SyncEngine extends SyncApi {
  start(): void;
  stop(): void;
  /** Resolves when no sync round is running (tests, shutdown). */
  idle(): Promise<void>;
  isLeader(): boolean;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, baseUrl, broadcast } = options;
  const now = options.now ?? Date.now;
  const onError = options.onError ?? (() => undefined);
  const ctx: SendContext = {
    db,
    api: createApiClient({ db, baseUrl, fetch: options.fetch }),
    now,
    random: options.random ?? Math.random,
    upload: options.upload ?? defaultUpload(baseUrl, options.fetch),
  };
  let isLeader = false;
  let isStopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let safetyTimer: ReturnType<typeof setInterval> | undefined;
  let leadership: { release(): void } | undefined;

  const policy: PushPolicy = {
    maxAttempts: options.maxAttempts ?? DEFAULT_PUSH_POLICY.maxAttempts,
    maxAgeMs: options.maxAgeMs ?? DEFAULT_PUSH_POLICY.maxAgeMs,
    batchMax: options.batchMax ?? SYNC_BATCH_MAX,
    timeoutMs: options.requestTimeoutMs ?? DEFAULT_PUSH_POLICY.timeoutMs,
  };
  const syncRound = createSyncRound(ctx, policy);
  /** The connection came back since the last round: entries waiting on a backoff are due. */
  let isBackInTouch = false;
  /** The latest wake-up, so idle() also waits for the round it is about to start. */
  let waking: Promise<void> = Promise.resolve();
  const runner = createRunner(round, onError);
  const socket = createEventsSocket({
    WebSocket: options.WebSocket,
    baseUrl,
    getToken: async () => (await getMeta(db, 'session'))?.access,
    onOpen: () => retryNow(),
    // A round finds out whether the server is still there: unreachable, the page says offline
    // now rather than at the next periodic pull. Spread over a second, so a server restart
    // is not met by every client at once.
    onLost: () => {
      setTimeout(() => runner.kick(), ctx.random() * 1_000);
    },
    onEvent: (event) => {
      if (event.type === 'changes') return pullWithin(event.spread_ms ?? 0);
      applyLiveEvent(ctx, event)
        .then(async (outcome) => {
          if (outcome.refetchRooms) await chat.rooms();
        })
        .catch(onError);
    },
    random: ctx.random,
  });
  const chat = createChat(ctx);

  /** A pull already waiting for its moment takes every poke that comes meanwhile. */
  let spreadTimer: ReturnType<typeof setTimeout> | undefined;
  function pullWithin(spreadMs: number): void {
    if (spreadMs <= 0) {
      runner.kick();
      return;
    }
    if (spreadTimer !== undefined) return;
    spreadTimer = setTimeout(() => {
      spreadTimer = undefined;
      runner.kick();
    }, ctx.random() * spreadMs);
  }

  async function round(): Promise<void> {
    if (!isLeader) return;
    if (isBackInTouch) {
      isBackInTouch = false;
      await wakeWaiting(db, now());
    }
    let outcome: Awaited<ReturnType<typeof syncRound.run>>;
    try {
      outcome = await syncRound.run();
    } catch (error) {
      // The browser refused a pulled write as full: evict cached copies, and pull again if that made room.
      if (isQuotaError(error) && (await storage.relieve()).rows > 0) runner.kick();
      throw error;
    }
    // The server answered: live updates need not wait for the socket's backoff.
    if (outcome && !(outcome.kind === 'transient' && outcome.isUnreachable)) socket.reconnectNow();
    if (outcome?.kind === 'unauthenticated') endSession();
    else await scheduleRetry(outcome?.kind === 'transient');
    // Beside the rounds, not in them: measuring storage never holds the outbox back.
    if (outcome?.kind === 'done') checkStorage();
  }

  /**
   * Wakes up for the earliest entry waiting on backoff, or soon for entries left due: those of a
   * round cut short by a transient failure, and a tried entry whose backoff ran out while this
   * round ran (it started before the entry was due, so it did not send it).
   */
  async function scheduleRetry(wasCutShort: boolean): Promise<void> {
    const waiting = (await pendingEntries(db)).filter((entry) => entry.sendingSince === null);
    const at = now();
    const waits = waiting.map((entry) => entry.nextAttemptAt - at).filter((wait) => wait > 0);
    // Sendable now (not held behind a waiting entry of its key), and tried before: a round can
    // send it, where an entry never tried may be one no round sends yet (an unverified member's).
    const { due } = await dueEntries(db, at, new Set());
    const isBackoffOver = waiting.some((entry) => entry.attempts > 0 && due.includes(entry.seq ?? -1));
    if (isBackoffOver || (wasCutShort && waits.length === 0 && waiting.length > 0)) waits.push(MIN_RETRY_MS);
    clearTimeout(retryTimer);
    retryTimer = waits.length > 0 ? setTimeout(() => runner.kick(), Math.min(...waits)) : undefined;
  }

  /**
   * Back in touch with the server: what waits on a backoff is due at once (a running round
   * picks it up in its next pass) and again at the next round's start (for entries whose
   * offline try settled meanwhile).
   */
  function retryNow(): void {
    isBackInTouch = true;
    socket.reconnectNow();
    waking = wakeWaiting(db, now())
      .catch(onError)
      .finally(() => runner.kick());
  }

  function endSession(): void {
    socket.stop();
    clearTimeout(retryTimer);
  }

  /** Leader only: follow the stored session (login, logout, expiry, another tab). */
  async function followSession(): Promise<void> {
    endSession();
    if (!isLeader || isStopped) return;
    if (await getMeta(db, 'session')) {
      syncRound.resetMeta();
      socket.start();
    }
    runner.kick();
  }

  /** The latest followSession call, so idle() also waits for a round it is about to start. */
  let following: Promise<void> = Promise.resolve();
  function follow(): void {
    following = followSession().catch(onError);
  }

  function sessionChanged(): void {
    broadcast?.postMessage({ type: 'session' });
    follow();
  }

  function kick(): void {
    if (isLeader) runner.kick();
    else broadcast?.postMessage({ type: 'kick' });
  }

  const searchIndex = createSearchIndex(db, {
    onError,
    onChanged: () => options.searchChanged?.postMessage(null),
  });
  const storage = createStorageBudget(db, { now });
  let isCheckingStorage = false;
  function checkStorage(): void {
    if (isCheckingStorage) return;
    isCheckingStorage = true;
    storage
      .check()
      .catch(onError)
      .finally(() => {
        isCheckingStorage = false;
      });
  }
  const jobs = createJobs(ctx);
  const deps = { db, api: ctx.api, onSessionChanged: sessionChanged };
  const profileDeps: ProfilesDeps = { ...ctx, kick: () => kick() };
  return {
    auth: {
      login: (email, password) => login(deps, email, password),
      logout: () => logout(deps),
    },
    account: {
      adoptSession: (tokens) => adoptSession(deps, tokens),
      // A refreshed identity may be newly verified or accepted: its data sync can start now.
      async refreshIdentity() {
        await refreshIdentity(deps);
        kick();
      },
    },
    online: createOnlineApi(deps),
    profiles: { fetchPublic: (slug) => fetchPublicProfile(profileDeps, slug) },
    directory: {
      search: (query) => searchDirectory(profileDeps, query),
      connections: () => fetchConnections(profileDeps),
    },
    recommendations: { fetch: () => fetchRecommendations(profileDeps) },
    lookups: {
      async refresh() {
        await refreshLookups(ctx);
      },
    },
    imports: createImports(profileDeps),
    groups: createGroups(ctx),
    jobs: {
      ...jobs,
      async visitorBoard(boardOptions) {
        try {
          const status = await jobs.visitorBoard(boardOptions);
          await storage.check(true);
          return status;
        } catch (error) {
          if (!isQuotaError(error)) throw error;
          // The board stops where the device is full: what arrived is shown, cached copies make room.
          await storage.relieve();
          return 'ready';
        }
      },
    },
    content: createContent(ctx),
    chat,
    notifications: createNotifications(ctx),
    agents: createAgents(ctx),
    reports: createReports(ctx),
    ama: createAma(ctx),
    payments: createPayments(ctx),
    admin: createAdmin(ctx),
    storage: {
      report: () => storage.report(),
      clear: (kind) => storage.clear(kind),
      makeRoom: () => storage.relieve(),
    },
    search: {
      warm: () => searchIndex.warm(),
      query: (text, queryOptions) => searchIndex.query(text, queryOptions),
      match: (table, text) => searchIndex.match(table, text),
    },
    sync: {
      kick,
      reconnected() {
        if (isLeader) retryNow();
        else broadcast?.postMessage({ type: 'reconnected' });
      },
      async flush() {
        if (!isLeader) return kick();
        // Beside a running round, not behind it: the page may have milliseconds left.
        await flushOutbox(ctx);
        runner.kick();
      },
      async retry(seq) {
        await retryEntry(db, seq);
        kick();
      },
      discard: (seq) => discardEntry(db, seq),
      setSaveData(on) {
        ctx.saveData = on;
      },
    },
    start() {
      if (broadcast) {
        broadcast.onmessage = (event) => {
          if (!isLeader || !isChannelMessage(event.data)) return;
          if (event.data.type === 'kick') runner.kick();
          else if (event.data.type === 'reconnected') retryNow();
          else follow();
        };
      }
      options.addEventListener?.('online', () => isLeader && retryNow());
      options.addEventListener?.('offline', () => {
        if (!isLeader) return;
        readSyncState(db)
          .then((state) => writeSyncState(db, { ...state, status: 'offline' }))
          .catch(onError);
      });
      leadership = electLeader(options.locks, () => {
        if (isStopped) return;
        isLeader = true;
        // The periodic safety pull (and, while offline without a session, a reachability probe).
        safetyTimer = setInterval(() => runner.kick(), options.pullIntervalMs ?? 60_000);
        following = releaseInFlight(db).then(followSession).catch(onError);
      });
    },
    stop() {
      isStopped = true;
      isLeader = false;
      leadership?.release();
      endSession();
      clearInterval(safetyTimer);
      clearTimeout(spreadTimer);
      searchIndex.stop();
      if (broadcast) broadcast.onmessage = null;
    },
    async idle() {
      await following;
      await waking;
      await runner.idle();
    },
    isLeader: () => isLeader,
  };
}
