/**
 * The signed-in member's settings menu (spec part 1 section 2, top bar): Verify OTP while
 * unverified, Portal Preferences, Account and Logout. The dialog behind it loads on first use.
 */
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useMeta } from '../db/use-meta';
import { logOut } from '../features/session/mutations';
import { useIdentity } from '../features/session/queries';
import { type SettingsItem, SettingsMenu } from './settings-menu';

// Ark's dialog and radio group load only when the member opens Portal Preferences.
const PreferencesDialog = lazy(() =>
  import('../features/account/preferences-dialog').then((module) => ({ default: module.PreferencesDialog })),
);

export function MemberMenu() {
  const identity = useIdentity();
  const navigate = useNavigate();
  const plans = useMeta('plans');
  // Mounted on first open, then kept so that closing can animate and reopening is instant.
  const [preferences, setPreferences] = useState<{ isOpen: boolean } | null>(null);

  const items: SettingsItem[] = [];
  if (identity && !identity.is_verified) items.push({ label: 'Verify OTP', to: '/verify-otp' });
  items.push({ label: 'Portal Preferences', onSelect: () => setPreferences({ isOpen: true }) });
  // Membership only when the tenant offers plans (spec part 1 section 2, settings menu).
  if (plans && plans.data.length > 0) {
    items.push({ label: 'Membership', onSelect: () => void navigate({ to: '/membership' }) });
  }
  items.push({ label: 'Account', to: '/change-password' });
  // Trial users get no logout (spec part 1 section 2).
  if (!identity?.is_trial_user) {
    items.push({
      label: 'Logout',
      onSelect: async () => {
        await logOut();
        await navigate({ to: '/login', search: { next: '/' } });
      },
    });
  }

  return (
    <>
      <SettingsMenu items={items} />
      {preferences ? (
        <Suspense fallback={null}>
          <PreferencesDialog
            open={preferences.isOpen}
            onOpenChange={(isOpen) => setPreferences({ isOpen })}
            preferences={identity?.preferences}
          />
        </Suspense>
      ) : null}
    </>
  );
}
