import type { GroupRef } from '../../../../contract';

/** The id of a suggested group whose name is `text`, else the trimmed text (a new group). */
export function resolveGroup(text: string, suggestions: readonly Pick<GroupRef, 'id' | 'name'>[]): number | string {
  const name = text.trim();
  const match = suggestions.find((group) => group.name.toLowerCase() === name.toLowerCase());
  return match ? match.id : name;
}
