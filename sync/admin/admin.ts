/**
 * The worker's administration calls (SyncApi['admin']). The metrics are fetched on each
 * dashboard visit and kept in meta 'adminMetrics', so an administrator offline still sees
 * the last counts (with a note).
 */
import { ADMIN_ENDPOINTS, ADMIN_MESSAGES, AdminMetrics } from '../../contract/admin';
import { pathOf } from '../../contract/endpoint';
import type { AdminMetricsResult, SyncApi } from '../core/api';
import { assertSession, SessionEndedError, type SyncContext } from '../core/context';
import { setMeta } from '../core/db';
import { getJson } from '../core/http';

type AdminDeps = Pick<SyncContext, 'api' | 'db'>;

export async function fetchAdminMetrics(ctx: AdminDeps): Promise<AdminMetricsResult> {
  const answer = await getJson(ctx.api, pathOf(ADMIN_ENDPOINTS.metrics), AdminMetrics);
  if (answer.kind === 'transient' && answer.isUnreachable) return { kind: 'offline' };
  if (answer.kind !== 'data') return { kind: 'failed', message: ADMIN_MESSAGES.failedMetrics };
  try {
    await ctx.db.transaction('rw', ctx.db.meta, async () => {
      await assertSession(ctx.db);
      await setMeta(ctx.db, 'adminMetrics', answer.data);
    });
  } catch (error) {
    // A logout came first: the counts are not this device's any more.
    if (!(error instanceof SessionEndedError)) throw error;
  }
  return { kind: 'done', metrics: answer.data };
}

export function createAdmin(ctx: AdminDeps): SyncApi['admin'] {
  return { metrics: () => fetchAdminMetrics(ctx) };
}
