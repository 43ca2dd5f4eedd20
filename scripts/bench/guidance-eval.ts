/**
 * `tsx scripts/bench/guidance-eval.ts`: runs the Ask Anything evaluation set
 * (server/guidance/evaluation) through the embedded engine on a fresh demo seed and prints
 * the share of on-topic answers, with the questions that missed.
 */
import { describeFailures, runGuidanceEvaluation } from '../../server/guidance/evaluation/score';

export async function measureGuidanceEvaluation() {
  const score = await runGuidanceEvaluation();
  return {
    percent: score.percent,
    onTopic: score.onTopic,
    total: score.total,
    intentPercent: score.intentPercent,
    score,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { percent, onTopic, total, intentPercent, score } = await measureGuidanceEvaluation();
  process.stdout.write(
    `Ask Anything on topic: ${percent} % (${onTopic} of ${total}); intent right: ${intentPercent} %\n`,
  );
  const failures = describeFailures(score);
  if (failures) process.stdout.write(`Missed:\n${failures}\n`);
}
