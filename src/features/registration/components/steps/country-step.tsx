/** Country Information (connectdiaspora tenants): the member's country of origin. */
import { countryOptions } from '../../fields/country-options';
import { SelectField } from '../../fields/select-field';
import { errorOf, type StepProps } from '../step-props';

export function CountryStep({ draft, updateExtra, errors }: StepProps) {
  return (
    <SelectField
      label="Country of origin"
      value={draft.extra.country_of_origin ?? ''}
      options={countryOptions()}
      onValueChange={(country_of_origin) => updateExtra({ country_of_origin })}
      error={errorOf(errors, 'extra_info.country_of_origin')}
    />
  );
}
