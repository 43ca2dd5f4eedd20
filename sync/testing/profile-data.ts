/** Profile-shaped rows a test puts in the device's tables (cached profiles and search results). */
import { EMPTY_EXTRA_INFO, type Profile, type PublicProfile, type SearchItem } from '../../contract';

export function makeProfile(id: number, overrides: Partial<Profile> = {}): Profile {
  return {
    id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    title: 'Engineer',
    short_bio: '',
    career_story: '',
    career_advice: '',
    country: null,
    location: null,
    prefered_language: null,
    professional_field: null,
    institution: null,
    institution_detailed: null,
    batch: null,
    skills: [],
    topics: [],
    skills_detailed: [],
    topics_detailed: [],
    social_linkedin: null,
    social_twitter: null,
    social_facebook: null,
    social_google_scholar: null,
    social_research_gate: null,
    social_orcid: null,
    picture: null,
    name_slug: `member-${id}`,
    completion_percent: 50,
    video: null,
    calendy_url: null,
    leadership_certification_details: null,
    extra_info: EMPTY_EXTRA_INFO,
    is_influencer: false,
    updated_at: '2026-01-01T00:00:00.000Z',
    resume: null,
    alternate_email: null,
    is_alternate_email_verified: false,
    group_profile: {
      current_role: null,
      career_stage: null,
      reason_to_join: [],
      job_function: null,
      interested_services: [],
      specific_needs: '',
      additional_career_information: '',
      is_certified: false,
    },
    registration_completed_at: null,
    ...overrides,
  };
}

export function makePublicProfile(id: number, overrides: Partial<PublicProfile> = {}): PublicProfile {
  const {
    resume: _resume,
    alternate_email: _email,
    is_alternate_email_verified: _verified,
    group_profile: _group,
    registration_completed_at: _done,
    ...core
  } = makeProfile(id, { first_name: 'Grace', last_name: 'Hopper', name_slug: `person-${id}` });
  return {
    ...core,
    followed: false,
    is_staff: false,
    joined_at: '2025-01-01T00:00:00.000Z',
    work_experiences: [],
    education_background: [],
    groups: [],
    ...overrides,
  };
}

export function makeSearchItem(id: number, overrides: Partial<SearchItem> = {}): SearchItem {
  return {
    id,
    type: 'user',
    name: `Person ${id}`,
    slug: `person-${id}`,
    image: null,
    description: 'Data scientist',
    reason: null,
    institution_name: null,
    country: null,
    professional_field: null,
    profile_completion_percent: 80,
    is_influencer: false,
    is_certified: false,
    followed: false,
    ...overrides,
  };
}
