/**
 * The AMA prompt suggestions: 4 picked from the tenant's ama_user_default_prompts by the
 * member's saved location and career stage (spec part 1 section 9). A prompt aimed at the
 * member's location or stage ranks before a prompt for anyone; ties keep the tenant's order.
 */
import type { DefaultPrompt } from './tenant';

export const PROMPT_SUGGESTION_COUNT = 4;

export interface PromptAudience {
  /** The profile's country code; null when not saved. */
  location: string | null;
  /** The group profile's career_stage id; null when not saved. */
  careerStage: number | null;
}

function specificity(prompt: DefaultPrompt, audience: PromptAudience): number | null {
  const { locations, career_stages } = prompt;
  const location = audience.location?.toUpperCase() ?? null;
  const isLocationMatch = location !== null && locations.some((code) => code.toUpperCase() === location);
  const isStageMatch = audience.careerStage !== null && career_stages.includes(audience.careerStage);
  if (locations.length > 0 && !isLocationMatch) return null;
  if (career_stages.length > 0 && !isStageMatch) return null;
  return Number(isLocationMatch) + Number(isStageMatch);
}

export function pickDefaultPrompts(
  prompts: readonly DefaultPrompt[],
  audience: PromptAudience,
  count = PROMPT_SUGGESTION_COUNT,
): string[] {
  return prompts
    .map((prompt, index) => ({ prompt: prompt.prompt, index, score: specificity(prompt, audience) }))
    .filter((entry): entry is { prompt: string; index: number; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.prompt);
}
