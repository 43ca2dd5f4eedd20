import * as v from 'valibot';
import { endpoint } from './endpoint';
import { Named } from './ids';

/** Feature flags named in the product (spec part 1 section 1). */
export const FeatureFlags = v.object({
  star: v.boolean(),
  rlf: v.boolean(),
  sim: v.boolean(),
  connectdiaspora: v.boolean(),
});

export const Theme = v.object({
  primary: v.string(),
  primary_contrast: v.string(),
  accent: v.string(),
});

/** App config `ui` (spec part 1 section 3). */
export const UiConfig = v.object({
  show_job_menu: v.boolean(),
  show_connect_menu: v.boolean(),
  show_institutional_registration_screen: v.boolean(),
  show_location_in_navbar: v.boolean(),
  registration_speed: v.picklist(['basic', 'advanced', 'full']),
  landing_page_content: v.object({
    title: v.string(),
    description: v.string(),
    cta_text: v.string(),
    cta_url: v.string(),
  }),
  footer: v.string(),
  video_url: v.nullable(v.string()),
  video_thumbnail_url: v.nullable(v.string()),
});

/** One choice of a tenant's option list (career stage, professional field, college ...). */
export const OptionItem = Named;
export type OptionItem = v.InferOutput<typeof OptionItem>;

const OptionList = v.array(OptionItem);
/** JSON object keys are strings: the ids of the maps are written as decimal strings. */
const IdMap = <T extends v.GenericSchema>(value: T) => v.record(v.pipe(v.string(), v.regex(/^\d+$/)), value);

/** App config `options`: the tenant's choice lists for registration and the profile (spec part 1 section 3). */
export const TenantOptions = v.object({
  career_stages: OptionList,
  interested_services: OptionList,
  professional_fields: OptionList,
  organization_types: OptionList,
  reason_to_join: OptionList,
  career_commitment: OptionList,
  current_roles: OptionList,
  /** career_stage id -> the reason_to_join ids offered at that stage. */
  career_reason_map: IdMap(v.array(v.number())),
  /** current_role id -> the career_stage id it implies. */
  role_stage_map: IdMap(v.number()),
  job_functions: OptionList,
  colleges: OptionList,
  departments: OptionList,
});
export type TenantOptions = v.InferOutput<typeof TenantOptions>;

/**
 * A default AMA prompt suggestion. `locations` are country codes (the profile's country) and
 * `career_stages` are career_stage ids; an empty list matches any (spec part 1 section 9).
 */
export const DefaultPrompt = v.object({
  prompt: v.pipe(v.string(), v.minLength(1)),
  locations: v.array(v.string()),
  career_stages: v.array(v.number()),
});
export type DefaultPrompt = v.InferOutput<typeof DefaultPrompt>;

/** What GET /api/v1/config/ returns for the tenant chosen by Host. */
export const TenantConfig = v.object({
  id: v.number(),
  name: v.string(),
  short_name: v.string(),
  domains: v.array(v.string()),
  logo: v.string(),
  theme: Theme,
  flags: FeatureFlags,
  ui: UiConfig,
  default_organization: v.nullable(v.object({ id: v.number(), name: v.string(), name_slug: v.string() })),
  options: TenantOptions,
  ama_user_default_prompts: v.array(DefaultPrompt),
});
export type TenantConfig = v.InferOutput<typeof TenantConfig>;

/** Public: the app needs its tenant's branding before anyone signs in. */
export const CONFIG_ENDPOINT = endpoint({ method: 'GET', path: '/api/v1/config/', output: TenantConfig, auth: 'none' });

/** Default theme primary colour (spec part 1 section 9: teal). */
export const DEFAULT_PRIMARY = '#0f766e';

/** A tenant with no option lists yet (the column default of tenants created before them). */
export const EMPTY_TENANT_OPTIONS: TenantOptions = {
  career_stages: [],
  interested_services: [],
  professional_fields: [],
  organization_types: [],
  reason_to_join: [],
  career_commitment: [],
  current_roles: [],
  career_reason_map: {},
  role_stage_map: {},
  job_functions: [],
  colleges: [],
  departments: [],
};
