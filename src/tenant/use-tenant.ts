import * as v from 'valibot';
import { TenantConfig } from '../../contract';
import { useMeta } from '../db/use-meta';

/** The config the server wrote into the page for this Host (also in the cached shell). */
function readEmbeddedConfig(): TenantConfig | undefined {
  const text = document.getElementById('tenant-config')?.textContent;
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(TenantConfig, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

const embedded = readEmbeddedConfig();

/** The tenant's branding, flags and UI config: the synced copy, else the one in the page. */
export function useTenant(): TenantConfig | undefined {
  return useMeta('tenant') ?? embedded;
}
