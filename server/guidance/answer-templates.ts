/**
 * The sentences an Ask Anything answer is written from, one small template per intent and
 * case, so every answer speaks about what was asked and reads as prose (prose.test.ts and
 * the evaluation set check them).
 */
import type { GuidanceItem, TargetRole } from '../../contract/agents';
import { bold, joinAnd, joinOr, lowerFirst, sentence, withArticle } from './prose';
import type { Intent } from './understand';

/** The role paragraph: what the role needs, what the member has, what to build first. */
export function roleParagraph(role: TargetRole, skills: string[]): string {
  const title = `${withArticle(role.title).split(' ')[0]} **${role.title}**`;
  const lines = [sentence(`To become ${title}, you need ${bold(skills)}`)];
  const has = role.matched_skills;
  if (has.length && role.missing_skills.length)
    lines.push(sentence(`You already have ${bold(has)}, so build ${bold(role.missing_skills.slice(0, 3))} next`));
  else if (has.length) lines.push(sentence(`You already have all of them: a fit of ${role.fit_score} out of 100`));
  else if (role.missing_skills[0])
    lines.push(sentence(`None of them is on your profile yet, so start with **${role.missing_skills[0]}**`));
  return lines.join(' ');
}

/** The opening of an answer about a skill or topic the question names. */
export function skillParagraph(subject: string[], rolesUsing: string[], hasAlready: string[]): string {
  const lines: string[] = [];
  if (rolesUsing.length)
    lines.push(sentence(`${bold(subject)} ${subject.length > 1 ? 'are' : 'is'} used by ${joinAnd(rolesUsing)} roles`));
  if (hasAlready.length) lines.push(sentence(`You already list ${bold(hasAlready)} on your profile, so build on it`));
  return lines.join(' ');
}

const PLURAL: Record<GuidanceItem['type'], string> = {
  resource: 'resources',
  use_case: 'use cases',
  ai_tool: 'AI tools',
  circle: 'circles',
  event: 'events',
  job: 'jobs',
  user: 'members',
  organization: 'organizations',
};

/** "these jobs and members": the kinds of the items, in their order. */
export function kindsOf(items: GuidanceItem[]): string {
  return joinAnd([...new Set(items.map((item) => PLURAL[item.type]))]);
}

/** A named tool in one sentence, from its stored description. */
export function toolSentence(name: string, description: string | null): string {
  return description
    ? sentence(`**${name}**: ${lowerFirst(description)}`)
    : sentence(`**${name}** is an AI tool listed in the portal`);
}

/** The lead of the item list, about the question's subject when it has one. */
export function leadFor(intent: Intent, subject: string[]): string {
  const about = subject.length ? ` about ${bold(subject)}` : '';
  const leads: Record<Intent, string> = {
    learn_skill: subject.length ? `Start with these${about}` : 'These resources are a good place to learn',
    explore_role: subject.length ? `The portal has these${about}` : 'The portal has what you need to get there',
    switch_career: 'These will help you make the move, with people who made it before you',
    find_jobs: subject.length
      ? `These open jobs match ${bold(subject)}`
      : 'These open jobs match your skills and goals',
    find_people: subject.length
      ? `These members know ${bold(subject)} and can tell you what the work is really like`
      : 'These members can tell you what the work is really like',
    find_groups: subject.length
      ? `These circles and events bring together people interested in ${bold(subject)}`
      : 'These circles and events bring together people on the same path',
    resume_interview: 'These will help you prepare your applications and interviews',
    salary: 'These will help you understand your worth and negotiate an offer',
    tools_for_task: subject.length
      ? `These AI tools and use cases go with ${bold(subject)}`
      : 'These AI tools fit the way you work',
    general: 'Here is what the portal has for you',
  };
  return sentence(leads[intent]);
}

/** A first sentence for intents that need one whatever the subject. */
export function intentOpening(intent: Intent, subject: string[]): string | null {
  const on = subject.length ? ` for ${bold(subject)}` : '';
  switch (intent) {
    case 'salary':
      return sentence(
        `Pay depends on the role, the place and your experience, and the portal does not publish salary figures${on ? `${on} roles` : ''}. Research the range before you talk about money, and negotiate from what you bring`,
      );
    case 'resume_interview':
      return sentence(
        `Tailor your resume to each job${on}, prepare stories with the STAR method, and practise out loud before the interview`,
      );
    case 'switch_career':
      return sentence(
        'A career change works best in small steps: learn the core skills, build one project, and talk to people who made the same move',
      );
    default:
      return null;
  }
}

const KIND: Record<GuidanceItem['type'], string> = {
  resource: 'resource',
  use_case: 'use case',
  ai_tool: 'AI tool',
  circle: 'circle',
  event: 'event',
  job: 'job',
  user: 'member',
  organization: 'organization',
};

/** One line of the item list; an AI tool says what it does, from its stored description. */
export function itemLine(item: GuidanceItem): string {
  const why = item.type === 'ai_tool' && item.description ? item.description : item.reason;
  return `- **${item.title}** (${KIND[item.type]}): ${sentence(why)}`;
}

/** Honest words when nothing in the portal matches what the question names, and what to do instead. */
export function nothingFound(intent: Intent, subject: string[]): string[] {
  const what = subject.length ? bold(subject) : 'this';
  const steps =
    intent === 'learn_skill' || intent === 'explore_role' || intent === 'switch_career'
      ? [
          `Look for a free introductory course or the official documentation of ${joinOr(subject) || 'the subject'}`,
          'Practise on a small project of your own and add it to your profile',
          'Ask in one of your circles who can recommend where to start',
        ]
      : [
          'Ask again naming a skill, a role or a tool, for example "How do I learn SQL?"',
          'Browse the resources, circles and jobs of the portal',
          'Add your skills and interests to your profile so answers can match them',
        ];
  return [
    sentence(`The portal has nothing on ${what} yet, so I will not suggest unrelated items`),
    '## General next steps',
    steps.map((step) => `- ${sentence(step)}`).join('\n'),
  ];
}
