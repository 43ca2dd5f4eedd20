/**
 * What the guidance engine looks for in the portal's items, and how an item's text scores
 * against it. Priority of the weights (and of the reason shown): the member's question, the
 * skills they lack, the target roles, their topics, their own skills.
 */
import { type MemberFacts, nameList } from '../recommendations/member-facts';
import { wordsIn } from '../recommendations/scoring';

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
  /** Words of the member's question (empty for a report). */
  questionWords: string[];
  /** Prompts of the prompt library are items too (interview and resume questions). */
  includePrompts: boolean;
  now: Date;
}

export interface Scored {
  score: number;
  reason: string | null;
}

/** Scores free text against the need; `reason` names the strongest kind of match. */
export function scoreText(text: string, need: Need): Scored {
  // "interview" and "interviews" are one match.
  const byStem = new Map<string, string>();
  for (const word of wordsIn(text, need.questionWords))
    if (!byStem.has(word.replace(/s$/, ''))) byStem.set(word.replace(/s$/, ''), word);
  const question = [...byStem.values()];
  const gaps = wordsIn(text, names(need.gapSkillIds, need.skillNames));
  const strong = need.rolePhrases.filter((entry) => entry.strong && wordsIn(text, [entry.phrase]).length);
  const weak = need.rolePhrases.filter((entry) => !entry.strong && wordsIn(text, [entry.phrase]).length);
  const topics = wordsIn(text, need.facts.topicNames.values());
  const own = wordsIn(text, need.facts.skillNames.values());
  const score =
    // What the member asks outweighs what their profile suggests.
    question.length * 10 +
    gaps.length * 4 +
    strong.length * 3 +
    Math.min(weak.length, 2) +
    topics.length * 2 +
    own.length;
  let reason: string | null = null;
  if (question.length) reason = `Answers your question about ${question.slice(0, 2).join(' and ')}`;
  else if (gaps.length) reason = `Helps you build ${gaps.slice(0, 2).join(' and ')}`;
  else if (strong.length) reason = `Relevant to the ${strong[0]!.role} role`;
  else if (topics.length) reason = `Matches your topics: ${topics.slice(0, 3).join(', ')}`;
  else if (own.length) reason = `Uses your skills: ${own.slice(0, 3).join(', ')}`;
  else if (weak.length) reason = `Relevant to the ${weak[0]!.role} role`;
  return { score, reason };
}

/** Adds structured matches (topic ids, stage, field) to a text score. */
export function withStructure(
  scored: Scored,
  need: Need,
  item: { topics?: number[]; careerStages?: number[]; professionalFields?: number[] },
  names: { stage: string | null; field: string | null },
): Scored {
  const { facts } = need;
  const topicHits = (item.topics ?? []).filter((id) => facts.topicIds.includes(id));
  const stage = facts.careerStage !== null && (item.careerStages ?? []).includes(facts.careerStage);
  const field = facts.professionalField !== null && (item.professionalFields ?? []).includes(facts.professionalField);
  const score = scored.score + topicHits.length * 2 + (stage ? 1 : 0) + (field ? 1 : 0);
  let reason = scored.reason;
  if (!reason && topicHits.length) reason = `Matches your topics: ${nameList(topicHits, facts.topicNames)}`;
  if (!reason && stage) reason = names.stage ? `Suits your career stage: ${names.stage}` : 'Suits your career stage';
  if (!reason && field) reason = names.field ? `In your field: ${names.field}` : 'In your professional field';
  return { score, reason };
}

function names(ids: number[], map: Map<number, string>): string[] {
  return ids.flatMap((id) => map.get(id) ?? []);
}

/** Words of a question worth matching: not stop words, at least 4 letters. */
export function questionWords(question: string): string[] {
  const stop = new Set(
    'what which where when should could would with about from into that this there their your have does need want become learn more tell some find best good like make know help career careers role roles portal first next prepare start open right really also much many most them they then than just only ready been doing getting going work'.split(
      ' ',
    ),
  );
  const words = question
    .toLowerCase()
    .split(/[^a-z0-9+#.-]+/)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((word) => word.length >= 4 && !stop.has(word));
  // "interviews" should find "Interview Preparation Checklist" too.
  const singulars = words.filter((word) => word.length > 4 && /[^s]s$/.test(word)).map((word) => word.slice(0, -1));
  return [...new Set([...words, ...singulars])].filter((word) => !stop.has(word));
}
