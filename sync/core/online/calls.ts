/** Every online-only call of the app, by name: the worker serves each as `online.<name>`. */
import { ACCOUNT_CALLS } from '../../account/online-calls';
import { ADMIN_CALLS } from '../../admin/online-calls';
import { CLASSROOM_CALLS } from '../../classroom/online-calls';
import { CONTENT_CALLS } from '../../content/online-calls';
import { GROUP_CALLS } from '../../groups/online-calls';
import { JOB_CALLS } from '../../jobs/online-calls';
import { PAYMENT_CALLS } from '../../payments/online-calls';
import { RECOMMENDATION_PACKAGE_CALLS } from '../../recommendation-package/online-calls';
import { SYSTEM_AGENT_CALLS } from '../../system-agents/online-calls';
import type { OnlineMethods } from './define';

export const ONLINE_CALLS = {
  ...ACCOUNT_CALLS,
  ...GROUP_CALLS,
  ...JOB_CALLS,
  ...CONTENT_CALLS,
  ...RECOMMENDATION_PACKAGE_CALLS,
  ...SYSTEM_AGENT_CALLS,
  ...ADMIN_CALLS,
  ...PAYMENT_CALLS,
  ...CLASSROOM_CALLS,
};
export type OnlineCalls = typeof ONLINE_CALLS;
export type OnlineCallName = keyof OnlineCalls;
export type OnlineApi = OnlineMethods<OnlineCalls>;
/** The calls whose answers a screen reads back from db.onlineCache. */
export type CachedCallName = {
  [K in OnlineCallName]: OnlineCalls[K] extends { isCached: true } ? K : never;
}[OnlineCallName];
