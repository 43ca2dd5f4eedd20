/** Personas and portal focus: small on purpose, the top bar's role selector loads it eagerly. */
import * as v from 'valibot';

/** Personas (spec part 1 section 1) and portal focus (section 3, goals). */
export const PERSONAS = [
  { id: 1, label: 'High school student' },
  { id: 2, label: 'College student' },
  { id: 3, label: 'Early professional' },
  { id: 4, label: 'Mid career' },
  { id: 5, label: 'Advanced' },
] as const;
export const FOCUS_AREAS = [
  { id: 'learn_ai_skills', label: 'Learn AI skills' },
  { id: 'career_development', label: 'Career development' },
  { id: 'both', label: 'Both' },
] as const;
export const FocusArea = v.picklist(['learn_ai_skills', 'career_development', 'both']);
export type FocusArea = v.InferOutput<typeof FocusArea>;
