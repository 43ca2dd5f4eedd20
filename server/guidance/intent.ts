/**
 * Which kinds of portal item (and how many of each) answer each intent of a question
 * (understand.ts), the most relevant kind first. A short follow-up ("tell me more") is read
 * together with the previous question.
 */
import type { Intent } from './understand';

export type { Intent };

export type ItemKind = 'learning' | 'use_cases' | 'ai_tools' | 'circles' | 'jobs' | 'people';

/** How many items of each kind answer an intent, the most relevant kind first. */
export type Plan = [ItemKind, number][];

export const PLANS: Record<Intent, Plan> = {
  learn_skill: [
    ['learning', 3],
    ['use_cases', 1],
    ['circles', 1],
    ['jobs', 2],
    ['people', 1],
  ],
  explore_role: [
    ['learning', 2],
    ['jobs', 2],
    ['people', 1],
    ['circles', 1],
    ['use_cases', 1],
  ],
  switch_career: [
    ['circles', 2],
    ['learning', 2],
    ['people', 1],
    ['jobs', 1],
  ],
  find_jobs: [
    ['jobs', 4],
    ['circles', 1],
  ],
  find_people: [
    ['people', 3],
    ['circles', 1],
  ],
  find_groups: [
    ['circles', 3],
    ['people', 1],
  ],
  resume_interview: [
    ['learning', 3],
    ['use_cases', 2],
  ],
  salary: [
    ['learning', 2],
    ['use_cases', 1],
    ['jobs', 2],
  ],
  tools_for_task: [
    ['ai_tools', 3],
    ['use_cases', 2],
    ['learning', 1],
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

/** How many of a kind the plan asks for (0: none). */
export const countOf = (plan: Plan, kind: ItemKind): number => plan.find(([known]) => known === kind)?.[1] ?? 0;

/** A short question that refers back ("tell me more", "why that one?"). */
export function isFollowUp(question: string, significantWords: number): boolean {
  return significantWords <= 2 && /\b(more|that|this|it|those|these|elaborate|explain|why|details?)\b/i.test(question);
}
