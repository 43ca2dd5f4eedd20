/** The registration forms' select: the UI kit's SelectField, and id <-> select value helpers. */
import type { SelectOption } from '../../../ui/select-field';

export { SelectField, type SelectOption } from '../../../ui/select-field';

/** Option items ({id, name}) as select options. */
export const idOptions = (items: readonly { id: number; name: string }[]): SelectOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** A select value back to an id; the empty choice is null. */
export const idOf = (value: string): number | null => (value === '' ? null : Number(value));
export const selectValue = (id: number | null | undefined): string =>
  id === null || id === undefined ? '' : String(id);
