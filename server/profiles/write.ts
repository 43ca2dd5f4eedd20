/**
 * Writing the member's own profile (PATCH /api/v1/profile/ and helpers that fill it):
 * validation with the contract's rules, checks against the database (skills, topics,
 * uploads), then one transaction that upserts the profile row, updates the user row and
 * logs a 'profile' change. The caller pokes the owner's sockets after commit.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { ID_MESSAGES } from '../../contract/ids';
import type { ExtraInfo, Profile } from '../../contract/profile';
import { forcedCareerStage, type ProfilePatch, validateProfilePatch } from '../../contract/profile-rules';
import { rulesContextOf } from '../../contract/profile-state';
import type { Db, Tx } from '../db/client';
import { skills, users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Tenant } from '../tenants/directory';
import { logProfileChange } from './changes';
import { resolveInstitution } from './institutions';
import { readOwnProfile } from './read';
import { sanitizeRichText } from './sanitize';
import { profiles, topics, uploads } from './schema';

export type ValidPatch = v.InferOutput<typeof ProfilePatch>;
type NewProfile = typeof profiles.$inferInsert;
type UserUpdate = Partial<typeof users.$inferInsert>;

/** Field errors for ids that are not in the database (skills, topics, the member's own uploads). */
async function referenceErrors(db: Db | Tx, tenantId: number, userId: number, patch: ValidPatch) {
  const errors: Record<string, string[]> = {};
  const missing = (field: string, wanted: readonly number[], found: readonly number[]) => {
    const absent = wanted.find((id) => !found.includes(id));
    if (absent !== undefined) errors[field] = [ID_MESSAGES.doesNotExist(absent)];
  };
  if (patch.skills) {
    const rows = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, patch.skills));
    missing(
      'skills',
      patch.skills,
      rows.map((row) => row.id),
    );
  }
  if (patch.topics) {
    const rows = await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, patch.topics));
    missing(
      'topics',
      patch.topics,
      rows.map((row) => row.id),
    );
  }
  for (const field of ['picture', 'resume', 'video'] as const) {
    const id = patch[field];
    if (id === undefined || id === null) continue;
    const rows = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.tenantId, tenantId), eq(uploads.userId, userId)));
    if (rows.length === 0) errors[field] = [ID_MESSAGES.doesNotExist(id)];
  }
  return errors;
}

/** extra_info after the patch, key by key; texts whose condition no longer holds are cleared. */
function mergedExtra(current: ExtraInfo, patch: ValidPatch): ExtraInfo {
  const changed = Object.entries(patch.extra_info ?? {}).filter(([, value]) => value !== undefined);
  const extra: ExtraInfo = { ...current, ...(Object.fromEntries(changed) satisfies Partial<Record<string, unknown>>) };
  if (patch.professional_field !== undefined && patch.extra_info?.professional_field === undefined) {
    extra.professional_field = patch.professional_field;
  }
  if (extra.career_stage !== 0) extra.career_stage_other = null;
  if (!extra.reason_to_join.includes(0)) extra.reason_to_join_other = null;
  if (extra.professional_field !== 0 || extra.is_field_unsure) extra.professional_field_other = null;
  return extra;
}

/** A high-school role fixes the career stage, whatever the patch says. */
function withForcedStage(patch: ValidPatch, current: Profile, tenant: Pick<Tenant, 'options'>): ValidPatch {
  const role = patch.group_profile?.current_role ?? current.group_profile.current_role;
  const stage = forcedCareerStage(role, tenant.options.role_stage_map);
  if (stage === null || (current.extra_info.career_stage === stage && patch.extra_info?.career_stage === undefined)) {
    return patch;
  }
  return { ...patch, extra_info: { ...patch.extra_info, career_stage: stage } };
}

