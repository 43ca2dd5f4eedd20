/**
 * A report's words: the embedded narrative (Markdown without links: the items are links in
 * the report's sections), the retrieved facts as plain text for an LLM, and our instructions.
 */
import type { GuidanceItem, ReportProfile, ReportSections } from '../../contract/agents';
import { bold, fieldSentence, joinAnd, lowerFirst, personaSentence, sentence, stageSentence, tidy } from './prose';

export function reportNarrative(sections: ReportSections, firstName: string): string {
  const { profile } = sections;
  const out: string[] = ['## Where you are today'];
  const where: string[] = [firstName ? `${firstName}, here is your career plan.` : 'Here is your career plan.'];
  // The career stage says where they are; the portal persona only when no stage is known.
  if (profile.career_stage) where.push(stageSentence(profile.career_stage));
  else if (profile.persona) where.push(personaSentence(profile.persona));
  if (profile.professional_field) where.push(fieldSentence(profile.professional_field));
  if (profile.skills.length) where.push(sentence(`Your skills include ${bold(profile.skills.slice(0, 6))}`));
  else where.push('Your profile lists no skills yet: add them so the roles below match you more precisely.');
  if (profile.experience.length)
    where.push(sentence(`Your experience includes ${joinAnd(profile.experience.slice(-2))}`));
  if (profile.goals.length)
    where.push(sentence(`You told us what matters to you: ${joinAnd(profile.goals.slice(0, 4).map(lowerFirst))}`));
  out.push(where.join(' '));

  out.push('## Roles that fit you');
  if (sections.target_roles.length) {
    out.push(
      sections.target_roles
        .map((role) => `- **${role.title}** (a fit of ${role.fit_score} out of 100): ${sentence(role.reason)}`)
        .join('\n'),
    );
  } else {
    out.push('No career roles are available to compare you with yet.');
  }
  if (sections.skill_gaps.length) {
    out.push('## Skills to build');
    out.push(sections.skill_gaps.map((gap) => `- **${gap.skill}**: ${sentence(gap.reason)}`).join('\n'));
  }
  if (sections.next_steps.length) {
    out.push('## Your plan');
    out.push(sections.next_steps.map((step) => `- **${step.title}**: ${sentence(step.detail)}`).join('\n'));
  }
  return tidy(`${out.join('\n\n')}\n`);
}

export function profileContext(profile: ReportProfile): string[] {
  const line = (label: string, value: string | null | string[]) => {
    const text = Array.isArray(value) ? value.join(', ') : value;
    return `${label}: ${text || 'not given'}`;
  };
  return [
    line('Member', profile.name),
    line('Career stage', profile.career_stage),
    line('Persona', profile.persona),
    line('Focus', profile.focus),
    line('Professional field', profile.professional_field),
    line('Skills', profile.skills),
    line('Topics', profile.topics),
    line('Experience', profile.experience),
    line('Education', profile.education),
    line('Goals', profile.goals),
  ];
}

export function itemLines(label: string, items: GuidanceItem[]): string[] {
  if (!items.length) return [];
  return [`${label}:`, ...items.map((item) => `- ${item.title} (${item.type.replace('_', ' ')}): ${item.reason}`)];
}

export function reportContext(sections: ReportSections): string {
  const lines = [...profileContext(sections.profile), 'Target roles:'];
  for (const role of sections.target_roles) {
    lines.push(
      `- ${role.title} (fit ${role.fit_score}/100): ${role.reason}. Has: ${role.matched_skills.join(', ') || 'none'}. Missing: ${role.missing_skills.join(', ') || 'none'}.`,
    );
  }
  if (sections.skill_gaps.length) lines.push('Skill gaps:');
  for (const gap of sections.skill_gaps) lines.push(`- ${gap.skill}: ${gap.reason}`);
  lines.push(
    ...itemLines('Learning path', sections.learning_path),
    ...itemLines('Use cases', sections.use_cases),
    ...itemLines('AI tools', sections.ai_tools),
    ...itemLines('Circles', sections.circles),
    ...itemLines('Jobs', sections.jobs),
    ...itemLines('People', sections.people),
  );
  if (sections.next_steps.length) lines.push('Next steps:');
  for (const step of sections.next_steps) lines.push(`- ${step.title}: ${step.detail}`);
  return lines.join('\n');
}

/** The rules every narrative engine follows (staff's step prompt is appended by the caller). */
export function guideRules(tenantName: string): string {
  return [
    `You are a career guide for ${tenantName}, a career portal.`,
    'Use only the profile facts, roles, skills and portal items given in the context; never invent portal items, people, employers, jobs, links or numbers.',
    'Refer to portal items by their exact title. Do not write links or URLs.',
    'Write Markdown: short paragraphs, ## headings, - lists and **bold**. Speak to the member as "you".',
  ].join(' ');
}

export function reportSystem(tenantName: string, agentName: string, firstName: string): string {
  return `${guideRules(tenantName)} Write the ${agentName} report for ${firstName || 'the member'}: where they are today, the roles that fit them and why, the skills to build, and their plan.`;
}
