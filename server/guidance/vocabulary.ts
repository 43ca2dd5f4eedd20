/**
 * The names a question can use, from the catalogue: the shared skills, topics and career
 * roles, and the tenant's approved AI tools, each with its phrases in normal form.
 */
import { and, asc, eq } from 'drizzle-orm';
import { aiTools } from '../content/schema';
import type { Db } from '../db/client';
import { skills } from '../db/schema';
import { topics } from '../profiles/schema';
import { shortText } from '../recommendations/member-facts';
import { normalise } from './lexicon';
import { type CareerRole, type Catalogue, roleNames } from './roles';

export interface VocabularyTerm {
  id: number;
  /** The catalogue's own name, for the prose. */
  name: string;
  /** Normal-form phrases that name it. */
  phrases: string[];
  /** The catalogue's description (AI tools), else null. */
  description: string | null;
}

export interface Vocabulary {
  skills: VocabularyTerm[];
  roles: VocabularyTerm[];
  roleById: Map<number, CareerRole>;
  tools: VocabularyTerm[];
  topics: VocabularyTerm[];
}

const term = (id: number, name: string, names: string[], description: string | null = null): VocabularyTerm => ({
  id,
  name,
  phrases: [...new Set(names.map(normalise).filter(Boolean))],
  description,
});

/** Single words that name a person's work ("lecturer", "devops"); others ("ai", "writing") only hint. */
const ROLE_WORD = /(er|or|ist|ian|ops)$/;
const NAMING_WORDS = new Set(['sre', 'android', 'ios', 'firmware', 'robotics', 'iot', 'epidemiology', 'fundraising']);
const GENERIC_ROLE_WORDS = new Set([
  'mentor',
  'analyst',
  'writer',
  'designer',
  'developer',
  'engineer',
  'manager',
  'researcher',
]);

export async function loadVocabulary(db: Db, tenantId: number, catalogue: Catalogue): Promise<Vocabulary> {
  const [skillRows, topicRows, toolRows] = await Promise.all([
    db.select({ id: skills.id, name: skills.name }).from(skills).orderBy(asc(skills.id)),
    db.select({ id: topics.id, name: topics.name }).from(topics).orderBy(asc(topics.id)),
    db
      .select({ id: aiTools.id, name: aiTools.name, description: aiTools.description })
      .from(aiTools)
      .where(and(eq(aiTools.tenantId, tenantId), eq(aiTools.status, 'approved')))
      .orderBy(asc(aiTools.id)),
  ]);
  const taken = new Set([...skillRows, ...topicRows].map((row) => normalise(row.name)));
  const strongWords = catalogue.roles.map((role) =>
    roleNames(role).strong.flatMap((name) => normalise(name).split(' ')),
  );
  // A single keyword names a role when no other role uses the word ("devops", "android"), not "data".
  const isOwn = (word: string, index: number) =>
    !taken.has(word) &&
    (ROLE_WORD.test(word) || NAMING_WORDS.has(word)) &&
    !GENERIC_ROLE_WORDS.has(word) &&
    catalogue.roles.every(
      (other, at) =>
        at === index || (!strongWords[at]?.includes(word) && !other.keywords.map(normalise).includes(word)),
    );
  return {
    skills: skillRows.map((row) => term(row.id, row.name, [row.name])),
    roles: catalogue.roles.map((role, index) => {
      const { strong, weak } = roleNames(role);
      // A keyword two roles share ("software engineer") names neither.
      const own = strong.filter(
        (name) =>
          name === role.title ||
          catalogue.roles.every((other, at) => at === index || !roleNames(other).strong.includes(name)),
      );
      return term(role.id, role.title, [...own, ...weak.filter((word) => isOwn(normalise(word), index))]);
    }),
    roleById: new Map(catalogue.roles.map((role) => [role.id, role])),
    tools: toolRows.map((row) => term(row.id, row.name, [row.name], shortText(row.description, 300))),
    topics: topicRows.map((row) => term(row.id, row.name, [row.name])),
  };
}
