/**
 * The registration flow (spec part 1 sections 2 and 4): which step set applies, each
 * step's fields and skip rule. Pure, so the wizard runs offline and tests read it directly.
 *
 * Modes follow the tenant's ui.registration_speed:
 * - full: step 0 (LinkedIn, resume or form) and every form step;
 * - basic: step 0, Personal Information, Skills and Topics, Social Network Sites, plus
 *   Current Role and Career Information while the group profile is incomplete,
 *   University Information with the institutional screen and Country Information with
 *   connectdiaspora (so a finished basic registration never lacks what completeness needs);
 * - advanced: no resume, no professional-network link and no institution, so no step 0:
 *   Current Role, Career Information, AI Experience, Select your organization, University
 *   Information (institutional screen only), Country Information (connectdiaspora only).
 * Every set ends with 'Your profile is almost complete!' (Finish).
 */
import type { Profile } from './profile';
import type { RulesContext } from './profile-rules';

export type RegistrationMode = 'basic' | 'advanced' | 'full';
export type StepId =
  | 'personal'
  | 'skills_topics'
  | 'social'
  | 'current_role'
  | 'career_info'
  | 'ai_experience'
  | 'organization'
  | 'university'
  | 'country'
  | 'almost_complete';

export const STEP_TITLES: Record<StepId, string> = {
  personal: 'Personal Information',
  skills_topics: 'Skills and Topics',
  social: 'Social Network Sites',
  current_role: 'Current Role',
  career_info: 'Career Information',
  ai_experience: 'AI Experience',
  organization: 'Select your organization',
  university: 'University Information',
  country: 'Country Information',
  almost_complete: 'Your profile is almost complete!',
};

/** Steps with a Skip button (they may be left empty). */
export const SKIPPABLE_STEPS: ReadonlySet<StepId> = new Set(['social', 'organization']);

/** The advanced mode's steps; the full mode asks the opening steps first, then all of these. */
const ADVANCED_STEPS: StepId[] = [
  'current_role',
  'career_info',
  'ai_experience',
  'organization',
  'university',
  'country',
  'almost_complete',
];

const SETS: Record<RegistrationMode, StepId[]> = {
  full: ['personal', 'skills_topics', 'social', ...ADVANCED_STEPS],
  basic: [
    'personal',
    'skills_topics',
    'social',
    'current_role',
    'career_info',
    'university',
    'country',
    'almost_complete',
  ],
  advanced: ADVANCED_STEPS,
};

/** Step 0 (import or form) is offered in these modes. */
export const hasImportChoice = (mode: RegistrationMode) => mode !== 'advanced';
/** The Personal Information step asks for institution and batch except in advanced mode. */
export const asksInstitution = (mode: RegistrationMode) => mode !== 'advanced';

/** True when the step is passed over automatically (its skip rule applies). */
export function isStepSkipped(step: StepId, mode: RegistrationMode, profile: Profile, ctx: RulesContext): boolean {
  switch (step) {
    case 'university':
      return !ctx.institutional;
    case 'country':
      return !ctx.diaspora;
    case 'current_role':
    case 'career_info':
      // Basic asks for the group profile only while it is incomplete.
      return mode === 'basic' && isGroupProfileComplete(profile);
    default:
      return false;
  }
}

export function isGroupProfileComplete(profile: Profile): boolean {
  const { group_profile: group, extra_info: extra } = profile;
  return group.current_role !== null && extra.career_stage !== null && extra.reason_to_join.length > 0;
}

/** The steps this member goes through, in order. */
export function registrationSteps(mode: RegistrationMode, profile: Profile, ctx: RulesContext): StepId[] {
  return SETS[mode].filter((step) => !isStepSkipped(step, mode, profile, ctx));
}

export { type CompletionStep, completionStep } from './profile-state';
