import { describe, expect, it } from 'vitest';
import { findCountry } from './countries';
import { parseDateRange, parseMonthYear } from './dates';
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
