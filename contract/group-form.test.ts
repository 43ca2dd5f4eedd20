import { describe, expect, it } from 'vitest';
import {
  conferenceErrors,
  EMPTY_CONFERENCE_REGISTRATION,
  GROUP_FORM_MESSAGES,
  type GroupFormPayload,
  groupFormErrors,
  inviteEmailError,
  questionErrors,
} from './group-form';

const circle: GroupFormPayload = {
  name: 'Women in Data',
  group_type: 'circle',
  description: 'Peer support.',
  objective: '',
  member_requirements: '',
  impact: '',
  location: null,
  country: null,
  parent_group: 1,
  topics: [1],
  countries: [],
  career_stages: [2],
  professional_fields: [],
  job_functions: [],
  roles: [],
  use_cases: [3],
  relevant_sdgs: [5],
  group_duration: 'time_limited',
  maximum_size: null,
  start_date: '2026-12-01T00:00:00.000Z',
  end_date: '2027-02-01T00:00:00.000Z',
  application_open_date: '2026-11-01T00:00:00.000Z',
  application_close_date: '2026-11-30T00:00:00.000Z',
  circle_type: 1,
  event_type: null,
  publicity: 'open',
  is_paid: false,
  price: null,
  paid_features: [],
  discount: null,
  is_external: false,
  external_link: null,
  create_google_classroom: false,
  donation_details: null,
};

describe('the group form', () => {
  it('asks an AI use case of circles and events only', () => {
    expect(groupFormErrors({ ...circle, group_type: 'event', event_type: 'talk', use_cases: [] }).use_cases).toBe(
      'Required',
    );
    const organization = { ...circle, group_type: 'organization' as const, country: 'KE', use_cases: [] };
    expect(groupFormErrors(organization).use_cases).toBeUndefined();
  });

  it('accepts a complete circle', () => {
    expect(groupFormErrors(circle)).toEqual({});
  });

  it('requires what circles and events need', () => {
    const errors = groupFormErrors({
      ...circle,
      description: ' ',
      topics: [],
      relevant_sdgs: [],
      career_stages: [],
      start_date: null,
      application_open_date: null,
      circle_type: null,
      publicity: null,
      parent_group: null,
      use_cases: [],
    });
    expect(errors).toMatchObject({
      use_cases: 'Required',
      description: 'Required',
      topics: 'Required',
      relevant_sdgs: 'Required',
      career_stages: 'Required',
      start_date: 'Required',
      application_open_date: 'Required',
      circle_type: 'Required',
      publicity: 'Required',
      parent_group: 'Required',
    });
  });

  it('enforces the limits with the spec words', () => {
    const errors = groupFormErrors({
      ...circle,
      description: 'x'.repeat(4001),
      maximum_size: -1,
      topics: [1, 2, 3, 4, 5, 6, 7, 8],
      relevant_sdgs: [1, 2, 3, 4],
      is_paid: true,
      price: 0,
      paid_features: ['a', 'b', 'c', 'd'],
      discount: 101,
    });
    expect(errors).toMatchObject({
      description: 'Maximum of 4000 characters',
      maximum_size: 'Postive number only',
      topics: GROUP_FORM_MESSAGES.maxTopics,
      relevant_sdgs: GROUP_FORM_MESSAGES.maxGoals,
      price: GROUP_FORM_MESSAGES.priceAboveZero,
      paid_features: GROUP_FORM_MESSAGES.maxPaidFeatures,
      discount: GROUP_FORM_MESSAGES.discountRange,
    });
  });

  it('needs an event type for events and a country for organizations', () => {
    expect(groupFormErrors({ ...circle, group_type: 'event', circle_type: null }).event_type).toBe('Required');
    const org = { ...circle, group_type: 'organization' as const, topics: [], relevant_sdgs: [], parent_group: null };
    expect(groupFormErrors(org)).toEqual({ country: 'Required' });
  });

  it('refuses windows that end before they start', () => {
    const errors = groupFormErrors({ ...circle, end_date: '2026-11-01T00:00:00.000Z' });
    expect(errors.end_date).toBe(GROUP_FORM_MESSAGES.endBeforeStart);
  });
});

describe('the question builder', () => {
  it('needs a question text, a type, and options for choices', () => {
    expect(questionErrors({ label: '', options: '' })).toEqual({
      label: 'Please enter question',
      type: 'Please select field type',
    });
    expect(questionErrors({ label: 'Level?', type: 'radio', options: ' ' }).options).toBeDefined();
    expect(questionErrors({ label: 'Level?', type: 'selection', options: 'A\nB' })).toEqual({});
  });
});

describe('the conference form', () => {
  it('needs a participant type, and presenters the submission details and an abstract', () => {
    expect(conferenceErrors(EMPTY_CONFERENCE_REGISTRATION).participant_type).toBe('Required');
    const presenter = { ...EMPTY_CONFERENCE_REGISTRATION, participant_type: 'presenter' };
    expect(conferenceErrors(presenter)).toMatchObject({
      submission_type: 'Required',
      program_type: 'Required',
      title: 'Required',
      publication: 'Required',
      abstract: GROUP_FORM_MESSAGES.abstractNeeded,
    });
    expect(conferenceErrors({ ...presenter, abstract: 'word '.repeat(251) }).abstract).toBe('Maximum 250 words');
  });

  it('takes a PDF instead of the abstract text', () => {
    const complete = {
      ...EMPTY_CONFERENCE_REGISTRATION,
      participant_type: 'presenter',
      submission_type: 'oral',
      program_type: 'faculty',
      title: 'Careers',
      publication: 'no',
      abstract_file: 12,
    };
    expect(conferenceErrors(complete)).toEqual({});
  });
});

describe('the invite dialog', () => {
  it('takes valid e-mails once', () => {
    expect(inviteEmailError('not-an-email', [])).toBe('Please enter a valid email address');
    expect(inviteEmailError('A@example.org', ['a@example.org'])).toBe('Email already added');
    expect(inviteEmailError('b@example.org', ['a@example.org'])).toBeNull();
  });
});
