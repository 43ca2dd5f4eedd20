/**
 * What an Ask Anything question asks: its intent (learn a skill, explore a role, switch
 * careers, find jobs, people or groups, resume and interview help, salary, tools for a task,
 * or general) and the skills, roles, AI tools and topics it names, matched in normal form
 * (lexicon.ts) against the catalogue. Words it uses that no catalogue knows are kept too:
 * the answer either finds them in the tenant's items or says honestly that it cannot.
 */
import { hasPhrase, normalise, significant } from './lexicon';
import type { CareerRole } from './roles';
import type { Vocabulary, VocabularyTerm } from './vocabulary';

export type Intent =
  | 'learn_skill'
  | 'explore_role'
  | 'switch_career'
  | 'find_jobs'
  | 'find_people'
  | 'find_groups'
  | 'resume_interview'
  | 'salary'
  | 'tools_for_task'
  | 'general';

/** Checked in this order on the normal form: the first match is the intent. */
const PATTERNS: [Intent, RegExp][] = [
  ['salary', /\b(salary|negotiat\w*|raise|how much (can|do|does|will|would) \w+( \w+)? (make|earn))\b/],
  [
    'resume_interview',
    /\b(resume|cover letter|interview\w*|linkedin|portfolio|job application|application|recruiter)\b/,
  ],
  [
    'tools_for_task',
    /\b(tool|app|software|use case|automat\w*|chatgpt|prompt|chatbot|assistant|use ai|using ai|ai for|ai in)\b/,
  ],
  [
    'find_groups',
    /\b(circle|group|community|event|meetup|club|join|workshop|bootcamp|conference|career fair|summit)\b/,
  ],
  [
    'find_people',
    /\b(mentor\w*|people|person|network\w*|connect|alumnus|alumni|expert|talk to|who (can|could|might|work|to|know|ha))\b/,
  ],
  ['find_jobs', /\b(job|hiring|vacancy|opening|internship|intern|position|employer|apply|work for|opportunity|hire)\b/],
  [
    'switch_career',
    /\b(switch\w*|career change|change (my )?(career|field|job)|transition\w*|pivot\w*|move into|moving into|from \w+( \w+)? (in)?to)\b/,
  ],
  [
    'explore_role',
    /\b(become|becoming|what does|day in the life|career path|work as|get into|role|career in|fit me|suit me)\b/,
  ],
  [
    'learn_skill',
    /\b(learn\w*|study|course|tutorial|resource|read|book|practi[cs]e|improve|master|skill|teach me|understand|get better|training|guide|get started|getting started|basic|introduction|intro to)\b/,
  ],
];

/** For these intents the words that named the intent are also what the answer is about. */
function subjectTerms(intent: Intent, text: string): string[] {
  if (intent === 'salary') return ['salary', 'negotiation'];
  if (intent !== 'resume_interview') return [];
  const words = [...text.matchAll(/\b(resume|cover letter|interview\w*|linkedin|portfolio|application)\b/g)];
  return words.map((match) => (match[0].startsWith('interview') ? 'interview' : match[0]));
}

const QUALIFIER_INTENTS: Intent[] = ['find_jobs', 'find_people', 'find_groups', 'resume_interview', 'salary'];

export interface Understanding {
  intent: Intent;
  skills: VocabularyTerm[];
  roles: CareerRole[];
  tools: VocabularyTerm[];
  topics: VocabularyTerm[];
  /** Normal-form phrases an item must match to be on topic (none: any item of the member's profile). */
  terms: string[];
  /** Words that only add to an item's score. */
  extraWords: string[];
  /** What the question is about, in the catalogue's words (or as the member wrote them). */
  subject: string[];
  /** The question names something, but nothing in the catalogue: its own words. */
  unknown: string[];
}

const found = (text: string, raw: string, term: VocabularyTerm) =>
  // Two-letter names ("Go") count only as written, or every "go" of a question would be one.
  term.name.length <= 2
    ? new RegExp(`(^|\\W)${term.name}(\\W|$)`).test(raw)
    : term.phrases.some((p) => hasPhrase(text, p));

export function understandQuestion(question: string, vocabulary: Vocabulary): Understanding {
  const text = normalise(question);
  const raw = question;
  const roles = vocabulary.roles.filter((term) => found(text, raw, term));
  const rolePhrases = roles.flatMap((term) => term.phrases);
  // "machine learning engineer" names the role, not the skill inside it.
  const inRole = (term: VocabularyTerm) =>
    term.phrases.every((phrase) =>
      rolePhrases.some(
        (rolePhrase) => rolePhrase !== phrase && hasPhrase(rolePhrase, phrase) && hasPhrase(text, rolePhrase),
      ),
    );
  const skills = vocabulary.skills.filter((term) => found(text, raw, term) && !inRole(term));
  const tools = vocabulary.tools.filter((term) => found(text, raw, term));
  const topics = vocabulary.topics.filter((term) => found(text, raw, term) && !inRole(term));
  // A role named by its own words ("data analyst"), not only by a skill or topic it shares.
  const shared = new Set([...vocabulary.skills, ...vocabulary.topics].flatMap((term) => term.phrases));
  const titled = roles.filter((term) => term.phrases.some((phrase) => !shared.has(phrase) && hasPhrase(text, phrase)));

  let intent: Intent = PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
  if (intent === 'general') {
    if (titled.length) intent = 'explore_role';
    else if (tools.length) intent = 'tools_for_task';
    else if (skills.length || topics.length) intent = 'learn_skill';
    else if (hasPhrase(text, 'ai')) intent = 'tools_for_task';
    else if (roles.length) intent = 'explore_role';
  }

  const named = [...skills, ...roles, ...tools, ...topics];
  const covered = new Set(named.flatMap((term) => term.phrases.flatMap((phrase) => phrase.split(' '))));
  const intentWords = new Set(
    PATTERNS.flatMap(([, pattern]) =>
      [...text.matchAll(new RegExp(pattern.source, 'g'))].flatMap((m) => m[0].split(' ')),
    ),
  );
  // "AI" in a question about AI tools names the kind of item, not a subject.
  if (intent === 'tools_for_task') intentWords.add('ai');
  const leftover = [...new Set(significant(text).filter((word) => !covered.has(word) && !intentWords.has(word)))];
  const namedPhrases = [...new Set(named.flatMap((term) => term.phrases))];
  const strong = [...new Set([...namedPhrases, ...subjectTerms(intent, text)])];
  // Finding jobs, people or groups: other words only narrow the list ("open", "remote");
  // a question about a subject must find that subject, or say it cannot.
  const isQualifier = QUALIFIER_INTENTS.includes(intent);
  const unknown = strong.length || isQualifier ? [] : leftover;
  return {
    intent,
    skills,
    roles: roles.flatMap((term) => vocabulary.roleById.get(term.id) ?? []),
    tools,
    topics,
    terms: strong.length ? strong : unknown,
    extraWords: strong.length || isQualifier ? leftover : [],
    subject: named.length
      ? subjectOf([...skills, ...titled, ...tools, ...topics])
      : unknown.length
        ? [unknown.join(' ')]
        : [],
    unknown,
  };
}

/** The names of what was asked, each once ("Teaching" the skill and the topic). */
function subjectOf(terms: VocabularyTerm[]): string[] {
  const seen = new Set<string>();
  return terms.flatMap((term) => {
    const key = term.name.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return [term.name];
  });
}
