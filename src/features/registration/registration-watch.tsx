/**
 * Watches the member's own profile on member pages: when it says the registration is not
 * completed (it may arrive after the page opened, with the first sync) the member goes to
 * /registration; when it is completed but career information is missing, the missing-info
 * dialog opens. The dialog is loaded only then, so it stays out of the first route's bundle.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { missingInformation, rulesContextOf } from '../../../contract/profile-state';
import { useMeta } from '../../db/use-meta';
import { useTenant } from '../../tenant/use-tenant';
import { registrationGate } from '../session/gate';
import { kickSync } from '../sync/sync-client';
import { completionStepOf } from './queries';

const MissingInfoDialog = lazy(() =>
  import('./missing-info-dialog').then((module) => ({ default: module.MissingInfoDialog })),
);

export function RegistrationWatch() {
  // The meta row itself, not the profile feature's hooks: those bring its writes along.
  const profile = useMeta('profile');
  const tenant = useTenant();
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  // While the router moves to /registration this component may still be mounted: never chain.
  const isThere = location.pathname === '/registration';
  const href = location.href;
  const [isDismissed, setDismissed] = useState(false);
  const step = completionStepOf(profile, tenant);
  const mustRegister = registrationGate(step) !== null && !isThere;

  // No profile yet (a member who just verified does not sync until the next round): ask now.
  const isMissing = profile === undefined;
  useEffect(() => {
    if (isMissing) kickSync();
  }, [isMissing]);

  useEffect(() => {
    if (mustRegister) void navigate({ to: '/registration', search: { next: href }, replace: true });
  }, [mustRegister, href, navigate]);

  if (!profile || step !== 'none' || isDismissed) return null;
  const missing = missingInformation(profile, rulesContextOf(tenant));
  if (missing.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MissingInfoDialog profile={profile} missing={missing} tenant={tenant} onClose={() => setDismissed(true)} />
    </Suspense>
  );
}
