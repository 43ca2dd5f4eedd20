/** Social Network Sites: every link optional, and the step may be skipped. */
import { SOCIAL_KINDS } from '../../../../../contract';
import { TextInput as TextField } from '../../fields/text-input';
import { errorOf, type StepProps } from '../step-props';

export function SocialStep({ draft, update, errors }: StepProps) {
  return (
    <>
      {SOCIAL_KINDS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          type="url"
          inputMode="url"
          value={draft.social[key]}
          onValueChange={(value) => update({ social: { ...draft.social, [key]: value } })}
          error={errorOf(errors, key)}
        />
      ))}
    </>
  );
}
