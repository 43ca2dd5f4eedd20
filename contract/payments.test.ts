/** The payment rules of the contract: plan change actions and blocks, discounts, prices, tier rights. */
import { describe, expect, it } from 'vitest';
import {
  byTier,
  circleDiscount,
  discountedCents,
  formatPercent,
  formatPrice,
  membershipAction,
  needsReason,
  PAYMENT_MESSAGES,
  planChangeBlock,
  type SubscriptionPlan,
  tierRights,
  totalDiscount,
} from './payments';

describe('membershipAction', () => {
  it('compares tiers first, then the interval', () => {
    expect(membershipAction(2, 'month', { tier: 1, interval: 'year' })).toBe('Upgrade');
    expect(membershipAction(1, 'year', { tier: 2, interval: 'month' })).toBe('Downgrade');
    expect(membershipAction(2, 'year', { tier: 2, interval: 'month' })).toBe('Switch');
    expect(membershipAction(2, 'month', { tier: 2, interval: 'month' })).toBe('Continue');
    // No current interval (free or institutional without one): the same tier is Continue.
    expect(membershipAction(0, 'month', { tier: 0, interval: null })).toBe('Continue');
    expect(membershipAction(1, 'month', { tier: 0, interval: null })).toBe('Upgrade');
  });
});

describe('planChangeBlock', () => {
  const plain = { is_institutional_membership: false, payment_status: null };
  it('a pending payment blocks every change', () => {
    for (const action of ['Upgrade', 'Downgrade', 'Switch', 'Continue'] as const) {
      expect(planChangeBlock(action, { ...plain, payment_status: 'pending' })).toBe(
        PAYMENT_MESSAGES.paymentPendingNoChange,
      );
    }
  });
  it('institutional members cannot downgrade or switch, but can upgrade', () => {
    const institutional = { ...plain, is_institutional_membership: true };
    expect(planChangeBlock('Downgrade', institutional)).toBe(PAYMENT_MESSAGES.institutionalNoChange);
    expect(planChangeBlock('Switch', institutional)).toBe(PAYMENT_MESSAGES.institutionalNoChange);
    expect(planChangeBlock('Upgrade', institutional)).toBeNull();
    expect(planChangeBlock('Downgrade', plain)).toBeNull();
  });
});

describe('needsReason', () => {
  it('asks a reason to cancel or downgrade only', () => {
    expect(needsReason('Cancel')).toBe(true);
    expect(needsReason('Downgrade')).toBe(true);
    expect(needsReason('Upgrade')).toBe(false);
    expect(needsReason('Switch')).toBe(false);
    expect(needsReason('Continue')).toBe(false);
  });
});

describe('discounts', () => {
  it('circleDiscount: own discount, else the member’s, else 100; clamped; 0 for other groups', () => {
    expect(circleDiscount({ group_type: 'circle', discount: 10 }, 20)).toBe(10);
    expect(circleDiscount({ group_type: 'circle', discount: null }, 20)).toBe(20);
    expect(circleDiscount({ group_type: 'circle', discount: null }, null)).toBe(100);
    expect(circleDiscount({ group_type: 'circle', discount: 0 }, null)).toBe(0);
    expect(circleDiscount({ group_type: 'circle', discount: 150 }, null)).toBe(100);
    expect(circleDiscount({ group_type: 'circle', discount: -5 }, null)).toBe(0);
    expect(circleDiscount({ group_type: 'event', discount: 50 }, 20)).toBe(0);
  });
  it('totalDiscount sums and caps at 100; discountedCents rounds to a cent', () => {
    expect(totalDiscount([])).toBe(0);
    expect(totalDiscount([20, 10])).toBe(30);
    expect(totalDiscount([80, 100])).toBe(100);
    expect(totalDiscount([-10, 20])).toBe(20);
    expect(discountedCents(900, 20)).toBe(720);
    expect(discountedCents(1900, 10)).toBe(1710);
    expect(discountedCents(999, 33.33)).toBe(666);
    expect(discountedCents(900, 100)).toBe(0);
    expect(discountedCents(900, 120)).toBe(0);
  });
});

describe('formatting', () => {
  it('formatPrice shows whole dollars bare and cents to two places', () => {
    expect(formatPrice(900, 'month')).toBe('$9 / month');
    expect(formatPrice(19000, 'year')).toBe('$190 / year');
    expect(formatPrice(720, 'month')).toBe('$7.20 / month');
    expect(formatPrice(2500)).toBe('$25');
    expect(formatPrice(0, null)).toBe('$0');
  });
  it('formatPercent keeps two decimals', () => {
    expect(formatPercent(20)).toBe('20.00%');
    expect(formatPercent(12.345)).toBe('12.35%');
  });
});

describe('tierRights', () => {
  it('grants by tier', () => {
    expect(tierRights(0)).toEqual({
      use_ama: false,
      one_to_one_chat: false,
      can_use_premium_agents: false,
      can_create_membership_card: false,
      circle_discount_percent: 0,
    });
    expect(tierRights(1)).toMatchObject({ use_ama: true, one_to_one_chat: true, can_use_premium_agents: false });
    expect(tierRights(2)).toMatchObject({ can_use_premium_agents: true, can_create_membership_card: true });
    expect(tierRights(2).circle_discount_percent).toBe(10);
    expect(tierRights(3).circle_discount_percent).toBe(20);
    expect(tierRights(7).circle_discount_percent).toBe(0);
  });
  it('byTier sorts plans by tier', () => {
    const plan = (id: number, tier: number): SubscriptionPlan => ({
      id,
      name: `P${id}`,
      description: '',
      subscription_tier: tier,
      included_features: [],
      excluded_features: [],
      prices: [],
    });
    expect(byTier([plan(1, 3), plan(2, 0), plan(3, 1)]).map((p) => p.id)).toEqual([2, 3, 1]);
  });
});
