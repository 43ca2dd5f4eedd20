import * as v from 'valibot';

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
});
export type TenantConfig = v.InferOutput<typeof TenantConfig>;

/** Default theme primary colour (spec part 1 section 9: teal). */
export const DEFAULT_PRIMARY = '#0f766e';
