/**
 * The verdict of an item: the rules' answer, or — when an LLM is configured — the model's
 * choice among the same allowed verdicts, given only the facts the rules read and their
 * reasons. The model cannot add facts: the reasons stay the rules'; a model that fails, or
 * answers anything but one allowed verdict, leaves the rules' verdict in place.
 */
import { type NarrativeEngine, writeNarrative } from '../guidance/narrative';

export interface Judgement {
  verdict: string;
  reasons: string[];
  /** 'rules' or 'llm'. */
  engine: string;
}

const SYSTEM = [
  'You review items for the administrators of a career portal.',
  'Decide using only the facts given; do not assume anything else.',
  'Answer with exactly one of the allowed verdicts, as a single word, and nothing else.',
].join(' ');

/** The allowed verdict the answer consists of, or null (prose, several verdicts, another word). */
export function verdictIn(answer: string, allowed: readonly string[]): string | null {
  const word = answer
    .trim()
    .replace(/^["'`]+|["'`.]+$/g, '')
    .toLowerCase();
  return allowed.includes(word) ? word : null;
}

export async function judge(
  engine: NarrativeEngine,
  task: { what: string; facts: string; allowed: readonly string[] },
  rules: { verdict: string; reasons: string[] },
): Promise<Judgement> {
  if (engine.name !== 'llm') return { ...rules, engine: 'rules' };
  try {
    const answer = await writeNarrative(engine, {
      kind: 'answer',
      system: SYSTEM,
      context: `${task.facts}\nRule-based findings:\n${rules.reasons.join('\n')}`,
      question: `${task.what} Allowed verdicts: ${task.allowed.join(', ')}.`,
      history: [],
      fallback: rules.verdict,
    });
    const verdict = verdictIn(answer, task.allowed);
    if (verdict === null) return { ...rules, engine: 'rules' };
    return { verdict, reasons: rules.reasons, engine: 'llm' };
  } catch {
    return { ...rules, engine: 'rules' };
  }
}
