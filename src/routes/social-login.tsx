import { createFileRoute } from '@tanstack/react-router';
import { RedeemCode } from '../features/social/redeem-code';

/** SOCIAL_LOGIN_PAGE: the social provider's round trip ended; spend its code here. */
export const Route = createFileRoute('/social-login')({ component: () => <RedeemCode kind="social" /> });
