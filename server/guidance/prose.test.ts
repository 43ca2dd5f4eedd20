/** The prose templates of the guidance engine: lists, articles, sentences and a member's facts. */
import { describe, expect, it } from 'vitest';
import { article, choicePhrase, fieldSentence, joinAnd, personaSentence, sentence, stageSentence, tidy } from './prose';

describe('prose templates', () => {
  it('joins lists with commas and "and"', () => {
    expect(joinAnd([])).toBe('');
    expect(joinAnd(['SQL'])).toBe('SQL');
    expect(joinAnd(['SQL', 'Excel'])).toBe('SQL and Excel');
    expect(joinAnd(['SQL', 'Excel', 'Tableau'])).toBe('SQL, Excel and Tableau');
  });

  it('chooses the article by sound', () => {
    expect(article('Data Analyst')).toBe('a');
    expect(article('ML engineer')).toBe('an');
    expect(article('UX Researcher')).toBe('a');
    expect(article('Instructional Designer')).toBe('an');
    expect(article('user researcher')).toBe('a');
    expect(article('hour')).toBe('an');
  });

  it('ends a sentence with exactly one mark and tidies doubled punctuation', () => {
    expect(sentence('works at Acme Inc.')).toBe('Works at Acme Inc.');
    expect(sentence('really?')).toBe('Really?');
    expect(sentence('  ')).toBe('');
    expect(tidy('Done.. Next?. Fine , ok...')).toBe('Done. Next? Fine, ok...');
  });

  it('phrases career stage, persona and field as sentences, not labels', () => {
    expect(stageSentence('High school')).toBe('You are in high school.');
    expect(stageSentence('Mid career')).toBe('You are in the middle of your career.');
    expect(stageSentence('Early career')).toBe('You are early in your career.');
    expect(stageSentence('Apprentice')).toBe('Your career stage is “Apprentice”.');
    expect(personaSentence('Mid career')).toBe('You use the portal as a mid-career professional.');
    expect(personaSentence('Early professional')).toBe('You use the portal as an early professional.');
    expect(personaSentence('High school student')).toBe('You use the portal as a high school student.');
    expect(fieldSentence('Data and analytics')).toBe('Your field is data and analytics.');
  });

  it('phrases form choices with their unit', () => {
    expect(choicePhrase('hours', 'Less than 2')).toBe('less than 2 hours a week for learning');
    expect(choicePhrase('work_mode', 'On site')).toBe('on-site work');
    expect(choicePhrase('frequency', 'Never')).toBe('not using AI yet');
    expect(choicePhrase('years', 'Less than 2')).toBe('less than 2 years of experience');
    expect(choicePhrase('other', 'Remote work')).toBe('remote work');
  });
});
