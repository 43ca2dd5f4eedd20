/** Skills and Topics: up to 7 of each, both required (spec part 1 section 5). */
import { MAX_SKILLS, MAX_TOPICS } from '../../../../../contract';
import { MultiSelect } from '../../../../ui/multi-select';
import { useSkills, useTopics } from '../../../lookups/queries';
import { errorOf, type StepProps } from '../step-props';

export function SkillsTopicsStep({ draft, update, errors }: StepProps) {
  const skills = useSkills();
  const topics = useTopics();
  return (
    <>
      <MultiSelect
        label="Skills"
        options={skills}
        value={draft.skills}
        onChange={(ids) => update({ skills: ids })}
        error={errorOf(errors, 'skills')}
        max={MAX_SKILLS}
      />
      <MultiSelect
        label="Topics"
        options={topics}
        value={draft.topics}
        onChange={(ids) => update({ topics: ids })}
        error={errorOf(errors, 'topics')}
        max={MAX_TOPICS}
      />
    </>
  );
}
