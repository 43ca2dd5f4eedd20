import { describe, expect, it } from 'vitest';
import { RESUME_SAMPLES, sampleText } from '../../tests/fixtures/resume-samples';
import { findCountry } from './countries';
import { parseDateRange, parseMonthYear } from './dates';
import { parseNameList } from './resume-lists';
import { parseResume } from './resume-parser';

describe('resume parser heuristics', () => {
  it('reads dates as resumes write them', () => {
    expect(parseMonthYear('Jan 2020')).toBe('2020-01-01');
    expect(parseMonthYear('September 2018')).toBe('2018-09-01');
    expect(parseMonthYear('03/2019')).toBe('2019-03-01');
    expect(parseMonthYear('2019-11')).toBe('2019-11-01');
    expect(parseMonthYear('2013')).toBe('2013-01-01');
    expect(parseMonthYear('Smarch 2013')).toBeNull();
    expect(parseDateRange('Jan 2020 - Present')).toEqual({ start: '2020-01-01', end: null });
    expect(parseDateRange('2013 – 2015')).toEqual({ start: '2013-01-01', end: '2015-01-01' });
    expect(parseDateRange('Mar 2017 to Dec 2019')).toEqual({ start: '2017-03-01', end: '2019-12-01' });
    expect(parseDateRange('Dec 2019 - Mar 2017')).toBeNull();
    expect(parseDateRange('Led 2019 - 2020 budget')).toBeNull();
  });

  it('finds countries by English name, short form or code, from the end of an address', () => {
    expect(findCountry('Lagos, Nigeria')).toBe('NG');
    expect(findCountry('Accra, Greater Accra, Ghana')).toBe('GH');
    expect(findCountry('Berlin, DE')).toBe('DE');
    expect(findCountry('London, UK')).toBe('GB');
    expect(findCountry('Abidjan, Côte d’Ivoire')).toBe('CI');
    expect(findCountry('Senior Data Analyst')).toBeNull();
  });

  it('handles upper-case headings with colons, inline dates, the two-line form and page numbers', () => {
    const pages = [
      [
        'Jo Bloggs',
        'jo@example.org | +44 20 7946 0000 | Manchester, United Kingdom',
        'Product Designer',
        'PROFILE:',
        'Designer of public services.',
        'WORK EXPERIENCE',
        'Product Designer | GOV Design Studio | Feb 2021 - Present',
        'Redesigned the benefits journey.',
        'Interaction Designer',
        'Acme Ltd',
        '06/2018 - 01/2021',
        'Prototyped mobile apps.',
        'Page 1 of 2',
      ].join('\n'),
      [
        'EDUCATION',
        'University of Leeds, BA Graphic Design, 2014 - 2017',
        'LANGUAGE SKILLS',
        'English - native; Spanish (B2)',
        'Hobbies',
        'Climbing',
      ].join('\n'),
    ];
    const parsed = parseResume(pages);
    expect(parsed).toMatchObject({
      first_name: 'Jo',
      last_name: 'Bloggs',
      title: 'Product Designer',
      country: 'GB',
      location: 'Manchester, United Kingdom',
      summary: 'Designer of public services.',
      languages: ['English', 'Spanish'],
    });
    expect(parsed.positions).toEqual([
      {
        title: 'Product Designer',
        organization: 'GOV Design Studio',
        description: 'Redesigned the benefits journey.',
        location: null,
        start_date: '2021-02-01',
        end_date: null,
      },
      {
        title: 'Interaction Designer',
        organization: 'Acme Ltd',
        description: 'Prototyped mobile apps.',
        location: null,
        start_date: '2018-06-01',
        end_date: '2021-01-01',
      },
    ]);
    expect(parsed.education).toEqual([
      {
        degree: 'BA Graphic Design',
        school: 'University of Leeds',
        description: '',
        start_date: '2014-01-01',
        end_date: '2017-01-01',
      },
    ]);
  });
});

describe('resume parser on plain-text resumes', () => {
  it('reads every date style resumes use', () => {
    expect(parseDateRange('2013 - 2017')).toEqual({ start: '2013-01-01', end: '2017-01-01' });
    expect(parseDateRange('Jan 2019 – Present')).toEqual({ start: '2019-01-01', end: null });
    expect(parseDateRange('03/2020 - 06/2022')).toEqual({ start: '2020-03-01', end: '2022-06-01' });
    expect(parseDateRange('2018–2021')).toEqual({ start: '2018-01-01', end: '2021-01-01' });
    expect(parseDateRange('Sept. 2015 to May 2019')).toEqual({ start: '2015-09-01', end: '2019-05-01' });
    expect(parseDateRange('(2019)')).toEqual({ start: '2019-01-01', end: '2019-01-01' });
    expect(parseDateRange('Lagos 2013 - 2017')).toBeNull();
  });

  it.each(RESUME_SAMPLES.map((sample) => [sample.file, sample] as const))('reads %s as text', (_file, sample) => {
    const parsed = parseResume([sampleText(sample)]);
    const work = parsed.positions.map((p) => ({
      title: p.title,
      group: p.organization,
      start: p.start_date,
      end: p.end_date,
    }));
    const education = parsed.education.map((e) => ({
      title: e.degree,
      group: e.school,
      start: e.start_date,
      end: e.end_date,
    }));
    expect({ work, education, skills: parsed.skills }).toEqual(sample.expected);
  });

  it("reads the issue's degree line wherever education is, and skills in any list shape", () => {
    const education = (lines: string[]) => parseResume([['Ada Obi', ...lines].join('\n')]).education;
    const lagos = {
      degree: 'BSc Computer Science',
      school: 'University of Lagos',
      start_date: '2013-01-01',
      end_date: '2017-01-01',
    };
    expect(education(['Education', 'BSc Computer Science, University of Lagos 2013 - 2017'])).toMatchObject([lagos]);
    expect(
      education([
        'Experience',
        'Analyst, Acme',
        '2018 - 2020',
        'Education',
        'BSc Computer Science, University of Lagos 2013 - 2017',
      ]),
    ).toMatchObject([lagos]);
    expect(parseNameList(['Programming: Python, SQL', '• Tableau', 'Excel; R'])).toEqual([
      'Python',
      'SQL',
      'Tableau',
      'Excel',
      'R',
    ]);
  });

  it('keeps a dated sentence in the description', () => {
    const [position] = parseResume([
      ['Ada Obi', 'Experience', 'Analyst, Acme', 'Jan 2019 - Present', '• Planned the budget for 2019 - 2020'].join(
        '\n',
      ),
    ]).positions;
    expect(position).toMatchObject({
      title: 'Analyst',
      organization: 'Acme',
      description: 'Planned the budget for 2019 - 2020',
    });
  });

  it('leaves the place of a role out of its heading', () => {
    const positions = parseResume([
      [
        'Ada Obi',
        'Experience',
        'Backend Engineer | Paystack | Lagos, Nigeria | Jan 2019 - Present',
        'Built APIs.',
        'Software Developer, Andela',
        'Nairobi, Kenya',
        '2017 - 2018',
      ].join('\n'),
    ]).positions;
    expect(positions.map((p) => [p.title, p.organization, p.start_date, p.end_date])).toEqual([
      ['Backend Engineer', 'Paystack', '2019-01-01', null],
      ['Software Developer', 'Andela', '2017-01-01', '2018-01-01'],
    ]);
  });
});
