/** A tenant as the contract's TenantConfig (GET /api/v1/config/ and the page head). */
import type { TenantConfig } from '../../contract/tenant';
import type { Tenant } from './directory';

export const TENANT_LOGO_PATH = '/icons/logo.svg';

export function tenantConfig(tenant: Tenant): TenantConfig {
  const { primary, primary_contrast, accent } = tenant.theme;
  return {
    id: tenant.id,
    name: tenant.name,
    short_name: tenant.shortName,
    domains: tenant.domains,
    logo: TENANT_LOGO_PATH,
    theme: { primary, primary_contrast, accent },
    flags: tenant.flags,
    ui: tenant.ui,
    default_organization: tenant.defaultOrg
      ? { id: tenant.defaultOrg.id, name: tenant.defaultOrg.name, name_slug: tenant.defaultOrg.nameSlug }
      : null,
    options: tenant.options,
    ama_user_default_prompts: tenant.amaUserDefaultPrompts,
  };
}
