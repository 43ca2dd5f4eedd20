/** What the report page and its PDF list, in the same order and words. */
import type { ReportProfile, ReportSections } from '../../../contract';

/** The recommended-item sections in page order, with their headings. */
export const ITEM_SECTIONS = [
  ['learning_path', 'Learning path'],
  ['use_cases', 'Use cases'],
  ['ai_tools', 'AI tools'],
  ['circles', 'Circles'],
  ['jobs', 'Jobs'],
  ['people', 'People'],
] as const satisfies readonly (readonly [keyof ReportSections, string])[];

/** The profile facts the report was built from, labelled, empty ones left out. */
export function profileFacts(profile: ReportProfile): [string, string][] {
  const facts: [string, string | null | string[]][] = [
    ['Career stage', profile.career_stage],
    ['Persona', profile.persona],
    ['Focus', profile.focus],
    ['Field', profile.professional_field],
    ['Skills', profile.skills],
    ['Topics', profile.topics],
    ['Experience', profile.experience],
    ['Education', profile.education],
    ['Goals', profile.goals],
  ];
  return facts.flatMap(([label, value]) => {
    const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
    return text.trim() === '' ? [] : [[label, text] satisfies [string, string]];
  });
}
