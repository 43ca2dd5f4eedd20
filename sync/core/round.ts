/**
 * One sync round: push the outbox, then pull, keeping meta 'syncState' honest:
 * 'syncing' while it runs, 'offline' when the server could not be reached, 'online'
 * after it. Without a session there is nothing to sync, but an 'offline' state is
 * re-checked against the public config so the login screen does not stay offline.
 */
import { ACCOUNT_ENDPOINTS, CONFIG_ENDPOINT, Identity, pathOf, TenantConfig } from '../../contract';
import { failureStep } from '../bootstrap/bootstrap';
import type { StepOutcome, SyncContext } from './context';
import { getMeta, setMeta } from './db';
import { getJson } from './http';
import { pull } from './pull';
import { pushOutbox } from './push';
import { DEFAULT_PUSH_POLICY, type PushPolicy } from './push-policy';
import { readSyncState, writeSyncState } from './sync-state';

/** Tenant config and identity are re-read at most this often (and at each session start). */
const META_REFRESH_MS = 10 * 60_000;

async function probe(ctx: SyncContext): Promise<StepOutcome> {
  const tenant = await getJson(ctx.api, pathOf(CONFIG_ENDPOINT), TenantConfig, { token: null });
  if (tenant.kind !== 'data') return failureStep(tenant);
  await setMeta(ctx.db, 'tenant', tenant.data);
  return { kind: 'done' };
}

export function createSyncRound(ctx: SyncContext, policy: PushPolicy = DEFAULT_PUSH_POLICY) {
  const { db, now } = ctx;
  let metaAt = Number.NEGATIVE_INFINITY;

  async function pushThenPull(): Promise<StepOutcome> {
    const pushed = await pushOutbox(ctx, policy);
    if (pushed.kind === 'unauthenticated' || (pushed.kind === 'transient' && pushed.isUnreachable)) return pushed;
    const withMeta = now() - metaAt >= META_REFRESH_MS;
    const pulled = await pull(ctx, { withMeta });
    if (withMeta && pulled.kind === 'done') metaAt = now();
    return pulled.kind === 'done' ? pushed : pulled;
  }

  /**
   * A member who has not verified their e-mail may not sync data yet (the server answers
   * 403): keep re-reading the identity so verifying anywhere starts the sync at once.
   */
  async function untilVerified(): Promise<StepOutcome> {
    const identity = await getJson(ctx.api, pathOf(ACCOUNT_ENDPOINTS.identity), Identity);
    if (identity.kind !== 'data') return failureStep(identity);
    await setMeta(db, 'identity', identity.data);
    return identity.data.is_verified ? pushThenPull() : { kind: 'done' };
  }

  async function sessionRound(): Promise<StepOutcome> {
    const identity = await getMeta(db, 'identity');
    return identity?.is_verified === false ? untilVerified() : pushThenPull();
  }

  return {
    /** A new session: its identity and tenant are read on its first round. */
    resetMeta(): void {
      metaAt = Number.NEGATIVE_INFINITY;
    },
    /** Answers null when there was nothing to do. */
    async run(): Promise<StepOutcome | null> {
      const before = await readSyncState(db);
      const hasSession = (await getMeta(db, 'session')) !== undefined;
      if (!hasSession && before.status !== 'offline') return null;
      // While offline, a retry does not flash 'syncing': offline stays until a round gets through.
      if (hasSession && before.status !== 'offline') await writeSyncState(db, { ...before, status: 'syncing' });
      let outcome: StepOutcome = { kind: 'failed', message: 'the round threw' };
      try {
        outcome = hasSession ? await sessionRound() : await probe(ctx);
      } finally {
        const isOffline = outcome.kind === 'transient' && outcome.isUnreachable;
        const lastSyncAt = hasSession && outcome.kind === 'done' ? now() : before.lastSyncAt;
        await writeSyncState(db, { status: isOffline ? 'offline' : 'online', lastSyncAt });
      }
      return outcome;
    },
  };
}
