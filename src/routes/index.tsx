import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { readRegistrationGate } from '../features/registration/queries';
import { RegistrationWatch } from '../features/registration/registration-watch';
import { gateRedirect } from '../features/session/gate';
import { readMemberGate, useIsLoggedIn } from '../features/session/queries';
import { useTenant } from '../tenant/use-tenant';
import { VisitorLanding } from './-components/visitor-landing';

// The member dashboard is its own chunk: visitors (the / budget) never load it.
const MemberHome = lazy(() =>
  import('./-components/home/member-home').then((module) => ({ default: module.MemberHome })),
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
      <>
        <RegistrationWatch />
        <Suspense fallback={null}>
          <MemberHome />
        </Suspense>
      </>
    );
  }
  return <VisitorLanding tenant={tenant} />;
}
