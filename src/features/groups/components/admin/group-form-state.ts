// The values of the group form: an empty or edited payload, the conversions its inputs need, and their labels.
import {
  COUNTRY_CODES,
  type Group,
  type GroupFormErrors,
  type GroupFormPayload,
  type GroupKind,
  groupFormOf,
} from '../../../../../contract';
import { countryName } from '../../../profile/components/country-name';

export const KIND_LABELS: Record<GroupKind, string> = {
  circle: 'Circle',
  event: 'Event',
  organization: 'Organization',
  institution: 'Institution',
};
export const EVENT_TYPE_LABELS: Record<string, string> = {
  conference: 'Conference',
  workshop: 'Workshop',
  seminar: 'Seminar',
  talk: 'Talk',
  other: 'Other',
};
/** Circles and events have dates, an audience and a price; organizations and institutions a place. */
export const isTimed = (kind: GroupKind) => kind === 'circle' || kind === 'event';

export const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/** What every section of the form gets: the values, their errors and a partial update. */
export interface GroupFieldsProps {
  form: GroupFormPayload;
  errors: GroupFormErrors;
  set: (patch: Partial<GroupFormPayload>) => void;
}

export function emptyGroupForm(kind: GroupKind): GroupFormPayload {
  return {
    name: '',
    group_type: kind,
    description: '',
    objective: '',
    member_requirements: '',
    impact: '',
    location: null,
    country: null,
    parent_group: null,
    topics: [],
    countries: [],
    career_stages: [],
    professional_fields: [],
    job_functions: [],
    roles: [],
    use_cases: [],
    relevant_sdgs: [],
    group_duration: null,
    maximum_size: null,
    start_date: null,
    end_date: null,
    application_open_date: null,
    application_close_date: null,
    circle_type: null,
    event_type: null,
    publicity: null,
    is_paid: false,
    price: null,
    paid_features: [],
    discount: null,
    is_external: false,
    external_link: null,
    create_google_classroom: false,
    donation_details: null,
  };
}

export function toForm(group: Group): GroupFormPayload {
  return { ...emptyGroupForm(group.group_type), ...groupFormOf(group) };
}

export const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
export const isoOf = (date: string) => (date ? `${date}T00:00:00.000Z` : null);
export const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));
/** The non-empty trimmed lines of a textarea (the paid features). */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
