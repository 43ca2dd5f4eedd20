/**
 * How complete a profile is, 0-100, shared by the client (progress bar, optimistic
 * updates) and the server (Profile.completion_percent, Identity, search items). Pure: it
 * reads only the Profile, so both sides always agree.
 *
 * Weights (sum 100): names 10, title 10, country 5, location 5, picture 15, short bio 10,
 * career story 5, skills 10, topics 10, career stage 10, a social link 5, resume 5.
 * Career entries are not part of Profile, so they do not count.
 */
import type { Profile } from './profile';

type CompletionInput = Pick<
  Profile,
  | 'first_name'
  | 'last_name'
  | 'title'
  | 'country'
  | 'location'
  | 'picture'
  | 'short_bio'
  | 'career_story'
  | 'skills'
  | 'topics'
  | 'extra_info'
  | 'social_linkedin'
  | 'social_twitter'
  | 'social_facebook'
  | 'social_google_scholar'
  | 'social_research_gate'
  | 'social_orcid'
> & { resume?: Profile['resume'] };

const filled = (text: string | null | undefined) =>
  typeof text === 'string' && text.replace(/<[^>]*>/g, '').trim() !== '';

export const PROFILE_COMPLETION_WEIGHTS: readonly { weight: number; done: (p: CompletionInput) => boolean }[] = [
  { weight: 10, done: (p) => filled(p.first_name) && filled(p.last_name) },
  { weight: 10, done: (p) => filled(p.title) },
  { weight: 5, done: (p) => filled(p.country) },
  { weight: 5, done: (p) => filled(p.location) },
  { weight: 15, done: (p) => filled(p.picture) },
  { weight: 10, done: (p) => filled(p.short_bio) },
  { weight: 5, done: (p) => filled(p.career_story) },
  { weight: 10, done: (p) => p.skills.length > 0 },
  { weight: 10, done: (p) => p.topics.length > 0 },
  { weight: 10, done: (p) => p.extra_info.career_stage !== null },
  {
    weight: 5,
    done: (p) =>
      [
        p.social_linkedin,
        p.social_twitter,
        p.social_facebook,
        p.social_google_scholar,
        p.social_research_gate,
        p.social_orcid,
      ].some(filled),
  },
  { weight: 5, done: (p) => p.resume != null },
];

/** 0-100: the sum of the weights of the parts filled in. */
export function profileCompletionPercent(profile: CompletionInput): number {
  return PROFILE_COMPLETION_WEIGHTS.reduce((sum, part) => sum + (part.done(profile) ? part.weight : 0), 0);
}
