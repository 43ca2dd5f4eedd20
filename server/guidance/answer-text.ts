/** An Ask Anything answer's words: the embedded Markdown answer, the follow-ups, the LLM context. */
import type { GuidanceItem, ReportProfile, TargetRole } from '../../contract/agents';
import { joinAnd } from './gaps';
import type { Intent } from './intent';
import { guideRules, itemLines, profileContext } from './report-text';

export interface AnswerFacts {
  question: string;
  intent: Intent;
  /** The earlier question a follow-up refers to. */
  followUpOf: string | null;
  /** The role the question names, if any, and all its skills, most important first. */
  named: TargetRole | null;
  namedSkills: string[];
  /** The profile's best roles. */
  roles: TargetRole[];
  gaps: string[];
  items: GuidanceItem[];
  profile: ReportProfile;
}

const bold = (items: string[]) => joinAnd(items.map((item) => `**${item}**`));
const a = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

const LEADS: Record<Intent, string> = {
  interview: 'These will help you prepare your applications and interviews.',
  jobs: 'These open jobs in the portal match your skills and goals.',
  people: 'These people can tell you what the work is really like.',
  circles: 'These circles bring together people on the same path.',
  use_cases: 'These use cases show the work in practice.',
  ai_tools: 'These AI tools fit the way you work.',
  learning: 'These resources are a good place to learn.',
  skills: 'These will help you build the skills you are missing.',
  role: 'The portal has what you need to get there.',
  general: 'Here is what the portal has for you.',
};

export function answerNarrative(facts: AnswerFacts): string {
  const out: string[] = [];
  if (facts.followUpOf) out.push(`More on your question "${facts.followUpOf}":`);
  const { named, roles, profile } = facts;
  if (named) {
    const has = named.matched_skills;
    const title = a(named.title).replace(named.title, `**${named.title}**`);
    const lines = [`To become ${title}, you need ${bold(facts.namedSkills)}.`];
    if (has.length && named.missing_skills.length)
      lines.push(`You already have ${bold(has)}: build ${bold(named.missing_skills.slice(0, 3))} next.`);
    else if (has.length) lines.push(`You already have all of them: a ${named.fit_score} of 100 fit.`);
    else lines.push(`None of them is on your profile yet: start with **${named.missing_skills[0]}**.`);
    out.push(lines.join(' '));
  } else if (profile.skills.length && roles.length) {
    const best = roles.slice(0, 2).map((role) => `**${role.title}** (fit ${role.fit_score} of 100)`);
    out.push(
      `With your skills in ${bold(profile.skills.slice(0, 4))}, the roles that fit you best are ${joinAnd(best)}.` +
        (facts.gaps.length ? ` The skills to build next: ${bold(facts.gaps.slice(0, 3))}.` : ''),
    );
  } else {
    out.push(
      'Your profile lists no skills yet, so this answer draws on your career stage and interests. Add your skills to your profile for sharper answers.',
    );
  }
  if (facts.items.length) {
    out.push(LEADS[facts.intent], '## Where to start');
    out.push(facts.items.map((item) => `- **${item.title}**: ${item.reason}.`).join('\n'));
  } else {
    out.push('The portal has no items that match this question yet.');
  }
  return `${out.join('\n\n')}\n`;
}

/** Three follow-up questions, the current intent's own left out. */
export function followUps(facts: AnswerFacts): string[] {
  const role = facts.named?.title ?? facts.roles[0]?.title ?? null;
  const gap = facts.gaps[0] ?? null;
  const options: [Intent, string | null][] = [
    ['skills', role ? `Which skills do I need to become ${a(role)}?` : 'Which roles fit my skills?'],
    ['learning', gap ? `How do I learn ${gap}?` : 'What should I learn next?'],
    ['jobs', role ? `Which jobs fit me as ${a(role)}?` : 'Which jobs fit my profile?'],
    ['people', role ? `Who in the community works as ${a(role)}?` : 'Who could mentor me?'],
    ['circles', 'Which circles should I join?'],
    ['interview', role ? `How do I prepare for ${a(role)} interview?` : 'How do I prepare for interviews?'],
  ];
  const asked = facts.question.trim().toLowerCase();
  return options
    .filter(([intent, text]) => intent !== facts.intent && text && text.toLowerCase() !== asked)
    .flatMap(([, text]) => text ?? [])
    .slice(0, 3);
}

export function answerContext(facts: AnswerFacts): string {
  const lines = [...profileContext(facts.profile), `Question topic: ${facts.intent.replace('_', ' ')}`];
  const roles = facts.named ? [facts.named] : facts.roles;
  if (roles.length) lines.push(facts.named ? 'Role asked about:' : 'Roles that fit the member:');
  for (const role of roles) {
    lines.push(
      `- ${role.title} (fit ${role.fit_score}/100): needs ${[...role.matched_skills, ...role.missing_skills].join(', ')}. Has: ${role.matched_skills.join(', ') || 'none'}. Missing: ${role.missing_skills.join(', ') || 'none'}.`,
    );
  }
  if (facts.gaps.length) lines.push(`Skills to build: ${facts.gaps.join(', ')}`);
  lines.push(...itemLines('Portal items to mention', facts.items));
  return lines.join('\n');
}

export function answerSystem(tenantName: string, agentName: string | null): string {
  const as = agentName ? ` You answer as the ${agentName} agent.` : '';
  return `${guideRules(tenantName)}${as} Answer the member's question in a few short paragraphs and a list of the portal items to start with; keep it practical and specific to them.`;
}
