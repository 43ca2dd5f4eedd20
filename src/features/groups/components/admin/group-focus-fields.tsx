// The "Focus" section of the group form: its AI use cases (required of circles and events), professional fields and roles.

import { useTenant } from '../../../../tenant/use-tenant';
import { type Choice, MultiSelect } from '../../../../ui/multi-select';
import { useContentList } from '../../../content/queries';
import { Section } from './form-section';
import type { GroupFieldsProps } from './group-form-state';

/** Approved use cases a group may name; the server accepts no others. */
const USE_CASE_CHOICES = { status: 'approved', page: 1, page_size: 100 } as const;

export function GroupFocusFields({ form, errors, set }: GroupFieldsProps) {
  const tenant = useTenant();
  const useCases = useContentList('usecase', USE_CASE_CHOICES);
  const useCaseChoices: Choice[] = useCases.items.map((useCase) => ({ id: useCase.id, name: useCase.title }));
  const professionalFields = tenant?.options.professional_fields ?? [];
  const roles = tenant?.options.current_roles ?? [];
  return (
    <Section title="Focus">
      <MultiSelect
        label="AI use cases"
        options={useCaseChoices}
        value={form.use_cases}
        max={null}
        onChange={(ids) => set({ use_cases: ids })}
        error={errors.use_cases}
      />
      <MultiSelect
        label="Professional fields"
        options={professionalFields}
        value={form.professional_fields}
        max={null}
        onChange={(ids) => set({ professional_fields: ids })}
        error={errors.professional_fields}
      />
      <MultiSelect
        label="Roles"
        options={roles}
        value={form.roles}
        max={null}
        onChange={(ids) => set({ roles: ids })}
        error={errors.roles}
      />
    </Section>
  );
}
