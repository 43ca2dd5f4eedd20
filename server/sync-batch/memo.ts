/**
 * What the mutations of one batch share: the caller, authenticated once for the batch. Each
 * mutation is dispatched through the whole app with the batch's own Authorization header;
 * verifying that same token a hundred times over would only repeat the batch's answer, so the
 * sub-requests of a batch (and only they: the scope is the batch's async context) reuse it.
 * The tenant check against the sub-request's Host still runs for each.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuthContext } from '../app-env';

interface BatchScope {
  authorization: string;
  auth: AuthContext;
}

const batches = new AsyncLocalStorage<BatchScope>();

/** Runs `work` (the dispatch of the batch's mutations) with the batch's verified caller. */
export function withBatchCaller<T>(scope: BatchScope, work: () => T): T {
  return batches.run(scope, work);
}

/** True while the mutations of a batch are dispatched (in their async context). */
export function isInBatch(): boolean {
  return batches.getStore() !== undefined;
}

/** The caller the enclosing batch verified for exactly this Authorization header, if any. */
export function batchCaller(authorization: string): AuthContext | null {
  const scope = batches.getStore();
  return scope && scope.authorization === authorization ? scope.auth : null;
}
