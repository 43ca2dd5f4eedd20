import { describe, expect, it } from 'vitest';
import { compactSearch } from './browse-search';
import { visibleOrgTabs } from './org-tabs';

const org = {
  is_influencer: false,
  is_administrator: false,
  membership_status: null,
  donation_details: null,
} as const;
const donation = { name: 'Fund', description: 'Help', stripe_price_id: 'price_1' };

describe('visibleOrgTabs', () => {
  it('shows no tabs to visitors and non-members', () => {
    expect(visibleOrgTabs(org, false, true)).toEqual([]);
    expect(visibleOrgTabs({ ...org, membership_status: 'pending' }, true, true)).toEqual([]);
  });

  it('shows an influencer organization only Overview and AI Impact, to anyone', () => {
    expect(visibleOrgTabs({ ...org, is_influencer: true }, false, true)).toEqual(['overview', 'impact']);
  });

  it('gives members the tabs without Admin; Donate and Jobs follow their conditions', () => {
    const member = { ...org, membership_status: 'accepted' as const };
    expect(visibleOrgTabs(member, true, false)).toEqual([
      'overview',
      'people',
      'circles',
      'events',
      'resources',
      'posts',
      'impact',
    ]);
    expect(visibleOrgTabs({ ...member, donation_details: donation }, true, true)).toContain('donate');
    expect(visibleOrgTabs(member, true, true)).toContain('jobs');
  });

  it('adds Admin for administrators', () => {
    expect(visibleOrgTabs({ ...org, is_administrator: true }, true, false)).toContain('admin');
  });
});

describe('compactSearch', () => {
  it('leaves empty filters and page 1 out', () => {
    expect(compactSearch({ search: '', country: 'KE', page: 1 })).toEqual({ country: 'KE' });
    expect(compactSearch({ search: 'data', page: 2 })).toEqual({ search: 'data', page: 2 });
  });
});
