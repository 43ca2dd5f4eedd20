/**
 * The UI's door to the worker's online-only calls: `online().removeGroupMember({...})`,
 * typed by the call's declaration in sync/<area>/online-calls.ts. A rejected promise (the worker gone)
 * comes back as the usual form error, so callers handle one shape.
 */
import { MESSAGES } from '../../../contract';
import type { OnlineApi, OnlineCallName, OnlineCalls } from '../../../sync/core/online/calls';
import type { AnswerOf, ArgsOf, OnlineResult } from '../../../sync/core/online/define';
import { syncClient } from './sync-client';

export type { FormErrors, OnlineResult } from '../../../sync/core/online/define';

const failed: OnlineResult<never> = { ok: false, errors: { non_field_errors: [MESSAGES.couldNotComplete] } };

/** Runs the online call `name` with `args` in the worker. */
export function callOnline<K extends OnlineCallName>(
  name: K,
  args: ArgsOf<OnlineCalls[K]>,
): Promise<OnlineResult<AnswerOf<OnlineCalls[K]>>> {
  const method: OnlineApi[K] = syncClient().online[name];
  return method(args).catch(() => failed);
}
