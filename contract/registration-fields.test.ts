import { describe, expect, it } from 'vitest';
import { makeProfile } from '../sync/testing/profile-data';
import { MESSAGES } from './messages';
import { PROFILE_MESSAGES } from './profile';
import { checkStep, draftFromProfile, reasonsFor, stepPatch } from './registration-fields';
import { EMPTY_TENANT_OPTIONS } from './tenant';

const ctx = { institutional: false, diaspora: true };

describe('registration steps: what Next validates and sends (spec part 1 sections 4, 5)', () => {
  const profile = makeProfile(1, {
    title: '',
    country: null,
    institution: null,
    institution_detailed: null,
    batch: null,
  });

  it('asks for the personal fields, institution and batch only outside advanced mode', () => {
    const draft = draftFromProfile(profile);
    const basic = checkStep('personal', draft, 'basic', profile, ctx);
    expect(basic).toMatchObject({
      ok: false,
      errors: { title: [MESSAGES.required], batch: [MESSAGES.required] },
    });
    expect(basic.ok ? null : basic.errors['institution']?.[0]).toBe(MESSAGES.required);
    expect(Object.keys(stepPatch('personal', draft, 'advanced'))).toEqual([
      'first_name',
      'last_name',
      'title',
      'country',
    ]);
  });

  it('neither validates nor sends the other texts and job function when their choice is not picked', () => {
    const draft = { ...draftFromProfile(profile), current_role: 4, job_function: null };
    const role = checkStep('current_role', draft, 'basic', profile, ctx);
    expect(role).toEqual({ ok: true, patch: { group_profile: { current_role: 4 } } });
    const career = checkStep(
      'career_info',
      { ...draft, extra: { ...draft.extra, career_stage: 2, reason_to_join: [1], is_field_unsure: true } },
      'basic',
      profile,
      ctx,
    );
    expect(career.ok && career.patch.extra_info).toEqual({
      career_stage: 2,
      reason_to_join: [1],
      is_field_unsure: true,
      professional_field: null,
    });
  });

  it('limits skills to 7 with the spec message, and saves nothing on the organization step', () => {
    const draft = { ...draftFromProfile(profile), skills: [1, 2, 3, 4, 5, 6, 7, 8], topics: [1] };
    const result = checkStep('skills_topics', draft, 'basic', profile, ctx);
    expect(!result.ok && result.errors['skills']).toEqual([PROFILE_MESSAGES.maxSkills]);
    expect(stepPatch('organization', draft, 'full')).toEqual({});
    expect(stepPatch('almost_complete', draft, 'full')).toEqual({ registration_completed: true });
  });

  it('narrows career goals by the stage and always offers Other', () => {
    const options = {
      ...EMPTY_TENANT_OPTIONS,
      reason_to_join: [
        { id: 1, name: 'Job' },
        { id: 2, name: 'Mentor' },
      ],
      career_reason_map: { '3': [2] },
    };
    expect(reasonsFor(options, 3).map((item) => item.id)).toEqual([2, 0]);
    expect(reasonsFor(options, null).map((item) => item.id)).toEqual([1, 2, 0]);
  });
});
