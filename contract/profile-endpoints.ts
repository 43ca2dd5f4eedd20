/**
 * The member's profile and career entries (spec part 1 section 3) on the endpoint table. A
 * profile edit is a partial patch the server merges with the stored profile, and a career
 * entry edit merges with the stored entry after its 404, so both bodies are read by their
 * handlers. A career entry's id is the client's own string, so a replayed create is an upsert.
 */
import * as v from 'valibot';
import { CareerEntry, CareerEntryInput } from './career';
import { PublicProfile } from './connect';
import { endpoint } from './endpoint';
import { Profile } from './profile';

export const PROFILE_ENDPOINTS = {
  own: endpoint({ method: 'GET', path: '/api/v1/profile/', output: Profile, auth: 'token' }),
  update: endpoint({ method: 'PATCH', path: '/api/v1/profile/', output: Profile, auth: 'token', batch: true }),
  /** Any member of the same tenant, by the profile's name_slug. */
  bySlug: endpoint({ method: 'GET', path: '/api/v1/profile/:slug/', output: PublicProfile, auth: 'token' }),
} as const;

export const CAREER_ENTRY_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/career-entries/',
    output: v.object({ data: v.array(CareerEntry) }),
    auth: 'token',
  }),
  /** A create, or an upsert of an id the member already has. */
  save: endpoint({
    method: 'POST',
    path: '/api/v1/career-entries/',
    body: CareerEntryInput,
    output: CareerEntry,
    auth: 'token',
    batch: true,
  }),
  update: endpoint({ method: 'PATCH', path: '/api/v1/career-entries/:id/', output: CareerEntry, auth: 'token' }),
  remove: endpoint({ method: 'DELETE', path: '/api/v1/career-entries/:id/', auth: 'token', batch: true }),
} as const;
