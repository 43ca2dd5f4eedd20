import { createFileRoute, Link } from '@tanstack/react-router';
import { ACCOUNT_MESSAGES } from '../../contract';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { AccountCard } from '../features/account/account-card';

export const Route = createFileRoute('/verify-email/')({ component: InvalidVerification });

/** /verify-email without a key (spec part 1 section 4: invalid request). */
function InvalidVerification() {
  return (
    <AccountCard title={ACCOUNT_MESSAGES.invalidRequest}>
      <p>This verification link is incomplete. Open the link from your email again.</p>
      <Link to="/" className={cx(button(), css({ alignSelf: 'flex-start' }))}>
        Go to Home
      </Link>
    </AccountCard>
  );
}
