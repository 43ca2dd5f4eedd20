import { describe, expect, it } from 'vitest';
import { type GateIdentity, gateRedirect, isVisitorPage, memberGate, registrationGate } from './gate';

function identity(overrides: Partial<GateIdentity> = {}): GateIdentity {
  return { is_trial_user: false, is_verified: true, membership_status: 'accepted', ...overrides };
}

describe('memberGate (spec part 1 section 2, layout guards)', () => {
  it('sends a visitor to login, a trial user to signup, the unverified to the code page', () => {
    expect(memberGate(false, undefined)).toBe('login');
    expect(memberGate(true, identity({ is_trial_user: true, is_verified: false }))).toBe('signup');
    expect(memberGate(true, identity({ is_verified: false, membership_status: 'pending' }))).toBe('verify-otp');
  });

  it('holds a verified member whose membership is not accepted at /pending', () => {
    expect(memberGate(true, identity({ membership_status: 'pending' }))).toBe('pending');
    expect(memberGate(true, identity({ membership_status: 'rejected' }))).toBe('pending');
    expect(memberGate(true, identity({ membership_status: null }))).toBe('pending');
  });

  it('lets an accepted, verified member through, and a session whose identity is still loading', () => {
    expect(memberGate(true, identity())).toBeNull();
    expect(memberGate(true, undefined)).toBeNull();
  });

  it('carries next to every page but /pending', () => {
    expect(gateRedirect('verify-otp', '/jobs')).toEqual({ to: '/verify-otp', search: { next: '/jobs' } });
    expect(gateRedirect('pending', '/jobs')).toEqual({ to: '/pending', search: {} });
  });

  it('sends a member whose registration is not done to /registration, with next; a missing profile passes', () => {
    expect(registrationGate('basic')).toBe('registration');
    expect(registrationGate('all')).toBe('registration');
    expect(registrationGate('advanced')).toBe('registration');
    expect(registrationGate('none')).toBeNull();
    expect(registrationGate(undefined)).toBeNull();
    expect(gateRedirect('registration', '/jobs')).toEqual({ to: '/registration', search: { next: '/jobs' } });
  });
});

describe('visitor pages', () => {
  it('opens only the job board to visitors', () => {
    expect(isVisitorPage('/jobs')).toBe(true);
    expect(isVisitorPage('/jobs/')).toBe(true);
    expect(isVisitorPage('/connect')).toBe(false);
    expect(isVisitorPage('/favorites')).toBe(false);
  });
});
