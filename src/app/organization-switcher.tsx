/**
 * The switch-organization dropdown of the top bar (spec part 1 sections 2 and 4). An
 * organization on this portal becomes the current one here (then home, reloaded); one on
 * another domain is reached through a hand-off that signs the member in there. The
 * current organization can be made the member's default, which reloads too.
 */
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { useIsAdminView } from '../features/admin/use-admin-view';
import { useCurrentOrganization } from '../features/organizations/queries';
import { initials } from '../ui/initials';
import { type SettingsItem, SettingsMenu } from './settings-menu';

/** Organization names in the top bar are cut at this length (spec part 1 section 9). */
const ORG_NAME_MAX = 20;
const shortName = (name: string) => (name.length > ORG_NAME_MAX ? `${name.slice(0, ORG_NAME_MAX)}…` : name);

/** Switching is a rare, online-only action: its code loads when it is taken, not with every page. */
const loadActions = () =>
  Promise.all([import('../features/organizations/mutations'), import('../features/account/form-alert')]);

export function OrganizationSwitcher() {
  const { current, defaultId, organizations: all } = useCurrentOrganization();
  // The admin view lists only the organizations this member administers (spec part 1 section 6).
  const isAdminView = useIsAdminView();
  const organizations = isAdminView ? all.filter((org) => org.is_admin || org.id === current?.id) : all;
  const [error, setError] = useState<string | null>(null);
  if (!current) return null;

  async function choose(id: number) {
    const organization = organizations.find((org) => org.id === id);
    if (!organization || organization.id === current?.id) return;
    setError(null);
    const [{ switchOrganization }, { generalError }] = await loadActions();
    const result = await switchOrganization(organization);
    if (!result.ok) return setError(generalError(result.errors) ?? Object.values(result.errors)[0]?.[0] ?? null);
    // Both are full page loads: the app starts again in the chosen organization.
    window.location.assign(result.data.kind === 'here' ? '/' : result.data.url);
  }

  async function makeDefault(id: number) {
    setError(null);
    const [{ makeDefaultOrganization }, { generalError }] = await loadActions();
    const result = await makeDefaultOrganization(id);
    if (!result.ok) return setError(generalError(result.errors) ?? null);
    window.location.reload();
  }

  const here = window.location.hostname;
  const items: SettingsItem[] = organizations.map((org) => ({
    label: org.domain === here ? org.name : `${org.name} (${org.domain})`,
    isChecked: org.id === current.id,
    onSelect: () => void choose(org.id),
  }));
  if (current.id !== defaultId) {
    items.push({ label: 'Make default organization', onSelect: () => void makeDefault(current.id) });
  }

  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
      <SettingsMenu
        label="Organization"
        items={items}
        trigger={
          <>
            <span className={css({ srOnly: true })}>Organization: </span>
            {/* The narrowest screens show the initials, drawn by CSS so the text stays the full name (read out). */}
            <span
              aria-hidden
              data-initials={initials(current.name)}
              className={css({ display: { base: 'inline', sm: 'none' }, _before: { content: 'attr(data-initials)' } })}
            />
            <span
              title={current.name}
              className={css({ truncate: true, maxW: '48', srOnly: { base: true, sm: false } })}
            >
              {shortName(current.name)}
            </span>
          </>
        }
      />
      {error ? (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
