/** The career entry modal's form state and its conversion to a CareerEntryInput. */
import * as v from 'valibot';
import {
  type CareerEntry,
  CareerEntryInput,
  type CareerEntryType,
  fieldErrors,
  type GroupRef,
  MESSAGES,
} from '../../../../contract';
import { resolveGroup } from '../../profile/components/resolve-group';

export interface CareerEntryDraft {
  id: string;
  type: CareerEntryType;
  title: string;
  group: string;
  description: string;
  skills: number[];
  is_currently_working: boolean;
  start_date: string;
  end_date: string;
}

export function draftOf(type: CareerEntryType, entry: CareerEntry | null): CareerEntryDraft {
  if (!entry) {
    return {
      id: crypto.randomUUID(),
      type,
      title: '',
      group: '',
      description: '',
      skills: [],
      is_currently_working: false,
      start_date: '',
      end_date: '',
    };
  }
  return {
    id: entry.id,
    type: entry.type,
    title: entry.title,
    group: entry.group?.name ?? '',
    description: entry.description,
    skills: [...entry.skills],
    is_currently_working: entry.is_currently_working,
    start_date: entry.start_date.slice(0, 10),
    end_date: entry.end_date?.slice(0, 10) ?? '',
  };
}

export function inputOf(draft: CareerEntryDraft, groups: readonly Pick<GroupRef, 'id' | 'name'>[]): CareerEntryInput {
  return {
    id: draft.id,
    type: draft.type,
    title: draft.title,
    group: resolveGroup(draft.group, groups),
    description: draft.description,
    skills: draft.skills,
    is_currently_working: draft.is_currently_working,
    start_date: draft.start_date,
    end_date: draft.is_currently_working ? null : draft.end_date,
  };
}

/** Labels that differ between the Career Tree and Education and Learning. */
export const ENTRY_LABELS = {
  work: {
    title: 'Title',
    group: 'Organization',
    current: 'I am currently working here',
    add: 'Add experience',
    noun: 'experience',
  },
  education: {
    title: 'Degree',
    group: 'Institution',
    current: 'I am currently studying here',
    add: 'Add education',
    noun: 'education',
  },
} as const;

/**
 * What the contract would refuse in a draft, by field, with end_date checked at once too
 * (the contract looks at it only once the rest is valid), so one pass names every gap.
 */
export function draftErrors(
  draft: CareerEntryDraft,
  groups: readonly Pick<GroupRef, 'id' | 'name'>[],
): Record<string, string[]> {
  const parsed = v.safeParse(CareerEntryInput, inputOf(draft, groups));
  const errors = parsed.success ? {} : fieldErrors(parsed.issues);
  if (draft.is_currently_working || draft.end_date.trim() !== '' || errors['end_date']) return errors;
  return { ...errors, end_date: [MESSAGES.required] };
}
