import { createFileRoute } from '@tanstack/react-router';
import { RedeemCode } from '../features/social/redeem-code';

/** HANDOFF_PAGE: another portal of this member switched to an organization here. */
export const Route = createFileRoute('/handoff')({ component: () => <RedeemCode kind="handoff" /> });
