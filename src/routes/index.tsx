import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { VisitorLanding } from '../features/home/components/visitor-landing';
import { readRegistrationGate } from '../features/registration/queries';
import { gateRedirect } from '../features/session/gate';
import { readMemberGate, useIsLoggedIn } from '../features/session/queries';
import { useTenant } from '../tenant/use-tenant';

// The member dashboard and the registration watch are their own chunks: visitors (the /
// budget) never load them.
const MemberHome = lazy(() =>
  import('../features/home/components/member-home').then((module) => ({ default: module.MemberHome })),
);
const RegistrationWatch = lazy(() =>
  import('../features/registration/registration-watch').then((module) => ({ default: module.RegistrationWatch })),
);

export const Route = createFileRoute('/')({
  // Visitors get the landing page; members pass the member guards first (spec part 1 section 2).
  beforeLoad: async () => {
    const gate = await readMemberGate();
    if (gate && gate !== 'login') throw redirect(gateRedirect(gate, '/'));
    const registration = gate === null ? await readRegistrationGate() : null;
    if (registration) throw redirect(gateRedirect(registration, '/'));
  },
  component: Home,
});

function Home() {
  const tenant = useTenant();
  const isLoggedIn = useIsLoggedIn();
  if (isLoggedIn) {
    return (
      <Suspense fallback={null}>
        <RegistrationWatch />
        <MemberHome />
      </Suspense>
    );
  }
  return <VisitorLanding tenant={tenant} />;
}
