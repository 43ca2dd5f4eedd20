/**
 * What must follow the commit of a transaction that appended changes: the job board
 * cache moves on and the affected sockets are poked to pull. Inside a request transaction
 * (see db/request-tx.ts) this waits for its commit and is dropped on a rollback: a poke
 * before the commit could make a client pull before the rows are visible, and one after a
 * rollback would announce a change that never happened.
 */
import type { AppDeps } from '../app-env';
import { afterCommit, afterCommitAsync, inTransaction } from '../db/request-tx';
import type { EventHub } from '../events/hub';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';

/** On the board: approved. The change feed gives members these jobs and removes the others. */
export const isOnBoard = (job: { job_status: string }): boolean => job.job_status === 'approved';

/** Whether a job is or was on the board. */
export interface JobOnBoard {
  wasOnBoard: boolean;
  isOnBoard: boolean;
}

/**
 * Jobs of the tenant changed: the board rebuilds, and every member's sockets pull when the
 * job is or was on the board. A job off the board before and after (a draft, one waiting
 * for approval) reaches members only as a removal of what they never had, so its edits
 * wake nobody; administrators read such jobs online.
 */
export function jobsCommitted(
  deps: Pick<AppDeps, 'jobBoard' | 'hub'>,
  tenantId: number,
  { wasOnBoard, isOnBoard }: JobOnBoard,
): void {
  // Now for the request's own reads, again after the commit for everyone else's.
  deps.jobBoard.invalidate(tenantId);
  afterCommit(() => deps.jobBoard.invalidate(tenantId));
  if (wasOnBoard || isOnBoard) deps.hub.notify(tenantId, null);
}

/** A member's own data changed (bookmarks): only their sockets pull, other tabs and devices included. */
export function memberDataCommitted(deps: Pick<AppDeps, 'hub'>, tenantId: number, userId: number): void {
  deps.hub.notify(tenantId, userId);
}

/** A group changed (tenant-wide 'group' rows): every member's sockets pull. */
export function groupsCommitted(deps: Pick<AppDeps, 'hub'>, tenantId: number): void {
  deps.hub.notify(tenantId, null);
}

/**
 * The hub the routes use: its pokes and events wait for the commit of the request's
 * transaction, wherever in the request they are sent from.
 */
export function afterCommitHub(hub: EventHub): EventHub {
  return {
    ...hub,
    notify: (tenantId, userId) => afterCommit(() => hub.notify(tenantId, userId)),
    send: (tenantId, userIds, event) => afterCommit(() => hub.send(tenantId, userIds, event)),
  };
}

/**
 * The mailer the routes use: inside a request transaction a mail leaves after the commit
 * (never for a change that rolled back), still before the request answers; a failure is
 * logged, as the routes do with their own.
 */
export function afterCommitMailer(mailer: Mailer, logger: Logger): Mailer {
  return {
    ...mailer,
    send(mail) {
      if (!inTransaction()) return mailer.send(mail);
      return afterCommitAsync(() =>
        mailer.send(mail).catch((error: unknown) => {
          logger.error({ err: error, tenant: mail.tenant.id }, 'mail after commit failed');
        }),
      );
    },
  };
}
