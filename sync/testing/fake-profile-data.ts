/** Fixtures and state of the fake server's profile area (profiles, career, follows, lookups, search). */
import type { CareerEntry, Follow, Profile, PublicProfile, SearchItem, Topic, TopicArea } from '../../contract';

export interface FakeProfileState {
  profiles: Map<number, Profile>;
  publicProfiles: Map<string, PublicProfile>;
  /** Keyed `${userId}|${entryId}`. */
  careerEntries: Map<string, CareerEntry>;
  /** Keyed `${userId}|${type}:${targetId}`. */
  follows: Map<string, Follow>;
  skills: { id: number; name: string }[];
  topics: Topic[];
  topicAreas: TopicArea[];
  searchItems: SearchItem[];
  /** Multipart uploads received. */
  uploads: { userId: number; fields: Record<string, unknown> }[];
}

export function emptyProfileState(): FakeProfileState {
  return {
    profiles: new Map(),
    publicProfiles: new Map(),
    careerEntries: new Map(),
    follows: new Map(),
    skills: [
      { id: 1, name: 'Python' },
      { id: 2, name: 'SQL' },
      { id: 3, name: 'Leadership' },
    ],
    topics: [{ id: 1, name: 'Machine learning', topic_area: 1 }],
    topicAreas: [{ id: 1, name: 'Technology' }],
    searchItems: [],
    uploads: [],
  };
}
