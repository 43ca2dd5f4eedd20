import { describe, expect, it } from 'vitest';
import type { SearchItem } from '../../../contract';
import { makeSearchItem } from '../../../sync/testing/profile-data';
import { groupResults, mergeResults, type SearchResult, sectionOf } from './search-sections';

const result = (kind: SearchResult['kind'], slug: string, sub = ''): SearchResult => ({
  kind,
  slug,
  sub,
  title: slug,
  detail: '',
});

const item = (type: SearchItem['type'], slug: string, name = slug): SearchItem =>
  makeSearchItem(slug.length, { type, slug, name, institution_name: type === 'user' ? 'Lakeside University' : null });

describe('sectionOf', () => {
  it('places a group by its type, an institution with the organizations', () => {
    expect(sectionOf(result('group', 'a', 'circle'))).toBe('circle');
    expect(sectionOf(result('group', 'b', 'event'))).toBe('event');
    expect(sectionOf(result('group', 'c', 'organization'))).toBe('organization');
    expect(sectionOf(result('group', 'd', 'institution'))).toBe('organization');
    expect(sectionOf(result('prompt', 'e'))).toBe('prompt');
  });
});

describe('mergeResults', () => {
  it("keeps the device's results first and adds only the server's it does not have", () => {
    const device = [result('person', 'ada-1', 'user'), result('job', 'product-analyst')];
    const server = [item('user', 'grace-2', 'Grace Hopper'), item('user', 'ada-1'), item('circle', 'data-circle')];
    expect(mergeResults(device, server)).toEqual([
      ...device,
      { kind: 'person', slug: 'grace-2', sub: 'user', title: 'Grace Hopper', detail: 'Lakeside University' },
      { kind: 'group', slug: 'data-circle', sub: 'circle', title: 'data-circle', detail: '' },
    ]);
  });

  it('tells a person from a group of the same slug, and leaves jobs to the device', () => {
    const merged = mergeResults([result('group', 'sam', 'circle')], [item('user', 'sam'), item('job', 'sam')]);
    expect(merged.map((one) => one.kind)).toEqual(['group', 'person']);
  });

  it('adds a server item once even when the server repeats it', () => {
    expect(mergeResults([], [item('event', 'meetup'), item('event', 'meetup')])).toHaveLength(1);
  });
});

describe('groupResults', () => {
  it('gives the non-empty sections in the fixed order, each keeping its order', () => {
    const sections = groupResults([
      result('message', 'ada-1'),
      result('group', 'lakeside', 'institution'),
      result('job', 'b-job'),
      result('job', 'a-job'),
      result('person', 'ada-1', 'user'),
      result('group', 'tidewater', 'organization'),
    ]);
    expect(sections.map((section) => [section.heading, section.results.map((one) => one.slug)])).toEqual([
      ['Jobs', ['b-job', 'a-job']],
      ['People', ['ada-1']],
      ['Organizations', ['lakeside', 'tidewater']],
      ['Messages', ['ada-1']],
    ]);
  });

  it('is empty for no results', () => {
    expect(groupResults([])).toEqual([]);
  });
});
