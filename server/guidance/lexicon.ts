/**
 * How the guidance engine reads words: one normal form for questions and catalogue names
 * alike (lower case, singular, common abbreviations and synonyms spelled out), so "SQL",
 * "databases" and "MySQL" all reach the SQL skill and "ML" reaches machine learning.
 */

/** Abbreviations and synonyms, in normal form, to the catalogue's own words. */
const ALIASES: Record<string, string> = {
  ml: 'machine learning',
  'deep learning': 'machine learning',
  genai: 'generative ai',
  'gen ai': 'generative ai',
  llm: 'generative ai',
  'large language model': 'generative ai',
  'user experience': 'ux',
  ui: 'ui',
  'ux design': 'ux designer',
  'ui design': 'ui designer',
  'product design': 'product designer',
  'instructional design': 'instructional designer',
  pm: 'product manager',
  'project management professional': 'project management',
  mysql: 'sql',
  postgre: 'sql',
  postgres: 'sql',
  postgresql: 'sql',
  database: 'sql',
  'sql query': 'sql',
  spreadsheet: 'excel',
  'microsoft excel': 'excel',
  k8: 'kubernetes',
  k8s: 'kubernetes',
  node: 'node.js',
  nodejs: 'node.js',
  golang: 'go',
  ts: 'typescript',
  'amazon web service': 'aws',
  stat: 'statistics',
  statistic: 'statistics',
  'data viz': 'data visualisation',
  dataviz: 'data visualisation',
  visualization: 'visualisation',
  'data visualization': 'data visualisation',
  cv: 'resume',
  'curriculum vitae': 'resume',
  résumé: 'resume',
  infosec: 'cybersecurity',
  'cyber security': 'cybersecurity',
  'information security': 'cybersecurity',
  gpt: 'chatgpt',
  'chat gpt': 'chatgpt',
  copilot: 'github copilot',
  'github copilot': 'github copilot',
  wage: 'salary',
  pay: 'salary',
  compensation: 'salary',
  earning: 'salary',
  'front end': 'frontend',
  'front-end': 'frontend',
  'back end': 'backend',
  'back-end': 'backend',
  'dev ops': 'devops',
  'public speaker': 'public speaking',
  presentation: 'public speaking',
  'search engine optimisation': 'seo',
  'search engine optimization': 'seo',
  bookkeeping: 'accounting',
  modeling: 'modelling',
  nonprofit: 'non-profit',
  'non profit': 'non-profit',
};

/** Words that carry no subject: question words, pronouns, helpers and vague verbs. */
export const STOP_WORDS = new Set(
  `a an the and or but if of to in on at by for from with about into onto over under as is are was were be been being am
  do does did doing done can could would should shall will may might must have has had having get gets got getting
  i me my mine myself you your yours we us our they them their it its this that these those there here what which who
  whom whose where when why how not no yes so than then too very just only also more most much many some any all each
  every other another such own same good better best great nice new next first last really actually maybe please
  tell know want wanted need needs needed like would'd i'm im i've ive let lets make made go going way ways thing things
  start started starting begin beginner right kind sort lot lots someone something anyone anything help helps
  use used using give show find look looking see try well still now today soon quickly fast easy easily hard
  field area step advice tip idea option plan path should've out up down into open available current currently
  suitable fit match matching near nearby local year month week day time life world today future career work working
  job role someone people thing stuff mean anyway else enough little bit bunch able there here interested interest
  recommend recommendation suggest suggestion list top useful important hi hello thank thanks`.split(/\s+/),
);

/** Words that end in "s" but are not plurals. */
const NOT_PLURAL = new Set([
  'does',
  'goes',
  'has',
  'was',
  'its',
  'yes',
  'always',
  'news',
  'series',
  'perhaps',
  'kubernetes',
  'devops',
  'ops',
]);

/** "analysts" -> "analyst", "skills" -> "skill"; leaves "ss", "us", "is" endings and short words. */
export function singular(word: string): string {
  if (NOT_PLURAL.has(word) || word.length <= 3 || /[.+#]/.test(word) || /(ss|us|is|ics)$/.test(word)) return word;
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lower-case words, singular, punctuation gone (dots and plus signs inside names kept). */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z0-9+#.é-]+/)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter(Boolean)
    .map(singular);
}

const MAX_ALIAS_WORDS = 4;
/** The aliases' targets in normal form too, so both sides of a match read the same. */
const TARGETS = new Map(Object.entries(ALIASES).map(([from, to]) => [from, tokens(to).join(' ')]));

/** The normal form of a text: its tokens with aliases replaced (longest alias first). */
export function normalise(text: string): string {
  const words = tokens(text);
  const out: string[] = [];
  for (let at = 0; at < words.length; ) {
    let taken = 0;
    for (let n = Math.min(MAX_ALIAS_WORDS, words.length - at); n >= 1 && !taken; n--) {
      const phrase = words.slice(at, at + n).join(' ');
      const alias = TARGETS.get(phrase);
      if (alias !== undefined) {
        out.push(alias);
        taken = n;
      }
    }
    if (!taken) {
      out.push(words[at] ?? '');
      taken = 1;
    }
    at += taken;
  }
  return out.join(' ');
}

/** Whether a normalised phrase occurs, as whole words, in a normalised text. */
export function hasPhrase(normalText: string, normalPhrase: string): boolean {
  if (!normalPhrase) return false;
  return ` ${normalText} `.includes(` ${normalPhrase} `);
}

/** Words of a normalised text that say something: not stop words, at least 2 characters. */
export function significant(normalText: string): string[] {
  return normalText.split(' ').filter((word) => word.length >= 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}
