/** AI Experience: the AI level (0-5), the goal, and the services the member is interested in. */
import { AI_LEVELS } from '../../../../../contract';
import { CheckboxGroup } from '../../fields/checkbox-group';
import { idOf, idOptions, SelectField, selectValue } from '../../fields/select-field';
import { errorOf, type StepProps } from '../step-props';

const GOALS = [
  { value: 'learn_ai_skills', label: 'Learn AI skills' },
  { value: 'career_development', label: 'Career development' },
  { value: 'both', label: 'Both' },
] as const;
type Goal = (typeof GOALS)[number]['value'];
const isGoal = (value: string): value is Goal => GOALS.some((goal) => goal.value === value);

export function AiExperienceStep({ draft, update, updateExtra, errors, options }: StepProps) {
  return (
    <>
      <SelectField
        label="AI level"
        value={selectValue(draft.extra.ai_level)}
        options={idOptions(AI_LEVELS.map((level) => ({ id: level.id, name: level.label })))}
        onValueChange={(value) => updateExtra({ ai_level: idOf(value) ?? 0 })}
        error={errorOf(errors, 'extra_info.ai_level')}
      />
      <SelectField
        label="Goal"
        value={draft.extra.goal ?? ''}
        options={GOALS}
        onValueChange={(value) => updateExtra({ goal: isGoal(value) ? value : null })}
        error={errorOf(errors, 'extra_info.goal')}
      />
      <CheckboxGroup
        legend="Services you are interested in"
        options={options.interested_services}
        selected={draft.interested_services}
        onChange={(interested_services) => update({ interested_services })}
        error={errorOf(errors, 'group_profile.interested_services')}
      />
    </>
  );
}
