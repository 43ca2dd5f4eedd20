/** An Ask Anything answer's words: the embedded Markdown answer, the follow-ups, the LLM context. */
import type { GuidanceItem, ReportProfile, TargetRole } from '../../contract/agents';
import {
  intentOpening,
  itemLine,
  kindsOf,
  leadFor,
  nothingFound,
  roleParagraph,
  skillParagraph,
  toolSentence,
} from './answer-templates';
import type { Intent } from './intent';
import { bold, joinAnd, sentence, tidy, withArticle } from './prose';
import { guideRules, itemLines, profileContext } from './report-text';
import type { Understanding } from './understand';

export interface AnswerFacts {
  question: string;
  understood: Understanding;
  /** The earlier question a follow-up refers to. */
  followUpOf: string | null;
  /** The role the question names, if any, and all its skills, most important first. */
  named: TargetRole | null;
  namedSkills: string[];
  /** Roles of the catalogue that need the skills the question names. */
  rolesUsing: string[];
  /** The profile's best roles. */
  roles: TargetRole[];
  gaps: string[];
  items: GuidanceItem[];
  profile: ReportProfile;
}

const INTENT_NAMES: Record<Intent, string> = {
  learn_skill: 'learning a skill',
  explore_role: 'exploring a role',
  switch_career: 'switching careers',
  find_jobs: 'finding jobs',
  find_people: 'finding mentors and people',
  find_groups: 'finding circles and events',
  resume_interview: 'resume and interview help',
  salary: 'salary and negotiation',
  tools_for_task: 'AI tools for a task',
  general: 'general career guidance',
};

function profileParagraph(facts: AnswerFacts): string {
  const { profile, roles } = facts;
  if (!profile.skills.length || !roles.length)
    return 'Your profile lists no skills yet, so this answer draws on your career stage and interests. Add your skills to your profile for sharper answers.';
  const best = roles.slice(0, 2).map((role) => `**${role.title}** (a fit of ${role.fit_score} out of 100)`);
  const gaps = facts.gaps.length ? ` The skills to build next are ${bold(facts.gaps.slice(0, 3))}.` : '';
  return `With your skills in ${bold(profile.skills.slice(0, 4))}, the roles that fit you best are ${joinAnd(best)}.${gaps}`;
}

export function answerNarrative(facts: AnswerFacts): string {
  const { understood, named } = facts;
  const { intent, subject } = understood;
  const out: string[] = [];
  if (facts.followUpOf) out.push(`More on your question "${facts.followUpOf}":`);
  const tools = understood.tools.map((tool) => toolSentence(tool.name, tool.description)).join(' ');
  const opening = intentOpening(intent, subject) ?? (tools || null);
  if (opening) out.push(opening);
  const isAboutSkill =
    understood.skills.length > 0 && (intent === 'learn_skill' || (intent === 'explore_role' && !named));
  if (isAboutSkill) {
    const names = understood.skills.map((skill) => skill.name);
    out.push(
      skillParagraph(
        names,
        facts.rolesUsing,
        names.filter((name) => facts.profile.skills.includes(name)),
      ),
    );
  } else if (named && intent !== 'find_jobs' && intent !== 'find_people' && intent !== 'find_groups')
    out.push(roleParagraph(named, facts.namedSkills));
  else if (!opening && understood.terms.length === 0) out.push(profileParagraph(facts));

  if (facts.items.length) {
    const noResource =
      intent === 'learn_skill' && subject.length && !facts.items.some((item) => item.type === 'resource');
    const lead = noResource
      ? sentence(`The portal has no resources on ${bold(subject)} yet, but these ${kindsOf(facts.items)} use it`)
      : leadFor(intent, subject);
    out.push(lead, '## Where to start', facts.items.map(itemLine).join('\n'));
  } else if (understood.terms.length) {
    out.push(...nothingFound(intent, subject));
  } else {
    out.push('The portal has no items that match this question yet.');
  }
  return tidy(`${out.join('\n\n')}\n`);
}

/** Three follow-up questions about the same subject, the current intent's own left out. */
export function followUps(facts: AnswerFacts): string[] {
  // About the subject asked: a skill question suggests the roles that use the skill, not the member's.
  const role =
    facts.named?.title ?? facts.rolesUsing[0] ?? (facts.understood.terms.length ? null : facts.roles[0]?.title) ?? null;
  const skill = facts.understood.skills[0]?.name ?? facts.gaps[0] ?? null;
  const options: [Intent, string | null][] = [
    ['explore_role', role ? `Which skills do I need to become ${withArticle(role)}?` : 'Which roles fit my skills?'],
    ['learn_skill', skill ? `How do I learn ${skill}?` : 'What should I learn next?'],
    [
      'find_jobs',
      skill && !facts.named
        ? `Which jobs ask for ${skill}?`
        : role
          ? `Which jobs fit me as ${withArticle(role)}?`
          : 'Which jobs fit my profile?',
    ],
    ['find_people', role ? `Who in the portal works as ${withArticle(role)}?` : 'Who could mentor me?'],
    ['find_groups', 'Which circles should I join?'],
    [
      'resume_interview',
      role ? `How do I prepare for ${withArticle(role)} interview?` : 'How do I prepare for interviews?',
    ],
  ];
  const asked = facts.question.trim().toLowerCase();
  return options
    .filter(([intent, text]) => intent !== facts.understood.intent && text && text.toLowerCase() !== asked)
    .flatMap(([, text]) => text ?? [])
    .slice(0, 3);
}

export function answerContext(facts: AnswerFacts): string {
  const { understood } = facts;
  const lines = [...profileContext(facts.profile), `Question topic: ${INTENT_NAMES[understood.intent]}`];
  if (understood.subject.length) lines.push(`The question is about: ${understood.subject.join(', ')}`);
  const roles = facts.named ? [facts.named] : facts.roles;
  if (roles.length) lines.push(facts.named ? 'Role asked about:' : 'Roles that fit the member:');
  for (const role of roles) {
    lines.push(
      `- ${role.title} (fit ${role.fit_score}/100): needs ${[...role.matched_skills, ...role.missing_skills].join(', ')}. Has: ${role.matched_skills.join(', ') || 'none'}. Missing: ${role.missing_skills.join(', ') || 'none'}.`,
    );
  }
  if (facts.gaps.length) lines.push(`Skills to build: ${facts.gaps.join(', ')}`);
  if (facts.items.length) lines.push(...itemLines('Portal items to mention', facts.items));
  else if (understood.terms.length)
    lines.push('No portal item matches the question: say so, and give general next steps instead of other items.');
  return lines.join('\n');
}

export function answerSystem(tenantName: string, agentName: string | null): string {
  const as = agentName ? ` You answer as the ${agentName} agent.` : '';
  return `${guideRules(tenantName)}${as} Answer exactly the question the member asked, about the subject it names, in a few short paragraphs and a list of the portal items to start with; keep it practical and specific to them. ${sentence('If no portal item matches, say so plainly')}`;
}
