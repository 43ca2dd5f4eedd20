import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CareerEntryInput } from '../../../../contract';
import { draftErrors, draftOf, inputOf } from './career-entry-form';
import { dateRange } from './entry-dates';

const groups = [{ id: 7, name: 'Field Notes Lab' }];

describe('career entry form', () => {
  it('sends a known group by id and a new one by name', () => {
    const draft = { ...draftOf('work', null), title: 'Fellow', description: 'Research', skills: [1] };
    expect(inputOf({ ...draft, group: 'field notes lab ' }, groups).group).toBe(7);
    expect(inputOf({ ...draft, group: ' New Lab ' }, groups).group).toBe('New Lab');
  });

  it('drops the end date while currently working, so it is neither checked nor sent', () => {
    const draft = {
      ...draftOf('education', null),
      title: 'MSc',
      group: 'New Lab',
      description: 'Thesis',
      skills: [1],
      start_date: '2024-09-01',
      end_date: 'not a date',
      is_currently_working: true,
    };
    const parsed = v.safeParse(CareerEntryInput, inputOf(draft, groups));
    expect(parsed.success && parsed.output.end_date).toBeNull();
  });

  it('shows Present for the current entry', () => {
    expect(dateRange('2024-02-01', null, true)).toMatch(/2024 – Present$/);
    expect(dateRange('2020-01-15', '2022-06-30', false)).not.toMatch(/Present/);
  });

  it('names every missing field of a stored entry, and nothing for a complete one', () => {
    const stored = {
      id: crypto.randomUUID(),
      type: 'work' as const,
      title: 'Backend Engineer',
      description: '',
      group: { id: 7, name: 'Field Notes Lab', name_slug: 'field-notes-lab' },
      skills: [],
      skills_detailed: [],
      is_currently_working: false,
      start_date: '2019-01-01',
      end_date: null,
      updated_at: '2026-01-01T00:00:00Z',
    };
    expect(draftErrors(draftOf('work', stored), groups)).toEqual({
      description: ['Required'],
      skills: ['Required'],
      end_date: ['Required'],
    });
    const complete = { ...stored, description: 'Payments', skills: [3], end_date: '2020-01-01' };
    expect(draftErrors(draftOf('work', complete), groups)).toEqual({});
  });
});
