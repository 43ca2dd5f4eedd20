/**
 * The registry of named mutators: push.ts (in the sync worker) finds the definition of a
 * stored entry here by name. The UI queues changes with `mutateWith` and the one
 * definition it needs (src/features/<area>/mutations.ts), so a screen's bundle carries
 * only its own mutators and the first route stays in budget; the worker has them all,
 * eagerly, because an entry must be sendable whenever the network comes back.
 */
import type * as v from 'valibot';
import { amaFeedback, reportFeedback } from './agents/agent-feedback-mutator';
import { bookmarkSet } from './bookmarks/bookmark-mutator';
import { chatRead } from './chat/chat-read-mutator';
import { chatSend } from './chat/chat-send-mutator';
import { contentSubmit } from './content/content-submit-mutator';
import type { AnyMutator } from './core/mutator-types';
import { followSet } from './follows/follow-mutator';
import { groupJoin } from './groups/group-join-mutator';
import { groupLeave } from './groups/group-leave-mutator';
import { jobApply } from './jobs/job-apply-mutator';
import { jobUnapply } from './jobs/job-unapply-mutator';
import { notificationRead, notificationReadAll } from './notifications/notification-read-mutator';
import { careerEntryDelete, careerEntrySave } from './profiles/career-entry-mutator';
import { profileFile } from './profiles/profile-file-mutator';
import { profileUpdate } from './profiles/profile-mutator';
import { voteSet } from './votes/vote-mutator';

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

export type { BookmarkSetArgs } from './bookmarks/bookmark-mutator';
export type { ChatReadArgs } from './chat/chat-read-mutator';
export type { ChatSendArgs } from './chat/chat-send-mutator';
export type { ContentSubmitArgs } from './content/content-submit-mutator';
export type { AnyMutator, MutationRequest, MutatorDef, SendContext } from './core/mutator-types';
export type { FollowSetArgs } from './follows/follow-mutator';
export type { GroupJoinArgs } from './groups/group-join-mutator';
export type { GroupLeaveArgs } from './groups/group-leave-mutator';
export type { JobApplyArgs } from './jobs/job-apply-mutator';
export type { JobUnapplyArgs } from './jobs/job-unapply-mutator';
export type { NotificationReadAllArgs, NotificationReadArgs } from './notifications/notification-read-mutator';
export type { CareerEntryDeleteArgs } from './profiles/career-entry-mutator';
export type { ProfileFileArgs } from './profiles/profile-file-mutator';
export type { ProfileUpdateArgs } from './profiles/profile-mutator';
export type { VoteSetArgs } from './votes/vote-mutator';
