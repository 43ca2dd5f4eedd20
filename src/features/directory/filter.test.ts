import { describe, expect, it } from 'vitest';
import type { SearchItem } from '../../../contract';
import type { DirectoryItem } from '../../../sync/core/db';
import { filterDirectory } from './filter';

function item(id: number, overrides: Partial<SearchItem> = {}): DirectoryItem {
  const base: SearchItem = {
    id,
    type: 'user',
    name: `Person ${id}`,
    slug: `person-${id}`,
    image: null,
    description: '',
    reason: null,
    institution_name: null,
    country: null,
    professional_field: null,
    profile_completion_percent: 0,
    is_influencer: false,
    is_certified: false,
    followed: false,
    ...overrides,
  };
  return { ...base, key: `${base.type}:${id}`, seenAt: 0 };
}

describe('filterDirectory', () => {
  const rows = [
    item(1, { name: 'Zoe Data', country: 'PT', professional_field: 2 }),
    item(2, { name: 'Alan', description: 'Data engineer' }),
    item(3, { type: 'circle', name: 'Data Circle' }),
    item(4, { type: 'job', name: 'Data job' }),
  ];

  it('sorts by name without a search, never jobs under all', () => {
    expect(filterDirectory(rows, {}).map((row) => row.id)).toEqual([2, 3, 1]);
  });

  it('keeps the rows the search index matched, best first, within the tab', () => {
    const matches = new Map([
      ['user:1', 9],
      ['circle:3', 4],
      ['user:2', 6],
    ]);
    expect(filterDirectory(rows, {}, matches).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(filterDirectory(rows, { type: 'circle' }, matches).map((row) => row.id)).toEqual([3]);
  });

  it('keeps to the tab, country and professional fields', () => {
    expect(filterDirectory(rows, { type: 'circle' }).map((row) => row.id)).toEqual([3]);
    expect(filterDirectory(rows, { country: 'PT' }).map((row) => row.id)).toEqual([1]);
    expect(filterDirectory(rows, { professional_fields: '2,5' }).map((row) => row.id)).toEqual([1]);
  });
});
