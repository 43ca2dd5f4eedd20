import * as v from 'valibot';

/**
 * The four kinds of group, apart from the rest of groups.ts: a notification names its
 * group's kind, and every member page's notification bell should not load the groups contract.
 */
export const GROUP_KINDS = ['organization', 'institution', 'circle', 'event'] as const;
export const GroupKind = v.picklist(GROUP_KINDS);
export type GroupKind = v.InferOutput<typeof GroupKind>;
