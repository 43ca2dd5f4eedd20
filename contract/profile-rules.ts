/**
 * The rules of profile writes (spec part 1 section 5): the PATCH /api/v1/profile/ payload,
 * its per-field messages, the conditional fields that are neither validated nor sent when
 * excluded, and the tenant-dependent required fields. Forms and the server run the same
 * `validateProfilePatch`.
 */
import * as v from 'valibot';
import { fieldErrors } from './errors';
import { ID_MESSAGES, Id, IdOrZero, MAX_ID } from './ids';
import { MESSAGES } from './messages';
import {
  ADDITIONAL_INFO_MAX_WORDS,
  CAREER_ADVICE_MAX_CHARS,
  careerAdviceMaxMessage,
  MAX_SKILLS,
  MAX_TOPICS,
  OTHER_TEXT_CHECK_CHARS,
  PROFILE_MESSAGES,
  type Profile,
  RICH_TEXT_MAX_WORDS,
  SPECIFIC_NEEDS_MAX_CHARS,
} from './profile';

/** What decides the rules on a tenant: flags and the institutional registration setting. */
export interface RulesContext {
  /** ui.show_institutional_registration_screen */
  institutional: boolean;
  /** flags.connectdiaspora */
  diaspora: boolean;
}

/** Words of a rich-text value: tags and entities stripped, split on whitespace. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
  return text === '' ? 0 : text.split(/\s+/).length;
}

const requiredText = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required));
/** Option ids, years and group ids (0 is "Other"): whole numbers a Postgres integer holds. */
const requiredInt = v.pipe(
  v.number(MESSAGES.required),
  v.integer(MESSAGES.required),
  v.minValue(0, ID_MESSAGES.tooSmall(0)),
  v.maxValue(MAX_ID, ID_MESSAGES.tooLarge(MAX_ID)),
);
const optionalText = v.nullable(v.pipe(v.string(), v.trim()));
const richText = v.pipe(
  v.string(),
  v.check((html) => countWords(html) <= RICH_TEXT_MAX_WORDS, PROFILE_MESSAGES.max400Words),
);
const idList = (max: number, message: string) =>
  v.pipe(v.array(Id, MESSAGES.required), v.nonEmpty(MESSAGES.required), v.maxLength(max, message));
/** Option lists may hold 0, "Other" (its text goes in the matching `*_other` field). */
const optionList = (max: number, message: string) =>
  v.pipe(v.array(IdOrZero, MESSAGES.required), v.nonEmpty(MESSAGES.required), v.maxLength(max, message));

/** extra_info fields a PATCH may carry; which of them apply is decided by `pruneExcluded`. */
export const ExtraInfoPatch = v.partial(
  v.object({
    career_stage: requiredInt,
    reason_to_join: optionList(MAX_SKILLS, 'Maximum 7 items'),
    professional_field: v.nullable(IdOrZero),
    country_of_origin: requiredText,
    department: requiredInt,
    college: requiredInt,
    affiliation: requiredText,
    uni_batch: requiredInt,
    career_stage_other: v.pipe(requiredText, v.maxLength(OTHER_TEXT_CHECK_CHARS, PROFILE_MESSAGES.max30Characters)),
    reason_to_join_other: v.pipe(requiredText, v.maxLength(OTHER_TEXT_CHECK_CHARS, PROFILE_MESSAGES.max50Characters)),
    professional_field_other: v.pipe(
      requiredText,
      v.maxLength(OTHER_TEXT_CHECK_CHARS, PROFILE_MESSAGES.max50Characters),
    ),
    ai_level: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)),
    goal: v.nullable(v.picklist(['learn_ai_skills', 'career_development', 'both'])),
    is_field_unsure: v.boolean(),
  }),
);

export const GroupProfilePatch = v.partial(
  v.object({
    current_role: requiredInt,
    job_function: requiredInt,
    interested_services: optionList(50, MESSAGES.required),
    specific_needs: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(SPECIFIC_NEEDS_MAX_CHARS, PROFILE_MESSAGES.max500Characters),
    ),
    additional_career_information: v.pipe(
      v.string(),
      v.check((text) => countWords(text) <= ADDITIONAL_INFO_MAX_WORDS, PROFILE_MESSAGES.max200Words),
    ),
  }),
);

