import { describe, expect, it } from 'vitest';
import {
  canJoin,
  isFull,
  joinBlock,
  joinButtonLabel,
  LIFECYCLE_LABELS,
  lifecycleOf,
  membershipBadge,
} from './group-rules';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 21, 12);
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

const circle = {
  group_type: 'circle' as const,
  publicity: 'open' as const,
  price: null,
  is_paid: false,
  extra_info: { is_external: false, external_link: null, questions: [] },
  membership_status: null,
  application_open_date: at(-10),
  application_close_date: at(20),
  start_date: at(30),
  end_date: at(120),
};

describe('the circle lifecycle', () => {
  it('walks from Opening Soon to Archived as time passes', () => {
    expect(lifecycleOf(circle, NOW - 11 * DAY)).toBe('application_opening_soon');
    expect(lifecycleOf(circle, NOW)).toBe('application_open');
    expect(lifecycleOf(circle, NOW + 25 * DAY)).toBe('application_closed');
    expect(lifecycleOf(circle, NOW + 60 * DAY)).toBe('running');
    expect(lifecycleOf(circle, NOW + 130 * DAY)).toBe('closed');
    expect(lifecycleOf(circle, NOW + 211 * DAY)).toBe('archived');
  });

  it('is archived only more than 90 days after the end', () => {
    expect(lifecycleOf(circle, NOW + 210 * DAY)).toBe('closed');
    expect(lifecycleOf(circle, NOW + 210 * DAY + 1)).toBe('archived');
  });

  it('displays the spec labels', () => {
    expect(LIFECYCLE_LABELS.application_open).toBe('Registration Open');
    expect(LIFECYCLE_LABELS.application_opening_soon).toBe('Opening Soon');
    expect(LIFECYCLE_LABELS.application_closed).toBe('Closed');
  });

  it('has no stage without dates', () => {
    const undated = { application_open_date: null, application_close_date: null, start_date: null, end_date: null };
    expect(lifecycleOf(undated, NOW)).toBeNull();
  });
});

describe('when Join is offered', () => {
  it('is offered in an open window to a non-member', () => {
    expect(canJoin(circle, NOW)).toBe(true);
  });

  it('is hidden before the window, after it, after the end, when closed to the public, or priced', () => {
    expect(joinBlock(circle, NOW - 11 * DAY)).toBe('application_closed');
    expect(joinBlock(circle, NOW + 25 * DAY)).toBe('application_closed');
    expect(joinBlock(circle, NOW + 121 * DAY)).toBe('ended');
    expect(joinBlock({ ...circle, publicity: 'closed' }, NOW)).toBe('not_open_publicity');
    expect(joinBlock({ ...circle, is_paid: true, price: 49 }, NOW)).toBe('paid');
  });

  it('is hidden for accepted and pending members, and offered again after a rejection even when closed', () => {
    expect(joinBlock({ ...circle, membership_status: 'accepted' }, NOW)).toBe('member');
    expect(joinBlock({ ...circle, membership_status: 'pending' }, NOW)).toBe('member');
    expect(joinBlock({ ...circle, membership_status: 'rejected' }, NOW + 25 * DAY)).toBeNull();
  });

  it('is never offered on an external event', () => {
    const external = {
      ...circle,
      group_type: 'event' as const,
      extra_info: { ...circle.extra_info, is_external: true },
    };
    expect(joinBlock(external, NOW)).toBe('external');
  });

  it('counts a group full at its maximum, or at 1000 without one', () => {
    expect(isFull({ maximum_size: 3, total_members: 3 })).toBe(true);
    expect(isFull({ maximum_size: null, total_members: 999 })).toBe(false);
    expect(isFull({ maximum_size: null, total_members: 1000 })).toBe(true);
  });
});

describe('labels', () => {
  it('says Register / Registration Submitted for events and Join / Applied to join otherwise', () => {
    expect(joinButtonLabel('event', null)).toBe('Register');
    expect(joinButtonLabel('event', 'pending')).toBe('Registration Submitted');
    expect(joinButtonLabel('circle', null)).toBe('Join');
    expect(joinButtonLabel('organization', 'pending')).toBe('Applied to join');
  });

  it('badges circle members as accepted for training or requested', () => {
    expect(membershipBadge('circle', 'accepted')).toBe('Accepted for Training');
    expect(membershipBadge('circle', 'pending')).toBe('Requested');
    expect(membershipBadge('circle', null)).toBeNull();
  });
});
