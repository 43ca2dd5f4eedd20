/**
 * /invitation/{invitationId} (part 2 section 2, Invitation): the invitee sees what they are
 * invited to with Accept and Reject, and the group's card below. Anonymous visitors log in
 * first and come back here.
 */
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { GROUP_MESSAGES, type Group, type InvitationResult, MESSAGES } from '../../contract';
import { css } from '../../styled-system/css';
import { type OnlineRead, useInvitation } from '../features/groups/admin-queries';
import { firstError, groupPath, refreshQuietly } from '../features/groups/components/admin/shared';
import { GroupCard } from '../features/groups/components/group-card';
import { hasSession } from '../features/session/queries';
import { callOnline } from '../features/sync/online';
import { useIsOnline } from '../features/sync/queries';
import { Button } from '../ui/button';
import { notify } from '../ui/notify';

export const Route = createFileRoute('/invitation/$invitationId')({
  beforeLoad: async ({ location }) => {
    if (!(await hasSession())) throw redirect({ to: '/login', search: { next: location.href } });
  },
  component: InvitationPage,
});

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; invitation: InvitationResult };

const pageStyle = css({ maxW: '3xl', mx: 'auto', p: '4', display: 'flex', flexDirection: 'column', gap: '4' });
const bannerStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  p: '4',
  borderRadius: 'lg',
  bg: 'brand.subtle',
});

function nounOf(invitation: InvitationResult): string {
  if (invitation.type === 'job') return 'job';
  const kind = invitation.results.group_type;
  return kind === 'circle' || kind === 'event' ? kind : 'group';
}

/** What the page shows: the stored invitation if any, else why there is none. */
function stateOf(read: OnlineRead<InvitationResult>): State {
  if (read.data) return { kind: 'ready', invitation: read.data };
  if (read.status === 'offline') return { kind: 'failed', message: MESSAGES.youAreOffline };
  if (read.status !== 'failed') return { kind: 'loading' };
  const message = firstError(read.errors, '');
  if (message === 'Not found.' || message === '') return { kind: 'missing' };
  return { kind: 'failed', message };
}

function InvitationPage() {
  const { invitationId } = Route.useParams();
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const state = stateOf(useInvitation(invitationId));
  const [isBusy, setBusy] = useState(false);

  async function respond(action: 'accept' | 'reject', group: Group) {
    setBusy(true);
    const result = await callOnline('respondToInvitation', { invitationId, action });
    setBusy(false);
    if (!result.ok) {
      return notify({ type: 'error', title: firstError(result.errors, MESSAGES.couldNotComplete) });
    }
    notify({ type: 'success', title: GROUP_MESSAGES.invitationDone(action) });
    const target = result.data.results;
    await refreshQuietly(target.name_slug);
    await navigate({ href: groupPath(target ?? group), replace: true });
  }

  if (state.kind === 'loading') return <p className={pageStyle}>Loading invitation…</p>;
  if (state.kind === 'missing') {
    return (
      <main className={pageStyle}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>Invitation</h1>
        <p>{GROUP_MESSAGES.invitationNotFound}</p>
      </main>
    );
  }
  if (state.kind === 'failed') {
    return (
      <main className={pageStyle}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>Invitation</h1>
        <p role="alert">{state.message}</p>
      </main>
    );
  }
  const { invitation } = state;
  const group = invitation.results;
  const isPending = invitation.status === 'pending';
  return (
    <main className={pageStyle}>
      <div className={bannerStyle}>
        <div>
          <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            You are invited to join this {nounOf(invitation)}
          </h1>
          {invitation.invited_by ? <p>Invited by {invitation.invited_by}</p> : null}
        </div>
        {isPending ? (
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button disabled={isBusy || !isOnline} onClick={() => void respond('accept', group)}>
              Accept
            </Button>
            <Button variant="outline" disabled={isBusy || !isOnline} onClick={() => void respond('reject', group)}>
              Reject
            </Button>
          </div>
        ) : (
          <p>
            {GROUP_MESSAGES.invitationAnswered} ({invitation.status === 'accepted' ? 'Accepted' : 'Rejected'})
          </p>
        )}
      </div>
      {isOnline ? null : <p>{MESSAGES.youAreOffline}</p>}
      {group.group_type === 'circle' || group.group_type === 'event' ? (
        <ul className={css({ listStyle: 'none', p: '0', maxW: 'sm' })}>
          <GroupCard group={group} now={Date.now()} />
        </ul>
      ) : (
        <section className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4' })}>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            <a href={groupPath(group)}>{group.name}</a>
          </h2>
          <p>{group.description}</p>
        </section>
      )}
    </main>
  );
}
