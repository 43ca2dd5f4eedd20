import { describe, expect, it } from 'vitest';
import { ADMIN_MEMBERS_PAGE_SIZE, ADMIN_MEMBERS_ROWS_OPTIONS, MEMBER_TABS } from '../../../contract';
import { ADMIN_DEFAULT_ROWS, ADMIN_MEMBER_TABS, ADMIN_ROWS_OPTIONS, readMembersSearch } from './members-search';

describe('readMembersSearch', () => {
  it('keeps a known status, a page past the first and any q (numbers as text)', () => {
    expect(readMembersSearch({ status: 'pending', page: 3, q: 'an' })).toEqual({ status: 'pending', page: 3, q: 'an' });
    expect(readMembersSearch({ q: 12 })).toEqual({ q: '12' });
  });

  it('has the contract member tabs and rows options', () => {
    expect([...ADMIN_MEMBER_TABS]).toEqual([...MEMBER_TABS]);
    expect([...ADMIN_ROWS_OPTIONS]).toEqual([...ADMIN_MEMBERS_ROWS_OPTIONS]);
    expect(ADMIN_DEFAULT_ROWS).toBe(ADMIN_MEMBERS_PAGE_SIZE);
  });

  it('keeps the filters as the router reads them', () => {
    expect(
      readMembersSearch({
        country: 'GB',
        professional_fields: '2,5',
        department: 3,
        uni_batch: '2046',
        shouldBrowseAll: true,
        page_size: 5,
      }),
    ).toEqual({
      country: 'GB',
      professional_fields: '2,5',
      department: '3',
      uni_batch: '2046',
      shouldBrowseAll: true,
      page_size: 5,
    });
    expect(readMembersSearch({ professional_fields: 4, shouldBrowseAll: 'true', page_size: '500' })).toEqual({
      professional_fields: '4',
      shouldBrowseAll: true,
      page_size: 500,
    });
  });

  it('writes the system agents’ params back untouched', () => {
    expect(readMembersSearch({ is_audit: true, aiUserClass: 'mentor' })).toEqual({
      is_audit: true,
      aiUserClass: 'mentor',
    });
    expect(readMembersSearch({ is_audit: 0, aiUserClass: { a: 1 } })).toEqual({ is_audit: 0 });
  });

  it('drops what it does not know', () => {
    expect(readMembersSearch({ status: 'banned', page: 'x', q: '' })).toEqual({});
    expect(readMembersSearch({ page: 1 })).toEqual({});
    expect(readMembersSearch({ page: -2, q: { a: 1 } })).toEqual({});
    expect(
      readMembersSearch({
        country: 'gb',
        professional_fields: '1,x',
        department: '',
        shouldBrowseAll: false,
        page_size: 50,
      }),
    ).toEqual({});
    expect(readMembersSearch({ country: 'Kenya', page_size: 7, shouldBrowseAll: 'yes' })).toEqual({});
  });
});
