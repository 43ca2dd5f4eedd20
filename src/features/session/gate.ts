/**
 * The member layout's guards (spec part 1 section 2), as one pure decision so that route
 * guards, the login page and the code page all send a person to the same place.
 */
import type { CompletionStep, Identity } from '../../../contract';

/** Where someone must go before member pages, or null when they may pass. */
export type MemberGate = 'login' | 'signup' | 'verify-otp' | 'pending' | 'registration' | null;

/**
 * Member-layout pages a visitor may see too (spec part 2 section 6: visitors browse jobs).
 * Only the login gate opens for them: a signed-in member still passes every other gate.
 */
const VISITOR_PAGES: ReadonlySet<string> = new Set(['/jobs', '/jobs/']);
export const isVisitorPage = (pathname: string) => VISITOR_PAGES.has(pathname);

/** The parts of the identity the guards look at. */
export type GateIdentity = Pick<Identity, 'is_trial_user' | 'is_verified' | 'membership_status'>;

export function memberGate(hasSession: boolean, identity: GateIdentity | undefined): MemberGate {
  if (!hasSession) return 'login';
  // A session whose identity is not stored yet: let the page render; the worker fills it in.
  if (!identity) return null;
  if (identity.is_trial_user) return 'signup';
  if (!identity.is_verified) return 'verify-otp';
  if (identity.membership_status !== 'accepted') return 'pending';
  return null;
}

/**
 * After the guards above let a member pass: the profile-completion step chosen for them
 * (contract completionStep). A profile not stored yet (first sync running) does not block.
 */
export function registrationGate(step: CompletionStep | undefined): MemberGate {
  return step === undefined || step === 'none' ? null : 'registration';
}

export interface GateRedirect {
  to: '/login' | '/signup' | '/verify-otp' | '/pending' | '/registration';
  search: { next: string } | Record<string, never>;
}

/** The redirect for a gate, carrying `next` where the page takes it. */
export function gateRedirect(gate: Exclude<MemberGate, null>, next: string): GateRedirect {
  if (gate === 'pending') return { to: '/pending', search: {} };
  return { to: `/${gate}`, search: { next } };
}
