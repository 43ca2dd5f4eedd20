/**
 * Small templates the guidance prose is written from: lists joined with commas and "and",
 * the right article, one full stop per sentence, and a member's facts (career stage, persona,
 * field, a form's answers) phrased as sentences rather than pasted after a label.
 */

/** "a", "a and b", "a, b and c" */
export function joinAnd(items: string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "a, b or c" */
export function joinOr(items: string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** "an" before a vowel sound, else "a" (acronyms spelled with a vowel sound: "an SQL", "an ML"). */
export function article(phrase: string): 'a' | 'an' {
  const word = phrase.replace(/^[*"“(]+/, '').split(/\s/)[0] ?? '';
  if (/^(uni|use|user|eu|one|once)/i.test(word)) return 'a';
  if (/^(hour|honest|honou?r)/i.test(word)) return 'an';
  if (/^[A-Z]{2,}$/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export const withArticle = (phrase: string) => `${article(phrase)} ${phrase}`;

export const lowerFirst = (text: string) =>
  // Acronyms and names in capitals stay as they are ("SQL", "AI tools").
  /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const bold = (items: string[]) => joinAnd(items.map((item) => `**${item}**`));

/** One sentence: capital first letter, exactly one closing mark. */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/[\s.]+$/, '');
  if (!trimmed) return '';
  const closed = /[?!…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
  return upperFirst(closed);
}

/** Whole prose: no doubled full stops or spaces before punctuation, at most one blank line. */
export function tidy(text: string): string {
  return text
    .replace(/([^.])\.\.(?!\.)/g, '$1.')
    .replace(/([?!])\./g, '$1')
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n');
}

/** Known career stages as the rest of a sentence starting "You are ...". */
const STAGES: Record<string, string> = {
  'high school': 'in high school',
  undergraduate: 'an undergraduate student',
  graduate: 'a graduate student',
  'early career': 'early in your career',
  'mid career': 'in the middle of your career',
  senior: 'at a senior stage of your career',
  'prospective student': 'a prospective student',
  doctoral: 'a doctoral student',
  'recent alumni': 'a recent graduate',
  alumni: 'a graduate of this institution',
};

/** "You are in high school." / "Your career stage is “Apprentice”." for a tenant's own stage. */
export function stageSentence(stage: string): string {
  const phrase = STAGES[stage.trim().toLowerCase()];
  return phrase ? sentence(`You are ${phrase}`) : sentence(`Your career stage is “${stage.trim()}”`);
}

/** The portal persona as "You use the portal as ...", with its article. */
export function personaSentence(persona: string): string {
  const label = persona.trim().toLowerCase();
  const noun = /student|professional|graduate/.test(label) ? label : `${label} professional`;
  return sentence(`You use the portal as ${withArticle(noun.replace(/^mid career/, 'mid-career'))}`);
}

export function fieldSentence(field: string): string {
  return sentence(`Your field is ${lowerFirst(field.trim())}`);
}

/**
 * A form's choice as a phrase that stands alone: "Less than 2" hours becomes "less than 2
 * hours a week for learning", "Remote" work "remote work".
 */
export function choicePhrase(questionId: string, label: string): string {
  const value = lowerFirst(label.trim());
  switch (questionId) {
    case 'hours':
      return `${value} hours a week for learning`;
    case 'work_mode':
      return `${value.replace(/^on site$/, 'on-site')} work`;
    case 'frequency':
      return value === 'never' ? 'not using AI yet' : `using AI ${value}`;
    case 'years':
    case 'experience':
      return `${value} years of experience`;
    default:
      return value;
  }
}
