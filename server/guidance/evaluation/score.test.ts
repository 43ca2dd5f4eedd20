/**
 * The Ask Anything evaluation set through the real engine on the demo seed: at least 90 % of
 * its answers are on topic (they mention and link what the question asks, and nothing else).
 */
import { describe, expect, it } from 'vitest';
import type { Intent } from '../understand';
import { EVAL_QUESTIONS } from './questions';
import { describeFailures, runGuidanceEvaluation } from './score';

describe('the Ask Anything evaluation set', () => {
  it('has at least 60 questions over every intent', () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const intents = new Set(EVAL_QUESTIONS.map((entry) => entry.intent));
    const all: Intent[] = [
      'learn_skill',
      'explore_role',
      'switch_career',
      'find_jobs',
      'find_people',
      'find_groups',
      'resume_interview',
      'salary',
      'tools_for_task',
      'general',
    ];
    for (const intent of all) expect(intents.has(intent), intent).toBe(true);
  });

  it('answers at least 90 % of it on topic', { timeout: 180_000 }, async () => {
    const score = await runGuidanceEvaluation();
    const message = `on topic: ${score.percent} % (${score.onTopic} of ${score.total})\n${describeFailures(score)}`;
    expect(score.percent, message).toBeGreaterThanOrEqual(90);
  });
});
