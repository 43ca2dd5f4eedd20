/** Option lists of the content forms. */
import {
  BUSINESS_VALUES,
  CHOICE_NAMES,
  COMPLEXITIES,
  CONTENT_CATEGORIES,
  INNOVATION_CATEGORIES,
} from '../../../../../contract';

const named = (values: readonly string[]) => values.map((value) => ({ value, label: CHOICE_NAMES[value] ?? value }));

export const BUSINESS_VALUE_OPTIONS = named(BUSINESS_VALUES);
export const COMPLEXITY_OPTIONS = named(COMPLEXITIES);
export const INNOVATION_OPTIONS = named(INNOVATION_CATEGORIES);
export const CATEGORY_CHOICES = CONTENT_CATEGORIES.map((category) => ({ id: category.id, name: category.name }));

/** Numbers only (an id list from a draft may still hold local file ids: these are counted, not sent). */
export const idsOf = (values: readonly unknown[] | undefined): number[] =>
  (values ?? []).filter((value): value is number => typeof value === 'number');
