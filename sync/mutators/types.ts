import type * as v from 'valibot';
import type { PortalDb } from '../db';

/** Dexie tables a mutator's optimistic change may touch (the outbox is always added). */
export type DataTable = 'jobs' | 'bookmarks' | 'profiles' | 'careerEntries' | 'follows' | 'files' | 'meta';

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
  /** Writes the optimistic change and returns what it replaced. */
  apply(db: PortalDb, args: Args): Promise<Undo>;
  revert(db: PortalDb, undo: Undo): Promise<void>;
  request(args: Args): MutationRequest;
  /** Writes the server's canonical row for an accepted mutation. */
  accepted(db: PortalDb, args: Args, body: unknown): Promise<void>;
  /** True when this 4xx status already means the final state holds (e.g. 404 on a delete). */
  isSettledBy?(args: Args, status: number): boolean;
  /** Brings arguments stored by an older app version to the current shape. */
  upgrade?(args: unknown, fromVersion: number): unknown;
}

export type AnyMutator = MutatorDef<unknown, unknown>;

export function defineMutator<Args, Undo>(def: MutatorDef<Args, Undo>): MutatorDef<Args, Undo> {
  return def;
}
