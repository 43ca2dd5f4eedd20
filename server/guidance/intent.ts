/**
 * What an Ask Anything question is about, from its words, and which kinds of portal item
 * (and how many of each) answer it. A short follow-up ("tell me more") is read together
 * with the previous question.
 */
export type Intent =
  | 'interview'
  | 'jobs'
  | 'people'
  | 'circles'
  | 'use_cases'
  | 'ai_tools'
  | 'learning'
  | 'skills'
  | 'role'
  | 'general';

export type ItemKind = 'learning' | 'use_cases' | 'ai_tools' | 'circles' | 'jobs' | 'people';

/** In priority order: the first match is the question's main intent. */
const PATTERNS: [Intent, RegExp][] = [
  ['interview', /\b(interviews?|resumes?|cvs?|cover letters?|linkedin|applications?)\b/],
  ['jobs', /\b(jobs?|hiring|vacanc(y|ies)|openings?|internships?|apply|employers?|salary|work for)\b/],
  ['people', /\b(mentors?|mentoring|people|network|networking|connect|who|alumni|contacts?)\b/],
  ['circles', /\b(circles?|communit(y|ies)|groups?|societ(y|ies)|join)\b/],
  ['use_cases', /\b(use cases?|examples?|automate|workflows?)\b/],
  ['ai_tools', /\b(ai tools?|tools?|chatgpt|copilot|claude|generative ai|ai)\b/],
  ['learning', /\b(learn|learning|courses?|resources?|read|study|guides?|training|books?)\b/],
  ['skills', /\b(skills?|gaps?|improve|strengths?|weakness(es)?)\b/],
  ['role', /\b(become|switch|change|move into|career paths?|transition|roles?|careers?|fit me)\b/],
];

/** How many items of each kind answer an intent, the most relevant kind first. */
export type Plan = [ItemKind, number][];

export const PLANS: Record<Intent, Plan> = {
  interview: [
    ['learning', 3],
    ['use_cases', 1],
  ],
  jobs: [
    ['jobs', 4],
    ['people', 1],
  ],
  people: [
    ['people', 3],
    ['circles', 1],
  ],
  circles: [
    ['circles', 3],
    ['people', 1],
  ],
  use_cases: [
    ['use_cases', 4],
    ['ai_tools', 1],
  ],
  ai_tools: [
    ['ai_tools', 3],
    ['use_cases', 1],
  ],
  learning: [
    ['learning', 4],
    ['use_cases', 1],
  ],
  skills: [
    ['learning', 3],
    ['use_cases', 1],
    ['ai_tools', 1],
  ],
  role: [
    ['learning', 2],
    ['jobs', 1],
    ['people', 1],
    ['circles', 1],
  ],
  general: [
    ['learning', 2],
    ['circles', 1],
    ['jobs', 1],
    ['people', 1],
  ],
};

export const MAX_ANSWER_ITEMS = 6;
export const MIN_ANSWER_ITEMS = 2;

/** The question's intents, main one first ('general' when nothing matches). */
export function intentsOf(text: string, namesARole: boolean): Intent[] {
  const lower = text.toLowerCase();
  const found = PATTERNS.filter(([, pattern]) => pattern.test(lower)).map(([intent]) => intent);
  if (namesARole && !found.includes('role')) found.push('role');
  return found.length ? found : ['general'];
}

/** The main intent's plan, widened by the second intent's (at most 2 of each of its kinds). */
export function planFor(intents: Intent[]): Plan {
  const plan: Plan = PLANS[intents[0] ?? 'general'].map(([kind, n]) => [kind, n]);
  const second = intents[1];
  for (const [kind, n] of second ? PLANS[second] : []) {
    const entry = plan.find(([known]) => known === kind);
    if (entry) entry[1] = Math.max(entry[1], Math.min(n, 2));
    else plan.push([kind, Math.min(n, 2)]);
  }
  return plan;
}

/** How many of a kind the plan asks for (0: none). */
export const countOf = (plan: Plan, kind: ItemKind): number => plan.find(([known]) => known === kind)?.[1] ?? 0;

/** A short question that refers back ("tell me more", "why that one?"). */
export function isFollowUp(question: string, significantWords: number): boolean {
  return significantWords <= 2 && /\b(more|that|this|it|those|these|elaborate|explain|why|details?)\b/i.test(question);
}
