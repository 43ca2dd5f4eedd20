/** The report's PDF as a reader gets it: its text extracted with unpdf, as a person would copy it. */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { AgentReport, GuidanceItem } from '../../../contract';
import { buildReportPdf } from './pdf';
import { narrativeBlocks, toEncodable, wrapText } from './pdf-text';

const item = (n: number, type: GuidanceItem['type'], href: string): GuidanceItem => ({
  type,
  id: n,
  slug: `item-${n}`,
  title: `Item ${n} title`,
  description: null,
  reason: `Because of reason ${n}`,
  href,
  image_path: null,
});

function report(overrides: Partial<AgentReport['output_data']> = {}): AgentReport {
  return {
    id: 7,
    slug: 'r-abc',
    title: 'Career report for Mateo Núñez',
    agent_name: 'CareerGPS',
    agent_slug: 'careergps',
    created_at: '2026-11-21T10:00:00.000Z',
    user: { id: 2, name: 'Mateo', name_slug: 'mateo' },
    is_owner: true,
    feedback: null,
    output_data: {
      message: '## Where you stand\n\nYou know **Python** well.\n\n- Learn SQL\n- Join a circle\n\n1. First\n2. Second',
      engine: 'embedded',
      sections: {
        profile: {
          name: 'Mateo',
          career_stage: 'Early career',
          persona: null,
          focus: null,
          professional_field: 'Data',
          skills: ['Python', 'Statistics'],
          topics: [],
          experience: [],
          education: [],
          goals: ['Data engineer'],
        },
        target_roles: [
          {
            slug: 'data-engineer',
            title: 'Data Engineer',
            description: 'Builds pipelines',
            fit_score: 72,
            matched_skills: ['Python'],
            missing_skills: ['SQL'],
            reason: 'You have Python',
          },
        ],
        skill_gaps: [{ skill: 'SQL', roles: ['Data Engineer'], reason: 'Most pipelines need it' }],
        learning_path: [item(1, 'resource', '/resource/item-1')],
        use_cases: [],
        ai_tools: [],
        circles: [item(2, 'circle', '/circle/item-2')],
        jobs: [],
        people: [],
        next_steps: [{ title: 'Take the SQL course', detail: 'Two weeks', href: '/resource/item-1' }],
      },
      ...overrides,
    },
  };
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('report PDF', () => {
  it('holds the title, the narrative, each item with its reason and full URL, and page numbers', async () => {
    const bytes = await buildReportPdf(report(), 'https://campus.example.org');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(bytes);
    expect(text).toContain('Career report for Mateo Núñez');
    expect(text).toContain('Where you stand');
    expect(text).toContain('You know Python well.');
    expect(text).toContain('Learn SQL');
    expect(text).toContain('Data Engineer - fit score 72%');
    expect(text).toContain('Because of reason 2');
    expect(text).toContain('https://campus.example.org/circle/item-2');
    expect(text).toContain('https://campus.example.org/careergps-report/r-abc');
    expect(text).toContain('Take the SQL course');
    expect(text).toContain('Career stage: Early career');
    expect(text).toContain('Page 1 of 1');
  });

  it('replaces characters the standard fonts cannot encode instead of failing', async () => {
    const bytes = await buildReportPdf(
      report({ message: 'Emoji 🚀 and Ł and 中文 and “quotes”', sections: null }),
      'http://localhost',
    );
    const text = await textOf(bytes);
    expect(text).toContain('Emoji ? and L and ?? and “quotes”');
  });

  it('runs long reports over several numbered pages', async () => {
    const message = Array.from({ length: 120 }, (_, n) => `Paragraph ${n} with enough words to fill a line.`).join(
      '\n\n',
    );
    const text = await textOf(await buildReportPdf(report({ message, sections: null }), 'http://localhost'));
    expect(text).toMatch(/Page 1 of [2-9]/);
    expect(text).toContain('Paragraph 119');
  });
});

describe('PDF text helpers', () => {
  it('reads Markdown as headings, paragraphs and numbered or bulleted items', () => {
    expect(narrativeBlocks('# Title\n\nSome *em* text.\n\n- a\n  - b\n\n3. c')).toEqual([
      { kind: 'heading', text: 'Title' },
      { kind: 'paragraph', text: 'Some em text.' },
      { kind: 'bullet', text: 'a', marker: '\u2022', depth: 0 },
      { kind: 'bullet', text: 'b', marker: '\u2022', depth: 1 },
      { kind: 'bullet', text: 'c', marker: '3.', depth: 0 },
    ]);
    expect(narrativeBlocks('')).toEqual([]);
  });

  it('wraps at spaces and cuts a word longer than the line', () => {
    const measure = (text: string) => text.length;
    expect(wrapText('aa bb cc', 5, measure)).toEqual(['aa bb', 'cc']);
    expect(wrapText('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('   ', 4, measure)).toEqual([]);
  });

  it('keeps what the font knows and maps the rest', () => {
    const ascii = new Set(Array.from({ length: 95 }, (_, n) => n + 32));
    expect(toEncodable('Café\tnaïve ✓', ascii)).toBe('Cafe naive ?');
  });
});
