/**
 * Step one of reading a resume: lines grouped under their headings. A heading is a line
 * that is, by itself, one of the usual section names (any case, an optional colon), so
 * "Experience" or "WORK EXPERIENCE:" start a section but "Experience with SQL" does not.
 * Lines before the first heading are the header (name, title, contact line). Sections we
 * do not import (Interests, Certifications, ...) are kept as 'other' so they end the one
 * before them.
 */
export type SectionKind = 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'other';

const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: [
    'summary',
    'about',
    'about me',
    'profile',
    'professional summary',
    'career summary',
    'personal statement',
    'personal profile',
    'objective',
    'career objective',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'qualifications',
    'academic qualifications',
    'education and qualifications',
    'academic history',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'expertise',
    'skills and tools',
    'tools and technologies',
    'skills and expertise',
  ],
  languages: ['languages', 'language skills', 'language'],
};
const OTHER_HEADINGS = [
  'interests',
  'hobbies',
  'certifications',
  'certificates',
  'awards',
  'honors',
  'honours',
  'references',
  'projects',
  'publications',
  'volunteering',
  'volunteer experience',
  'courses',
  'training',
  'achievements',
  'contact',
];

const KIND_OF = new Map<string, SectionKind>(OTHER_HEADINGS.map((name) => [name, 'other']));
for (const kind of ['summary', 'experience', 'education', 'skills', 'languages'] as const) {
  for (const name of HEADINGS[kind]) KIND_OF.set(name, kind);
}

export function headingKind(line: string): SectionKind | null {
  const key = line
    .replace(/[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/&/g, 'and')
    .trim()
    .toLowerCase();
  return KIND_OF.get(key) ?? null;
}

export interface ResumeSections {
  header: string[];
  sections: Map<SectionKind, string[]>;
  /** Every line, in order, for matching names (topics, skills) against the whole text. */
  lines: string[];
}

const PAGE_FOOTER = /^(page\s+)?\d+\s*(\/|of)\s*\d+$/i;

/** Lines of the pages' text: whitespace collapsed, empty lines and page numbers dropped. */
export function resumeLines(pages: readonly string[]): string[] {
  return pages
    .flatMap((page) => page.split(/\r?\n/))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && !PAGE_FOOTER.test(line));
}

export function splitSections(lines: readonly string[]): ResumeSections {
  const header: string[] = [];
  const sections = new Map<SectionKind, string[]>();
  let current: string[] = header;
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) {
      // A repeated heading (e.g. "Experience (continued)" on page two) continues its section.
      current = sections.get(kind) ?? [];
      sections.set(kind, current);
      continue;
    }
    current.push(line);
  }
  return { header, sections, lines: [...lines] };
}
