/**
 * The registry of named mutators: push.ts (in the sync worker) finds the definition of a
 * stored entry here by name. The UI queues changes with `mutateWith` and the one
 * definition it needs (src/features/<area>/mutations.ts), so a screen's bundle carries
 * only its own mutators and the first route stays in budget; the worker has them all,
 * eagerly, because an entry must be sendable whenever the network comes back.
 */
import type * as v from 'valibot';
import { amaFeedback, reportFeedback } from './agent-feedback';
import { bookmarkSet } from './bookmark';
import { careerEntryDelete, careerEntrySave } from './career-entry';
import { chatRead } from './chat-read';
import { chatSend } from './chat-send';
import { contentSubmit } from './content-submit';
import { followSet } from './follow';
import { groupJoin } from './group-join';
import { groupLeave } from './group-leave';
import { jobApply } from './job-apply';
import { jobUnapply } from './job-unapply';
import { notificationRead, notificationReadAll } from './notification-read';
import { profileUpdate } from './profile';
import { profileFile } from './profile-file';
import type { AnyMutator } from './types';
import { voteSet } from './vote';

export const MUTATORS = {
  'bookmark.set': bookmarkSet,
  'profile.update': profileUpdate,
  'profile.file': profileFile,
  'careerEntry.save': careerEntrySave,
  'careerEntry.delete': careerEntryDelete,
  'follow.set': followSet,
  'group.join': groupJoin,
  'group.leave': groupLeave,
  'job.apply': jobApply,
  'job.unapply': jobUnapply,
  'vote.set': voteSet,
  'content.submit': contentSubmit,
  'chat.send': chatSend,
  'chat.read': chatRead,
  'notification.read': notificationRead,
  'notification.readAll': notificationReadAll,
  'report.feedback': reportFeedback,
  'ama.feedback': amaFeedback,
} as const;

export type MutatorName = keyof typeof MUTATORS;
export type MutatorArgs<N extends MutatorName> = v.InferOutput<(typeof MUTATORS)[N]['args']>;

export function mutatorFor(name: string): AnyMutator | undefined {
  return Object.hasOwn(MUTATORS, name) ? (MUTATORS[name as MutatorName] as unknown as AnyMutator) : undefined;
}

export type { BookmarkSetArgs } from './bookmark';
export type { CareerEntryDeleteArgs } from './career-entry';
export type { ChatReadArgs } from './chat-read';
export type { ChatSendArgs } from './chat-send';
export type { ContentSubmitArgs } from './content-submit';
export type { FollowSetArgs } from './follow';
export type { GroupJoinArgs } from './group-join';
export type { GroupLeaveArgs } from './group-leave';
export type { JobApplyArgs } from './job-apply';
export type { JobUnapplyArgs } from './job-unapply';
export type { NotificationReadAllArgs, NotificationReadArgs } from './notification-read';
export type { ProfileUpdateArgs } from './profile';
export type { ProfileFileArgs } from './profile-file';
export type { AnyMutator, MutationRequest, MutatorDef, SendContext } from './types';
export type { VoteSetArgs } from './vote';
