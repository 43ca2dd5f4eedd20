// A run of labelled text areas bound to string fields of a form (group "About", job "About the job").
import { TextArea } from '../../features/groups/components/admin/text-area-field';

/** The keys of `F` whose values are strings. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

export function TextAreaFields<F>({
  fields,
  form,
  errors,
  set,
}: {
  /** Each field as [key, label], in display order. */
  fields: readonly (readonly [TextKey<F>, string])[];
  form: F;
  errors: Partial<Record<keyof F, string>>;
  set: (patch: Partial<F>) => void;
}) {
  return fields.map(([key, label]) => (
    <TextArea
      key={String(key)}
      label={label}
      value={form[key] as string}
      onValueChange={(value) => set({ [key]: value } as Partial<F>)}
      error={errors[key]}
    />
  ));
}
