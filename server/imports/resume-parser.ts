/**
 * A resume's text as an ImportedProfile, by heuristics that fit the usual resume, in one
 * column or two (pdf-layout.ts puts a two-column page in reading order first); see
 * resume-sections.ts for headings, resume-entries.ts for positions and degrees, and
 * resume-lists.ts for skills and languages:
 * - header: the first line is the name, the next line that is not contact details is the
 *   title; the country is the first country name or code found in the header lines, and
 *   the location is the contact part that named it ("Lagos, Nigeria");
 * - summary: the Summary/About/Profile section as one paragraph;
 * - skills and languages: the section's list, whatever its shape ("English (Native)" -> English).
 * Topics and skills without a section are matched against the whole text when applied.
 */
import { findCountry } from './countries';
import type { ImportedProfile } from './imported-profile';
import { parseEducation, parsePositions } from './resume-entries';
import { parseNameList } from './resume-lists';
import { resumeLines, splitSections } from './resume-sections';

const CONTACT = /@|https?:|www\.|\+?\d[\d\s().-]{6,}|linkedin\.com/i;

function parseHeader(header: readonly string[]) {
  const [nameLine = '', ...rest] = header;
  const names = nameLine.split(/\s+/).filter(Boolean);
  // A name line is short and has no digits or @; otherwise there is no recognisable header.
  const hasName = names.length >= 1 && names.length <= 5 && !/[\d@]/.test(nameLine);
  const title = rest.find((line) => !CONTACT.test(line) && !findCountry(line) && line.length <= 120) ?? null;
  let country: string | null = null;
  let location: string | null = null;
  for (const line of rest) {
    for (const part of line.split(/\s*[|•·]\s*/)) {
      if (CONTACT.test(part)) continue;
      const code = findCountry(part);
      if (code) {
        country = code;
        location = part.trim();
        break;
      }
    }
    if (country) break;
  }
  return {
    first_name: hasName ? (names[0] ?? null) : null,
    last_name: hasName && names.length > 1 ? names.slice(1).join(' ') : null,
    title: hasName ? title : null,
    country,
    location,
  };
}

/** `pages`: the text of each page, lines separated by newlines (unpdf extractText). */
export function parseResume(pages: readonly string[]): ImportedProfile {
  const { header, sections, lines } = splitSections(resumeLines(pages));
  const summary = (sections.get('summary') ?? []).join(' ').trim();
  return {
    ...parseHeader(header),
    summary: summary || null,
    positions: parsePositions(sections.get('experience') ?? []),
    education: parseEducation(sections.get('education') ?? []),
    skills: parseNameList(sections.get('skills') ?? []),
    languages: parseNameList(sections.get('languages') ?? [], 40),
    full_text: lines.join('\n'),
  };
}
