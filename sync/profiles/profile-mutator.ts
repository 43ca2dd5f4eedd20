/**
 * 'profile.update': a patch of the member's own profile (already pruned and validated by
 * the form). Pending patches merge into one, so edits made offline go as one PATCH.
 */
import * as v from 'valibot';
import { type GroupRef, PROFILE_ENDPOINTS, type Profile, ProfilePatch, pathOf } from '../../contract';
import { getMeta, type PortalDb, setMeta } from '../core/db';
import { defineMutator } from '../core/mutator-types';
import { skillsDetailed, topicsDetailed } from '../lookups/lookups';

export type ProfileUpdateArgs = v.InferOutput<typeof ProfilePatch>;

export interface ProfileUndo {
  before: Profile | null;
}

/** Later fields win; extra_info and group_profile merge key by key. */
export function mergeProfilePatch(pending: ProfileUpdateArgs, next: ProfileUpdateArgs): ProfileUpdateArgs {
  const merged: ProfileUpdateArgs = { ...pending, ...next };
  if (pending.extra_info || next.extra_info) merged.extra_info = { ...pending.extra_info, ...next.extra_info };
  if (pending.group_profile || next.group_profile) {
    merged.group_profile = { ...pending.group_profile, ...next.group_profile };
  }
  return merged;
}

/** The institution as the profile shows it: a known group, or the new name until the server creates it. */
async function institutionOf(db: PortalDb, profile: Profile, value: number | string): Promise<GroupRef | null> {
  if (typeof value === 'string') return { id: -1, name: value, name_slug: '' };
  if (profile.institution_detailed?.id === value) return profile.institution_detailed;
  const item = await db.directory.get(`institution:${value}`);
  return item ? { id: item.id, name: item.name, name_slug: item.slug } : null;
}

/** The fields of a partial object that are present (valibot types absent ones as undefined). */
function present<T extends object>(patch: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

/** The profile as it will be once the server has the patch (as far as this device can tell). */
export async function applyProfilePatch(db: PortalDb, profile: Profile, patch: ProfileUpdateArgs): Promise<Profile> {
  const {
    extra_info,
    group_profile,
    institution,
    picture,
    resume,
    video,
    registration_completed,
    skills,
    topics,
    ...plain
  } = patch;
  const next: Profile = { ...profile, ...present(plain) };
  if (extra_info) next.extra_info = { ...profile.extra_info, ...present(extra_info) };
  if (group_profile) next.group_profile = { ...profile.group_profile, ...present(group_profile) };
  if (institution !== undefined) {
    next.institution = typeof institution === 'number' ? institution : null;
    next.institution_detailed = await institutionOf(db, profile, institution);
  }
  // Upload ids become URLs and file records on the server; only a removal is known here.
  if (picture === null) next.picture = null;
  if (resume === null) next.resume = null;
  if (video === null) next.video = null;
  if (registration_completed) next.registration_completed_at ??= new Date().toISOString();
  if (skills) {
    next.skills = skills;
    next.skills_detailed = await skillsDetailed(db, skills, profile.skills_detailed);
  }
  if (topics) {
    next.topics = topics;
    next.topics_detailed = await topicsDetailed(db, topics, profile.topics_detailed);
  }
  return next;
}

export const profileUpdate = defineMutator<ProfileUpdateArgs, ProfileUndo>({
  name: 'profile.update',
  version: 1,
  priority: 3,
  args: ProfilePatch,
  tables: ['meta', 'directory'],
  key: () => 'profile',
  merge: mergeProfilePatch,
  async apply(db, args) {
    const before = (await getMeta(db, 'profile')) ?? null;
    if (before) await setMeta(db, 'profile', await applyProfilePatch(db, before, args));
    return { before };
  },
  async revert(db, undo) {
    if (undo.before) await setMeta(db, 'profile', undo.before);
  },
  request: (args) => ({ method: PROFILE_ENDPOINTS.update.method, path: pathOf(PROFILE_ENDPOINTS.update), body: args }),
  async accepted(db, _args, body) {
    const parsed = v.safeParse(PROFILE_ENDPOINTS.update.output, body);
    if (parsed.success) await setMeta(db, 'profile', parsed.output);
  },
});
