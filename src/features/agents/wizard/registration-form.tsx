/** The visitor's registration step: email, first and last name, country. */

import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { countryOptions } from '../../registration/fields/country-options';
import type { StepFormProps } from './form-props';
import type { RegistrationValues } from './step-values';
import { errorOf } from './step-values';

export function RegistrationForm({ values, onChange, errors }: StepFormProps<RegistrationValues>) {
  const set = (patch: Partial<RegistrationValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={(email) => set({ email })}
        error={errorOf(errors, 'email')}
      />
      <TextField
        label="First name"
        autoComplete="given-name"
        value={values.first_name}
        onValueChange={(first_name) => set({ first_name })}
        error={errorOf(errors, 'first_name')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        value={values.last_name}
        onValueChange={(last_name) => set({ last_name })}
        error={errorOf(errors, 'last_name')}
      />
      <SelectField
        label="Country"
        value={values.country}
        options={countryOptions()}
        onValueChange={(country) => set({ country })}
        error={errorOf(errors, 'country')}
      />
    </>
  );
}
