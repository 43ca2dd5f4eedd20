/**
 * What each registration step writes (spec part 1 sections 4 and 5), on top of the step sets
 * of registration.ts: the wizard keeps one draft, and Next sends only the current step's part
 * of it, so a step is validated and saved on its own. Pure: the wizard runs offline.
 */
import type { ExtraInfo, Profile, SocialKey } from './profile';
import { SOCIAL_KINDS } from './profile';
import { type ProfilePatch, pruneExcluded, type RulesContext, validateProfilePatch } from './profile-rules';
import { asksInstitution, type RegistrationMode, type StepId } from './registration';
import type { OptionItem, TenantOptions } from './tenant';

/** The 'Other' choice the spec's lists carry with id 0 (its free text is the *_other field). */
export const OTHER_CHOICE: OptionItem = { id: 0, name: 'Other' };
export const withOther = (items: readonly OptionItem[]): OptionItem[] => [...items, OTHER_CHOICE];

/** Everything the form steps edit, seeded from the stored profile. */
export interface RegistrationDraft {
  first_name: string;
  last_name: string;
  title: string;
  country: string;
  /** The institution's name as typed; a new name creates the institution on save. */
  institution: string;
  /** The stored institution's id while its name is unchanged. */
  institution_id: number | null;
  batch: number | null;
  skills: number[];
  topics: number[];
  social: Record<SocialKey, string>;
  extra: ExtraInfo;
  current_role: number | null;
  job_function: number | null;
  interested_services: number[];
}

export function draftFromProfile(profile: Profile): RegistrationDraft {
  const social = Object.fromEntries(SOCIAL_KINDS.map(({ key }) => [key, profile[key] ?? ''])) as Record<
    SocialKey,
    string
  >;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    title: profile.title,
    country: profile.country ?? '',
    institution: profile.institution_detailed?.name ?? '',
    institution_id: profile.institution,
    batch: profile.batch,
    skills: profile.skills,
    topics: profile.topics,
    social,
    extra: { ...profile.extra_info, ai_level: profile.extra_info.ai_level ?? 0 },
    current_role: profile.group_profile.current_role,
    job_function: profile.group_profile.job_function,
    interested_services: profile.group_profile.interested_services,
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The part of the draft a step saves; the almost-complete step saves the flag, the organization step nothing. */
export function stepPatch(step: StepId, draft: RegistrationDraft, mode: RegistrationMode): ProfilePatch {
  const { extra } = draft;
  switch (step) {
    case 'personal':
      return {
        first_name: draft.first_name,
        last_name: draft.last_name,
        title: draft.title,
        country: draft.country,
        ...(asksInstitution(mode)
          ? { institution: draft.institution_id ?? draft.institution, batch: draft.batch ?? Number.NaN }
          : {}),
      };
    case 'skills_topics':
      return { skills: draft.skills, topics: draft.topics };
    case 'social':
      return Object.fromEntries(SOCIAL_KINDS.map(({ key }) => [key, blankToNull(draft.social[key])]));
    case 'current_role':
      return {
        group_profile: {
          current_role: draft.current_role ?? Number.NaN,
          job_function: draft.job_function ?? Number.NaN,
        },
      };
    case 'career_info':
      return {
        extra_info: {
          career_stage: extra.career_stage ?? Number.NaN,
          career_stage_other: extra.career_stage_other ?? '',
          reason_to_join: extra.reason_to_join,
          reason_to_join_other: extra.reason_to_join_other ?? '',
          is_field_unsure: extra.is_field_unsure,
          professional_field: extra.is_field_unsure ? null : extra.professional_field,
          professional_field_other: extra.professional_field_other ?? '',
        },
      };
    case 'ai_experience':
      return {
        extra_info: { ai_level: extra.ai_level ?? 0, goal: extra.goal },
        group_profile: { interested_services: draft.interested_services },
      };
    case 'university':
      return {
        extra_info: {
          affiliation: extra.affiliation ?? '',
          department: extra.department ?? Number.NaN,
          college: extra.college ?? Number.NaN,
          uni_batch: extra.uni_batch ?? Number.NaN,
        },
      };
    case 'country':
      return { extra_info: { country_of_origin: extra.country_of_origin ?? '' } };
    case 'almost_complete':
      return { registration_completed: true };
    case 'organization':
      return {};
  }
}

export type StepResult = { ok: true; patch: ProfilePatch } | { ok: false; errors: Record<string, string[]> };

/**
 * Validates the step's part of the draft with the profile rules and answers what to send:
 * the pruned patch (conditional fields that do not apply are neither validated nor sent).
 */
export function checkStep(
  step: StepId,
  draft: RegistrationDraft,
  mode: RegistrationMode,
  profile: Profile,
  ctx: RulesContext,
): StepResult {
  const patch = pruneExcluded(stepPatch(step, draft, mode), profile, ctx);
  const result = validateProfilePatch(patch, profile, ctx);
  return result.success ? { ok: true, patch } : { ok: false, errors: result.errors };
}

/** The reasons offered at a career stage: the tenant's map narrows the list when it has an entry. */
export function reasonsFor(options: TenantOptions, stage: number | null): OptionItem[] {
  const allowed = stage === null ? undefined : options.career_reason_map[String(stage)];
  const reasons = allowed ? options.reason_to_join.filter((item) => allowed.includes(item.id)) : options.reason_to_join;
  return withOther(reasons);
}

export const hasReasonMap = (options: TenantOptions) => Object.keys(options.career_reason_map).length > 0;
