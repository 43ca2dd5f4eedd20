/**
 * /membership and /pricing (spec part 1 sections 2 and 4): the active membership panel with
 * 'Other plans', or the plan chooser alone. Everything renders from Dexie, so it reads offline;
 * the actions need the network.
 */
import { MESSAGES } from '../../../contract/messages';
import { css } from '../../../styled-system/css';
import { useTenant } from '../../tenant/use-tenant';
import { useIdentity, useIsLoggedIn } from '../session/queries';
import { useIsOnline } from '../sync/queries';
import { ActivePanel } from './active-panel';
import { useMemberPlanState, usePlans, useSubscriptionDetail } from './data';
import { PlanChooser } from './plan-chooser';
import { ReasonDialog } from './reason-dialog';
import { useMembershipActions } from './use-membership-actions';

/** While no plans are stored: loading, or why they could not be fetched. */
function plansNote(fetched: 'ready' | 'offline' | 'failed' | null): string {
  if (fetched === 'offline') return `${MESSAGES.youAreOffline}: the plans will show once you are back online.`;
  if (fetched === 'failed') return 'The plans could not be loaded. Try again later.';
  return 'Loading plans…';
}

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const titleStyle = css({ fontSize: '2xl', fontWeight: 'bold' });

export function MembershipScreen({ title }: { title: string }) {
  const { plans, fetched } = usePlans();
  const detail = useSubscriptionDetail();
  const identity = useIdentity();
  const isLoggedIn = useIsLoggedIn();
  const tenant = useTenant();
  const isOnline = useIsOnline();
  const member = useMemberPlanState(detail);
  const actions = useMembershipActions(member?.hasSubscription ?? false);

  if (plans === undefined || isLoggedIn === undefined || (isLoggedIn && !identity)) {
    return (
      <div className={pageStyle}>
        <h1 className={titleStyle}>{title}</h1>
        <p role="status">{plansNote(fetched)}</p>
      </div>
    );
  }
  const showPanel = Boolean(isLoggedIn && detail && member?.hasSubscription);
  const subscription = identity?.user_subscription;
  const canDownloadCard = Boolean(subscription?.can_create_membership_card && tenant?.flags.star);
  return (
    <div className={pageStyle}>
      <h1 className={titleStyle}>{title}</h1>
      {showPanel && detail ? (
        <ActivePanel
          detail={detail}
          isPending={subscription?.payment_status === 'pending'}
          canDownloadCard={canDownloadCard}
          isOnline={isOnline}
          actions={actions}
        />
      ) : null}
      {plans.data.length === 0 ? (
        <p>No membership plans are offered yet.</p>
      ) : (
        <PlanChooser
          key={member?.interval ?? 'none'}
          plans={plans}
          member={isLoggedIn ? member : null}
          isOnline={isOnline}
          actions={isLoggedIn ? actions : null}
          heading={showPanel ? 'Other plans' : 'Choose your plan'}
        />
      )}
      {isLoggedIn ? <ReasonDialog dialog={actions.reasonDialog} isOnline={isOnline} /> : null}
    </div>
  );
}
