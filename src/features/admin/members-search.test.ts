import { describe, expect, it } from 'vitest';
import { MEMBER_TABS } from '../../../contract';
import { ADMIN_MEMBER_TABS, readMembersSearch } from './members-search';

describe('readMembersSearch', () => {
  it('keeps a known status, a page past the first and any q (numbers as text)', () => {
    expect(readMembersSearch({ status: 'pending', page: 3, q: 'an' })).toEqual({ status: 'pending', page: 3, q: 'an' });
    expect(readMembersSearch({ q: 12 })).toEqual({ q: '12' });
  });

  it('has the contract member tabs', () => {
    expect([...ADMIN_MEMBER_TABS]).toEqual([...MEMBER_TABS]);
  });

  it('drops what it does not know', () => {
    expect(readMembersSearch({ status: 'banned', page: 'x', q: '' })).toEqual({});
    expect(readMembersSearch({ page: 1 })).toEqual({});
    expect(readMembersSearch({ page: -2, q: { a: 1 } })).toEqual({});
  });
});
