import { TenantConfig } from '../../contract';
import { useMeta } from '../db/use-meta';
import { readPageJson } from '../ui/page-json';

/** The config the server wrote into the page for this Host (also in the cached shell). */
const embedded = readPageJson('tenant-config', TenantConfig);

/** The tenant's branding, flags and UI config: the synced copy, else the one in the page. */
export function useTenant(): TenantConfig | undefined {
  return useMeta('tenant') ?? embedded;
}
