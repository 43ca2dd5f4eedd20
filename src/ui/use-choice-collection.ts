/** The options a multi-select still offers: those not chosen, filtered by what was typed. */
import { createListCollection, type ListCollection } from '@ark-ui/react/collection';
import { useMemo } from 'react';
import { SEARCH_MIN_CHARS } from '../../contract';

export interface Choice {
  id: number;
  name: string;
}

export function useChoiceCollection(
  options: readonly Choice[],
  chosen: readonly number[],
  query: string,
): ListCollection<Choice> {
  const text = query.trim().toLowerCase();
  return useMemo(
    () =>
      createListCollection({
        items: options.filter(
          (option) =>
            !chosen.includes(option.id) && (text.length < SEARCH_MIN_CHARS || option.name.toLowerCase().includes(text)),
        ),
        itemToString: (option) => option.name,
        itemToValue: (option) => String(option.id),
      }),
    [options, chosen, text],
  );
}
