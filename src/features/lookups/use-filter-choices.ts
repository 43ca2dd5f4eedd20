/** The choices of the list filters every browse page offers alike, with their labels. */

import { useTenant } from '../../tenant/use-tenant';
import type { SelectOption } from '../../ui/select-field';
import { countryOptions } from '../profile/components/country-name';
import { useTopicAreas } from './queries';

export type FilterKey = 'topic_area' | 'career_stage' | 'professional_field' | 'roles' | 'country';

const optionsOf = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

export function useFilterChoices(): Record<FilterKey, { label: string; options: SelectOption[] }> {
  const tenant = useTenant();
  const topicAreas = useTopicAreas();
  return {
    topic_area: { label: 'Topic area', options: optionsOf(topicAreas) },
    career_stage: { label: 'Career stage', options: optionsOf(tenant?.options.career_stages ?? []) },
    professional_field: { label: 'Professional field', options: optionsOf(tenant?.options.professional_fields ?? []) },
    roles: { label: 'Role', options: optionsOf(tenant?.options.current_roles ?? []) },
    country: { label: 'Country', options: countryOptions() },
  };
}

/** The filter selects of `keys`, in that order, with their current values. */
export function filterSelects<K extends FilterKey>(
  choices: ReturnType<typeof useFilterChoices>,
  keys: readonly K[],
  values: Record<K, string>,
) {
  return keys.map((key) => ({ key, ...choices[key], value: values[key] }));
}
