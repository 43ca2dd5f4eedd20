/**
 * A report's next steps: concrete actions on the items the report picked (each links to its
 * item), from aiming at the best role to applying for a job. 4 to 6 when the items allow.
 */
import type { GuidanceItem, NextStep, ReportSections } from '../../contract/agents';
import { lowerFirst, sentence } from './prose';

export const MAX_NEXT_STEPS = 6;
/** Below this share of filled profile parts, completing the profile is a step of its own. */
export const LOW_COMPLETION = 60;
export const PROFILE_HREF = '/profile';

type Picked = Pick<
  ReportSections,
  'target_roles' | 'skill_gaps' | 'learning_path' | 'use_cases' | 'ai_tools' | 'circles' | 'jobs' | 'people'
>;

const onItem = (title: string, item: GuidanceItem, detail = sentence(item.reason)): NextStep => ({
  title,
  detail,
  href: item.href,
});

export function nextSteps(picked: Picked, completion: number): NextStep[] {
  const steps: NextStep[] = [];
  const [role] = picked.target_roles;
  if (role) {
    steps.push({
      title: `Aim for ${role.title}`,
      detail: sentence(`A fit of ${role.fit_score} out of 100: ${lowerFirst(role.reason)}`),
      href: null,
    });
  }
  // A gap is paired with a resource only when that resource was picked for it.
  const teaching = picked.skill_gaps.flatMap((gap) => {
    const item = picked.learning_path.find((entry) => entry.reason.includes(gap.skill));
    return item ? [{ gap, item }] : [];
  })[0];
  const first = teaching?.item ?? picked.learning_path[0];
  const second = picked.learning_path.find((entry) => entry !== first);
  if (teaching)
    steps.push(
      onItem(`Close your gap in ${teaching.gap.skill}`, teaching.item, sentence(`Start with ${teaching.item.title}`)),
    );
  else if (first) steps.push(onItem(`Read ${first.title}`, first));
  if (completion < LOW_COMPLETION) {
    steps.push({
      title: 'Complete your profile',
      detail: 'Add your skills, experience and education so your next report matches you more precisely.',
      href: PROFILE_HREF,
    });
  }
  const [circle] = picked.circles;
  if (circle) steps.push(onItem(`Join the circle ${circle.title}`, circle));
  const [person] = picked.people;
  if (person) steps.push(onItem(`Talk to ${person.title}`, person));
  const [job] = picked.jobs;
  if (job) steps.push(onItem(`Apply to ${job.title}`, job));
  const [useCase] = picked.use_cases;
  if (useCase) steps.push(onItem(`Try the use case ${useCase.title}`, useCase));
  const [tool] = picked.ai_tools;
  if (tool) steps.push(onItem(`Practise with ${tool.title}`, tool));
  if (second) steps.push(onItem(`Read ${second.title}`, second));
  return steps.slice(0, MAX_NEXT_STEPS);
}
