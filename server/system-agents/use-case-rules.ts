/**
 * Review Use Cases (usecase_curation): a quality grade from what the use case holds — how
 * much its description says, a document, the AI tools it names and the topics it covers —
 * with a reason per point, so a moderator sees why it got its grade.
 */
import type { QualityLevel, UseCaseReview } from '../../contract/system-agents';

export interface UseCaseFacts {
  id: number;
  /** The description as plain text (tags removed). */
  descriptionText: string;
  hasDocument: boolean;
  toolCount: number;
  topicCount: number;
}

/** Characters of description that explain a use case well, and the least that say anything. */
export const DETAILED_DESCRIPTION = 300;
export const BRIEF_DESCRIPTION = 80;
/** Below this the use case says too little to be judged at all. */
export const EMPTY_DESCRIPTION = 20;

export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function reviewUseCase(facts: UseCaseFacts): UseCaseReview {
  const reasons: string[] = [];
  const length = facts.descriptionText.length;
  let points = 0;
  if (length >= DETAILED_DESCRIPTION) {
    points += 2;
    reasons.push(`Detailed description (${length} characters).`);
  } else if (length >= BRIEF_DESCRIPTION) {
    points += 1;
    reasons.push(`Brief description (${length} characters).`);
  } else {
    reasons.push(`Description too short (${length} characters).`);
  }
  if (facts.hasDocument) points += 1;
  reasons.push(facts.hasDocument ? 'A document is attached.' : 'No document attached.');
  if (facts.toolCount > 0) points += 1;
  reasons.push(facts.toolCount > 0 ? `Names ${facts.toolCount} AI tool(s).` : 'Names no AI tool.');
  if (facts.topicCount > 0) points += 1;
  reasons.push(facts.topicCount > 0 ? `Covers ${facts.topicCount} topic(s).` : 'Covers no topic.');

  const level: QualityLevel =
    length < EMPTY_DESCRIPTION ? 'reject' : points >= 4 ? 'high' : points >= 2 ? 'medium' : 'low';
  return { quality_level: level, reasons };
}
