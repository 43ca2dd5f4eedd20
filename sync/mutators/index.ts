/**
 * The registry of named mutators. The UI writes only through these (see outbox.ts
 * `mutate`); push.ts finds the definition of a stored entry here by name.
 */
import type * as v from 'valibot';
import { bookmarkSet } from './bookmark';
import type { AnyMutator } from './types';

export const MUTATORS = {
  'bookmark.set': bookmarkSet,
} as const;

export type MutatorName = keyof typeof MUTATORS;
export type MutatorArgs<N extends MutatorName> = v.InferOutput<(typeof MUTATORS)[N]['args']>;

export function mutatorFor(name: string): AnyMutator | undefined {
  return Object.hasOwn(MUTATORS, name) ? MUTATORS[name as MutatorName] : undefined;
}

export type { BookmarkSetArgs } from './bookmark';
export type { AnyMutator, MutationRequest, MutatorDef } from './types';
