import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../styled-system/css';
import { AccountCard } from '../features/account/account-card';
import { refreshIdentity } from '../features/account/mutations';
import { gateRedirect } from '../features/session/gate';
import { logOut } from '../features/session/mutations';
import { readMemberGate, useIdentity } from '../features/session/queries';
import { useIsOnline } from '../features/sync/queries';
import { Button } from '../ui/button';

export const Route = createFileRoute('/pending')({
  // Only for a member held by their membership; anyone else goes where the guards say.
  beforeLoad: async ({ location }) => {
    const gate = await readMemberGate();
    if (gate === null) throw redirect({ to: '/' });
    if (gate !== 'pending') throw redirect(gateRedirect(gate, location.href));
  },
  component: PendingPage,
});

function PendingPage() {
  const identity = useIdentity();
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const [isChecking, setChecking] = useState(false);
  const organization = identity?.organization?.name ?? 'this organization';
  const isRejected = identity?.membership_status === 'rejected';

  async function checkAgain() {
    setChecking(true);
    await refreshIdentity();
    setChecking(false);
    if ((await readMemberGate()) === null) await navigate({ to: '/' });
  }

  return (
    <AccountCard
      title={isRejected ? 'Membership not approved' : 'Membership pending'}
      description={
        isRejected
          ? `Your request to join ${organization} was not approved.`
          : `Your membership of ${organization} is awaiting approval. We will let you in as soon as it is accepted.`
      }
    >
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        {isRejected ? null : (
          <Button variant="outline" disabled={isChecking || !isOnline} onClick={() => void checkAgain()}>
            {isChecking ? 'Checking…' : 'Check again'}
          </Button>
        )}
        <Button
          onClick={async () => {
            await logOut();
            await navigate({ to: '/login', search: { next: '/' } });
          }}
        >
          Logout
        </Button>
      </div>
    </AccountCard>
  );
}
