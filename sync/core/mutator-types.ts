import type * as v from 'valibot';
import type { SyncContext } from './context';
import type { PortalDb } from './db';
import type { Outcome } from './http';
import type { UploadFn } from './upload';

/** Dexie tables a mutator's optimistic change may touch (the outbox is always added). */
export type DataTable =
  | 'jobs'
  | 'bookmarks'
  | 'profiles'
  | 'careerEntries'
  | 'follows'
  | 'directory'
  | 'files'
  | 'groups'
  | 'groupMembers'
  | 'applications'
  | 'jobDetails'
  | 'contents'
  | 'votes'
  | 'contentDrafts'
  | 'chatRooms'
  | 'chatMessages'
  | 'notifications'
  | 'agentReports'
  | 'amaChats'
  | 'meta';

/** What a mutator's own `send` may use: the sync context and the multipart transport. */
export interface SendContext extends SyncContext {
  /** Multipart uploads with progress (XHR in the worker); absent where no transport exists. */
  upload?: UploadFn;
}

export interface MutationRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * One named kind of mutation: its optimistic change, the request that carries it, and how
 * the server's answer lands. Methods (not function properties) so a registry of different
 * argument types can be held as `AnyMutator`.
 */
export interface MutatorDef<Args, Undo> {
  name: string;
  /** Version of the argument shape stored in the outbox; bump it and add `upgrade` when it changes. */
  version: number;
  /** Lower goes first: chat 0, job applications 1, bookmarks and votes 5. */
  priority: number;
  args: v.GenericSchema<unknown, Args>;
  tables: readonly DataTable[];
  /** Coalescing key: one pending entry per key carries the final state. Null: never coalesce. */
  key(args: Args): string | null;
  /**
   * Ordering lane (stored on the entry): while an entry of a lane waits on backoff, the later
   * entries of that lane wait too (chat messages arrive in the order written). Default none.
   */
  lane?(args: Args): string | null;
  /** Writes the optimistic change and returns what it replaced. */
  apply(db: PortalDb, args: Args): Promise<Undo>;
  revert(db: PortalDb, undo: Undo): Promise<void>;
  request(args: Args): MutationRequest;
  /** Writes the server's canonical row for an accepted mutation. */
  accepted(db: PortalDb, args: Args, body: unknown): Promise<void>;
  /** True when this 4xx status already means the final state holds (e.g. 404 on a delete). */
  isSettledBy?(args: Args, status: number): boolean;
  /**
   * Folds a new mutation into the pending one of the same key (default: the new arguments
   * replace the old, i.e. last state wins). E.g. two profile patches become one merged patch.
   */
  merge?(pending: Args, next: Args): Args;
  /**
   * Sends the entry itself instead of the JSON `request` (multipart uploads). Must send the
   * Idempotency-Key and answer the classified outcome, so push settles it as usual.
   */
  send?(ctx: SendContext, args: Args, idempotencyKey: string): Promise<Outcome>;
  /** Brings arguments stored by an older app version to the current shape. */
  upgrade?(args: unknown, fromVersion: number): unknown;
}

export type AnyMutator = MutatorDef<unknown, unknown>;

export function defineMutator<Args, Undo>(def: MutatorDef<Args, Undo>): MutatorDef<Args, Undo> {
  return def;
}