/** Applies an already validated patch inside `tx`; answers nothing, the caller reads the profile after commit. */
export async function applyProfilePatch(
  tx: Tx,
  tenant: Pick<Tenant, 'id'>,
  userId: number,
  current: Profile,
  patch: ValidPatch,
): Promise<void> {
  const user: UserUpdate = {};
  if (patch.first_name !== undefined) user.firstName = patch.first_name;
  if (patch.last_name !== undefined) user.lastName = patch.last_name;
  if (patch.title !== undefined) user.title = patch.title;
  if (patch.country !== undefined) user.country = patch.country;
  if (patch.location !== undefined) user.location = patch.location;
  const group = patch.group_profile;
  const role = group?.current_role !== undefined ? group.current_role : current.group_profile.current_role;
  if (group?.current_role !== undefined) user.currentRole = group.current_role;
  if (Object.keys(user).length > 0) {
    await tx
      .update(users)
      .set(user)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenant.id)));
  }

  const row: Omit<NewProfile, 'userId' | 'tenantId'> = { updatedAt: new Date() };
  if (patch.short_bio !== undefined) row.shortBio = sanitizeRichText(patch.short_bio);
  if (patch.career_story !== undefined) row.careerStory = sanitizeRichText(patch.career_story);
  if (patch.career_advice !== undefined) row.careerAdvice = patch.career_advice;
  if (patch.prefered_language !== undefined) row.preferedLanguage = patch.prefered_language;
  if (patch.batch !== undefined) row.batch = patch.batch;
  if (patch.skills !== undefined) row.skills = [...new Set(patch.skills)];
  if (patch.topics !== undefined) row.topics = [...new Set(patch.topics)];
  if (patch.social_linkedin !== undefined) row.socialLinkedin = patch.social_linkedin || null;
  if (patch.social_twitter !== undefined) row.socialTwitter = patch.social_twitter || null;
  if (patch.social_facebook !== undefined) row.socialFacebook = patch.social_facebook || null;
  if (patch.social_google_scholar !== undefined) row.socialGoogleScholar = patch.social_google_scholar || null;
  if (patch.social_research_gate !== undefined) row.socialResearchGate = patch.social_research_gate || null;
  if (patch.social_orcid !== undefined) row.socialOrcid = patch.social_orcid || null;
  if (patch.calendy_url !== undefined) row.calendyUrl = patch.calendy_url || null;
  if (patch.picture !== undefined) row.pictureId = patch.picture;
  if (patch.resume !== undefined) row.resumeId = patch.resume;
  if (patch.video !== undefined) row.videoId = patch.video;
  if (patch.institution !== undefined) row.institutionId = await resolveInstitution(tx, tenant.id, patch.institution);
  if (patch.extra_info !== undefined || patch.professional_field !== undefined) {
    const extra = mergedExtra(current.extra_info, patch);
    row.extraInfo = extra;
    if (patch.professional_field !== undefined || patch.extra_info?.professional_field !== undefined) {
      row.professionalField = extra.professional_field;
    }
  }
  if (group?.job_function !== undefined) row.jobFunction = group.job_function;
  // job_function applies only to current role 3; a role change away from it drops the old value.
  if (role !== 3 && current.group_profile.job_function !== null) row.jobFunction = null;
  if (group?.interested_services !== undefined) row.interestedServices = [...new Set(group.interested_services)];
  if (group?.specific_needs !== undefined) row.specificNeeds = group.specific_needs;
  if (group?.additional_career_information !== undefined) {
    row.additionalCareerInformation = group.additional_career_information;
  }
  if (patch.registration_completed && current.registration_completed_at === null) {
    row.registrationCompletedAt = new Date();
  }
  await tx
    .insert(profiles)
    .values({ ...row, userId, tenantId: tenant.id })
    .onConflictDoUpdate({ target: profiles.userId, set: row });
  await logProfileChange(tx, tenant.id, userId);
}

/**
 * Validates `body` as a ProfilePatch for this member and tenant and applies it. Throws a
 * 400 with dotted field errors; answers the profile after commit.
 */
export async function updateProfile(
  db: Db,
  tenant: Pick<Tenant, 'id' | 'ui' | 'flags' | 'options'>,
  userId: number,
  body: unknown,
): Promise<Profile> {
  await db.transaction(async (tx) => {
    // Concurrent patches of one member take turns, so a merge never builds on a stale extra_info.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenant.id)))
      .for('update');
    const current = await readOwnProfile(tx, tenant, userId);
    const result = validateProfilePatch(body, current, rulesContextOf(tenant));
    if (!result.success) throw new HttpError(400, result.errors);
    const errors = await referenceErrors(tx, tenant.id, userId, result.output);
    if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
    await applyProfilePatch(tx, tenant, userId, current, withForcedStage(result.output, current, tenant));
  });
  return readOwnProfile(db, tenant, userId);
}
