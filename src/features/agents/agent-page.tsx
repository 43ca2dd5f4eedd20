/**
 * /careergps/{slug}: the agent's name and description, then its wizard (or why it cannot be
 * used: premium agents need a signed-in member with premium agents), and staff's tools.
 */
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AGENT_MESSAGES } from '../../../contract/agents';
import { MESSAGES } from '../../../contract/messages';
import { css } from '../../../styled-system/css';
import { useOwnProfile } from '../profile/queries';
import { useIdentity, useIsLoggedIn } from '../session/queries';
import { useAgent, useWizardDraft } from './queries';
import { BlockNotice } from './wizard/notices';
import { Wizard } from './wizard/wizard';

const StaffTools = lazy(() => import('./staff/staff-tools').then((module) => ({ default: module.StaffTools })));
const AskAnythingLauncher = lazy(() =>
  import('../ama/ask-anything-slot').then((module) => ({ default: module.AskAnythingLauncher })),
);

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl', w: 'full', mx: 'auto' });
const noteStyle = css({ py: '8', textAlign: 'center', color: 'fg.muted' });

export function AgentPage({ slug }: { slug: string }) {
  const { agent, status } = useAgent(slug);
  const isLoggedIn = useIsLoggedIn();
  const identity = useIdentity();
  const profile = useOwnProfile();
  const draft = useWizardDraft(slug);

  if (!agent) {
    if (status === 'missing')
      return (
        <section className={pageStyle}>
          <p role="alert">{AGENT_MESSAGES.notFound}</p>
          <Link to="/careergps" className={css({ color: 'brand.solid' })}>
            Back to CareerGPS
          </Link>
        </section>
      );
    return (
      <section className={pageStyle}>
        {status === 'offline' ? (
          <p role="status" className={noteStyle}>
            {MESSAGES.youAreOffline}
          </p>
        ) : (
          <p aria-busy="true" className={noteStyle}>
            Loading…
          </p>
        )}
      </section>
    );
  }
  const isSignedIn = isLoggedIn === true;
  const isStaff = isSignedIn && identity?.is_staff === true;
  const canUsePremium = isStaff || identity?.user_subscription.can_use_premium_agents === true;
  const completion = isSignedIn ? (profile?.completion_percent ?? identity?.profile.completion_percent ?? null) : null;
  return (
    <section className={pageStyle}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' })}>
        <div className={css({ flex: '1', minW: '0' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{agent.name}</h1>
          <p className={css({ color: 'fg.muted' })}>{agent.description}</p>
        </div>
        {isSignedIn && agent.can_chat ? (
          <Suspense fallback={null}>
            <AskAnythingLauncher agent={agent.slug} />
          </Suspense>
        ) : null}
      </header>
      {isStaff ? (
        <Suspense fallback={null}>
          <StaffTools slug={slug} steps={agent.steps} />
        </Suspense>
      ) : null}
      {isLoggedIn === undefined || draft === undefined ? (
        <p aria-busy="true" className={noteStyle}>
          Loading…
        </p>
      ) : agent.is_premium && !isSignedIn ? (
        <BlockNotice slug={slug} block="sign_in" message={AGENT_MESSAGES.signInForPremium} />
      ) : agent.is_premium && !canUsePremium ? (
        <BlockNotice slug={slug} block="premium" message={AGENT_MESSAGES.premiumOnly} />
      ) : (
        <Wizard
          key={`${slug}:${isSignedIn}`}
          agent={agent}
          isSignedIn={isSignedIn}
          draft={draft}
          completion={completion}
        />
      )}
    </section>
  );
}
