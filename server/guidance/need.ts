/**
 * What the guidance engine looks for in the portal's items, and how an item's text scores
 * against it. Priority of the weights (and of the reason shown): the member's question, the
 * skills they lack, the target roles, their topics, their own skills.
 */
import { type MemberFacts, nameList } from '../recommendations/member-facts';
import { wordsIn } from '../recommendations/scoring';
import { hasPhrase, normalise } from './lexicon';
import { joinAnd } from './prose';

export interface RolePhrase {
  phrase: string;
  role: string;
  /** A title or multi-word keyword (true), or a single hinting word. */
  strong: boolean;
}

export interface Need {
  facts: MemberFacts;
  /** Skills to build, most needed first. */
  gapSkillIds: number[];
  /** Every skill the target roles need. */
  roleSkillIds: number[];
  /** Names of every skill id above and the member's. */
  skillNames: Map<number, string>;
  rolePhrases: RolePhrase[];
  roleTitles: string[];
  /**
   * What the question asks about, in normal form (lexicon.ts): when there are any, an item
   * is on topic only when it matches one of them (or a related term, or an asked id).
   */
  terms: string[];
  /** Terms that keep an item on topic too: the skills of a role the question names. */
  relatedTerms: string[];
  /** Other words of the question: they only add to the score. */
  extraWords: string[];
  /** The catalogue's names of the terms, for the reasons. */
  termNames: Map<string, string>;
  /** Skills and topics the question names. */
  askedSkillIds: number[];
  askedSkillRolePhrases: string[];
  askedToolIds: number[];
  /** The key skills of a role the question names: people who have them know the role. */
  relatedSkillIds: number[];
  askedTopics: Map<number, string>;
  /** Prompts of the prompt library are items too (interview and resume questions). */
  includePrompts: boolean;
  now: Date;
}

export interface Scored {
  score: number;
  reason: string | null;
  /** Matches what the question asks (always true when it asks nothing in particular). */
  isOnTopic: boolean;
}

/** The terms found in a text, by their catalogue names. */
export function termsIn(text: string, terms: string[], need: Need): string[] {
  const normal = normalise(text);
  return terms.filter((term) => hasPhrase(normal, term)).map((term) => need.termNames.get(term) ?? term);
}

/** Scores free text against the need; `reason` names the strongest kind of match. */
export function scoreText(text: string, need: Need): Scored {
  const question = termsIn(text, need.terms, need);
  const related = termsIn(text, need.relatedTerms, need);
  const extra = termsIn(text, need.extraWords, need);
  const gaps = wordsIn(text, names(need.gapSkillIds, need.skillNames));
  const strong = need.rolePhrases.filter((entry) => entry.strong && wordsIn(text, [entry.phrase]).length);
  const weak = need.rolePhrases.filter((entry) => !entry.strong && wordsIn(text, [entry.phrase]).length);
  const topics = wordsIn(text, need.facts.topicNames.values());
  const own = wordsIn(text, need.facts.skillNames.values());
  const score =
    // What the member asks outweighs what their profile suggests.
    question.length * 10 +
    related.length * 5 +
    extra.length * 2 +
    gaps.length * 4 +
    strong.length * 3 +
    Math.min(weak.length, 2) +
    topics.length * 2 +
    own.length;
  let reason: string | null = null;
  if (question.length) reason = `About ${joinAnd(question.slice(0, 2))}, as you asked`;
  else if (related.length) reason = `Teaches ${joinAnd(related.slice(0, 2))}, a skill of the role you asked about`;
  else if (gaps.length) reason = `Helps you build ${joinAnd(gaps.slice(0, 2))}`;
  else if (strong.length) reason = `Relevant to the ${strong[0]!.role} role`;
  else if (topics.length) reason = `Matches your interest in ${joinAnd(topics.slice(0, 3))}`;
  else if (own.length) reason = `Uses your skills in ${joinAnd(own.slice(0, 3))}`;
  else if (weak.length) reason = `Relevant to the ${weak[0]!.role} role`;
  const isOnTopic = need.terms.length === 0 || question.length > 0 || related.length > 0;
  return { score, reason, isOnTopic };
}

/** Adds structured matches (topic ids, stage, field) to a text score. */
export function withStructure(
  scored: Scored,
  need: Need,
  item: { topics?: number[]; careerStages?: number[]; professionalFields?: number[] },
  names: { stage: string | null; field: string | null },
): Scored {
  const { facts } = need;
  const asked = (item.topics ?? []).filter((id) => need.askedTopics.has(id));
  const topicHits = (item.topics ?? []).filter((id) => facts.topicIds.includes(id));
  const stage = facts.careerStage !== null && (item.careerStages ?? []).includes(facts.careerStage);
  const field = facts.professionalField !== null && (item.professionalFields ?? []).includes(facts.professionalField);
  const score = scored.score + asked.length * 8 + topicHits.length * 2 + (stage ? 1 : 0) + (field ? 1 : 0);
  let reason = scored.reason;
  if (!reason && asked.length) reason = `About ${nameList(asked, need.askedTopics)}, as you asked`;
  if (!reason && topicHits.length) reason = `Matches your interest in ${nameList(topicHits, facts.topicNames)}`;
  if (!reason && stage)
    reason = names.stage ? `Suits your career stage (${names.stage.toLowerCase()})` : 'Suits your career stage';
  if (!reason && field)
    reason = names.field ? `In your field, ${names.field.toLowerCase()}` : 'In your professional field';
  return { score, reason, isOnTopic: scored.isOnTopic || asked.length > 0 };
}

function names(ids: number[], map: Map<number, string>): string[] {
  return ids.flatMap((id) => map.get(id) ?? []);
}
