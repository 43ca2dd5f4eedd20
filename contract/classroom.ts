/**
 * Google Classroom sync of a group (spec part 2 sections 6, 7 and 8): a group's
 * administrators link a Classroom course, sync its students into the group's members and
 * load its course work materials as the group's resources. Syncing and loading need the
 * administrator role, a classroom id and a certified group profile. The spec names the calls
 * only, so the paths are ours.
 */
import * as v from 'valibot';
import { endpoint } from './endpoint';
import { GROUP_MESSAGES } from './group-messages';

/** Classroom course ids are numbers in practice; aliases (`d:school_math`) use a few more characters. */
const COURSE_ID_PATTERN = /^[A-Za-z0-9_:.-]{1,100}$/;

export const CLASSROOM_MESSAGES = {
  heading: 'Google Classroom',
  failed: GROUP_MESSAGES.classroomFailed,
  notConfigured: 'Google Classroom is not configured on this server.',
  needsCertified: 'Google Classroom sync needs a certified group profile.',
  needsClassroomId: 'Link a Google Classroom course to this group first.',
  invalidCourseId: 'Enter the course id from the Google Classroom address.',
  classroomId: 'Classroom course id',
  save: 'Save',
  saved: 'Google Classroom course saved',
  syncMembers: 'Sync members',
  syncingMembers: 'Syncing members…',
  loadResources: 'Load resources',
  loadingResources: 'Loading resources…',
  membersSynced: 'Members synced from Google Classroom',
  resourcesLoaded: 'Resources loaded from Google Classroom',
  offline: "You're offline. Google Classroom sync needs a connection.",
  neverSynced: 'Not synced yet',
} as const;

/** One sync of members or load of resources: when, from which course, and what came of it. */
export const ClassroomRun = v.object({
  synced_at: v.string(),
  course_name: v.string(),
  /** Members added (or requests accepted), or resources created. */
  added: v.number(),
  /** Students already members, or materials already loaded. */
  existing: v.number(),
  /** Students whose e-mail matches no account of this portal (always 0 for resources). */
  not_found: v.number(),
});
export type ClassroomRun = v.InferOutput<typeof ClassroomRun>;

export const ClassroomStatus = v.object({
  /** The server has Google Classroom credentials (GOOGLE_CLASSROOM_*). */
  is_configured: v.boolean(),
  google_classroom_id: v.nullable(v.string()),
  is_certified: v.boolean(),
  members: v.nullable(ClassroomRun),
  resources: v.nullable(ClassroomRun),
});
export type ClassroomStatus = v.InferOutput<typeof ClassroomStatus>;

export const ClassroomLinkPayload = v.object({
  /** Empty unlinks the course. */
  google_classroom_id: v.pipe(
    v.string(),
    v.trim(),
    v.check((id) => id === '' || COURSE_ID_PATTERN.test(id), CLASSROOM_MESSAGES.invalidCourseId),
  ),
});
export type ClassroomLinkPayload = v.InferOutput<typeof ClassroomLinkPayload>;

export const ClassroomOutcome = v.object({ detail: v.string(), run: ClassroomRun });
export type ClassroomOutcome = v.InferOutput<typeof ClassroomOutcome>;

/**
 * Every call is for the group's administrators (403 otherwise, 404 for an unknown group).
 * The two actions answer 400 with `notConfigured` without credentials, 403 with
 * `needsCertified` or `needsClassroomId`, and 400 with `failed` when Google fails or answers
 * something unreadable.
 */
export const CLASSROOM_ENDPOINTS = {
  status: endpoint({
    method: 'GET',
    path: '/api/v1/groups/:id/google-classroom/',
    output: ClassroomStatus,
    auth: 'token',
  }),
  link: endpoint({
    method: 'PUT',
    path: '/api/v1/groups/:id/google-classroom/',
    body: ClassroomLinkPayload,
    output: ClassroomStatus,
    auth: 'token',
  }),
  syncMembers: endpoint({
    method: 'POST',
    path: '/api/v1/groups/:id/google-classroom/sync-members/',
    output: ClassroomOutcome,
    auth: 'token',
  }),
  loadResources: endpoint({
    method: 'POST',
    path: '/api/v1/groups/:id/google-classroom/load-resources/',
    output: ClassroomOutcome,
    auth: 'token',
  }),
} as const;