/** PATCH /api/v1/profile/: every field optional; a present field is checked by its rule. */
export const ProfilePatch = v.partial(
  v.object({
    first_name: requiredText,
    last_name: requiredText,
    title: requiredText,
    short_bio: richText,
    career_story: richText,
    career_advice: v.pipe(
      v.string(),
      v.maxLength(CAREER_ADVICE_MAX_CHARS, careerAdviceMaxMessage(CAREER_ADVICE_MAX_CHARS)),
    ),
    country: requiredText,
    location: optionalText,
    prefered_language: optionalText,
    professional_field: v.nullable(IdOrZero),
    /** An institution group id, or a new institution's name (created on save). */
    institution: v.union([requiredInt, requiredText], MESSAGES.required),
    batch: requiredInt,
    skills: idList(MAX_SKILLS, PROFILE_MESSAGES.maxSkills),
    topics: idList(MAX_TOPICS, PROFILE_MESSAGES.maxTopics),
    social_linkedin: optionalText,
    social_twitter: optionalText,
    social_facebook: optionalText,
    social_google_scholar: optionalText,
    social_research_gate: optionalText,
    social_orcid: optionalText,
    calendy_url: optionalText,
    /** Uploaded file ids (POST /api/v1/file-upload/); null removes. */
    picture: v.nullable(Id),
    resume: v.nullable(Id),
    video: v.nullable(Id),
    extra_info: ExtraInfoPatch,
    group_profile: GroupProfilePatch,
    /** true on Finish of the registration flow. */
    registration_completed: v.literal(true),
  }),
);
export type ProfilePatch = v.InferInput<typeof ProfilePatch>;

type Extra = NonNullable<ProfilePatch['extra_info']>;

/**
 * Drops what its condition excludes, so it is neither validated nor sent: the 'other' texts
 * unless their choice is 0, job_function unless current role is 3, tenant-only fields on
 * other tenants. `current` supplies the values a partial patch does not carry.
 */
export function pruneExcluded(patch: ProfilePatch, current: Profile | null, ctx: RulesContext): ProfilePatch {
  const out: ProfilePatch = { ...patch };
  if (patch.extra_info) {
    const extra: Extra = { ...patch.extra_info };
    const was = current?.extra_info;
    const stage = 'career_stage' in extra ? extra.career_stage : was?.career_stage;
    const reasons = 'reason_to_join' in extra ? extra.reason_to_join : was?.reason_to_join;
    const field = 'professional_field' in extra ? extra.professional_field : was?.professional_field;
    if (stage !== 0) delete extra.career_stage_other;
    if (!Array.isArray(reasons) || !reasons.includes(0)) delete extra.reason_to_join_other;
    if (field !== 0 || extra.is_field_unsure) delete extra.professional_field_other;
    if (!ctx.diaspora) delete extra.country_of_origin;
    if (!ctx.institutional) {
      delete extra.department;
      delete extra.college;
      delete extra.affiliation;
      delete extra.uni_batch;
    }
    out.extra_info = extra;
  }
  if (patch.group_profile) {
    const group = { ...patch.group_profile };
    const role = 'current_role' in group ? group.current_role : current?.group_profile.current_role;
    if (role !== 3) delete group.job_function;
    out.group_profile = group;
  }
  return out;
}

export type PatchResult =
  | { success: true; output: v.InferOutput<typeof ProfilePatch> }
  | { success: false; errors: Record<string, string[]> };

/** Prunes, then validates. Error keys are dotted paths (`extra_info.career_stage`). */
export function validateProfilePatch(patch: unknown, current: Profile | null, ctx: RulesContext): PatchResult {
  const shape = v.safeParse(v.record(v.string(), v.unknown()), patch);
  if (!shape.success) return { success: false, errors: { non_field_errors: ['Invalid data.'] } };
  const pruned = pruneExcluded(shape.output as ProfilePatch, current, ctx);
  const parsed = v.safeParse(ProfilePatch, pruned);
  if (!parsed.success) return { success: false, errors: fieldErrors(parsed.issues) };
  return { success: true, output: parsed.output };
}

/**
 * A career_stage change clears reason_to_join when the tenant has a career reason map
 * (spec part 1 section 4): the reasons offered depend on the stage.
 */
export function withStageChange(extra: Extra, stage: number, hasReasonMap: boolean): Extra {
  return hasReasonMap ? { ...extra, career_stage: stage, reason_to_join: [] } : { ...extra, career_stage: stage };
}

/** The persona id of high-school students (contract PERSONAS, tenant current_roles). */
export const HIGH_SCHOOL_ROLE = 1;

/**
 * High-school roles force the career stage to a fixed value (spec part 1 section 5): the
 * tenant's role_stage_map entry for the role, else stage 1. Null when the role forces nothing.
 */
export function forcedCareerStage(
  role: number | null | undefined,
  roleStageMap: Record<string, number>,
): number | null {
  return role === HIGH_SCHOOL_ROLE ? (roleStageMap[String(role)] ?? 1) : null;
}

export { isEmptyValue, type MissingField, missingInformation } from './profile-state';
