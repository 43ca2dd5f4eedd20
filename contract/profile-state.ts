/**
 * What the guards read of a stored profile (spec part 1 sections 2 and 5): the
 * profile-completion step and the missing career information. Kept apart from the
 * schemas in profile-rules.ts and registration.ts because the route guards run in the
 * first route's bundle.
 */
import type { Profile } from './profile';
import type { RulesContext } from './profile-rules';
import type { RegistrationMode } from './registration';

/** The tenant settings that decide profile rules (a TenantConfig on the client, the tenant row on the server). */
export interface RulesTenant {
  ui: { show_institutional_registration_screen: boolean };
  flags: { connectdiaspora: boolean };
}

/** The institutional registration screen and connectdiaspora, as the profile rules take them. */
export function rulesContextOf(tenant: RulesTenant | undefined): RulesContext {
  return {
    institutional: tenant?.ui.show_institutional_registration_screen ?? false,
    diaspora: tenant?.flags.connectdiaspora ?? false,
  };
}

/** The spec's empty check: null, blank strings, NaN, empty arrays and empty objects are empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Career fields the missing-information flow asks for (part 1 section 5, profile completeness). */
export type MissingField = 'career_stage' | 'department' | 'country_of_origin';
export function missingInformation(profile: Profile, ctx: RulesContext): MissingField[] {
  const missing: MissingField[] = [];
  if (profile.extra_info.career_stage === null) missing.push('career_stage');
  if (ctx.institutional && profile.extra_info.department === null) missing.push('department');
  if (ctx.diaspora && isEmptyValue(profile.extra_info.country_of_origin)) missing.push('country_of_origin');
  return missing;
}

/** The profile-completion step chosen after verification (part 1 section 2). */
export type CompletionStep = 'all' | 'basic' | 'advanced' | 'none';
export function completionStep(profile: Profile, mode: RegistrationMode): CompletionStep {
  if (profile.registration_completed_at !== null) return 'none';
  return mode === 'full' ? 'all' : mode;
}
