/**
 * What must follow the commit of a transaction that appended changes: the job board
 * cache moves on and the affected sockets are poked to pull. Call it after commit, never
 * inside the transaction (a poke could make a client pull before the rows are visible).
 */
import type { AppDeps } from '../app-env';

/** Jobs of the tenant changed: every member's sockets pull; the board rebuilds. */
export function jobsCommitted(deps: Pick<AppDeps, 'jobBoard' | 'hub'>, tenantId: number): void {
  deps.jobBoard.invalidate(tenantId);
  deps.hub.notify(tenantId, null);
}

/** A member's own data changed (bookmarks): only their sockets pull, other tabs and devices included. */
export function memberDataCommitted(deps: Pick<AppDeps, 'hub'>, tenantId: number, userId: number): void {
  deps.hub.notify(tenantId, userId);
}

/** A group changed (tenant-wide 'group' rows): every member's sockets pull. */
export function groupsCommitted(deps: Pick<AppDeps, 'hub'>, tenantId: number): void {
  deps.hub.notify(tenantId, null);
}
