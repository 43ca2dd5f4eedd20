/**
 * The package's selection rules (spec part 1 sections 5 and 9): at most PACKAGE_MAX_PER_TYPE
 * items of one type, refused with the type's own message, and the drawer's grouping by type.
 */
import {
  GROUP_FIRST_TYPES,
  PACKAGE_MAX_PER_TYPE,
  PACKAGE_MESSAGES,
  type PackageItemType,
  packageLimitMessage,
  RECOMMENDATION_TYPE_LABELS,
  RECOMMENDATION_TYPES,
  type RecommendationItem,
} from '../../../contract';
import type { PackageDraft } from '../../../sync/core/db';

/** Tab and drawer headings, in the order of RECOMMENDATION_TYPES. */
export const TYPE_LABELS = RECOMMENDATION_TYPE_LABELS;

/** A package not started yet: the template's preset texts. */
export const EMPTY_DRAFT: PackageDraft = {
  id: '',
  member: null,
  items: [],
  step: 'browse',
  subject: PACKAGE_MESSAGES.defaultSubject,
  body: PACKAGE_MESSAGES.defaultBody,
  footer: PACKAGE_MESSAGES.defaultFooter,
};

type ItemKey = Pick<RecommendationItem, 'type' | 'id'>;

export function isSameItem(a: ItemKey, b: ItemKey): boolean {
  return a.type === b.type && a.id === b.id;
}

export function isSelected(items: readonly ItemKey[], item: ItemKey): boolean {
  return items.some((chosen) => isSameItem(chosen, item));
}

/** Selects or unselects `item`; a sixth of a type is refused with that type's limit message. */
export function toggleItem<T extends ItemKey>(
  items: readonly T[],
  item: T,
): { items: readonly T[]; refusal: string | null } {
  if (isSelected(items, item)) return { items: items.filter((chosen) => !isSameItem(chosen, item)), refusal: null };
  const ofType = items.filter((chosen) => chosen.type === item.type).length;
  if (ofType >= PACKAGE_MAX_PER_TYPE) return { items, refusal: packageLimitMessage(item.type) };
  return { items: [...items, item], refusal: null };
}

/** The selected items by type, in tab order, leaving out types with nothing selected. */
export function groupByType<T extends ItemKey>(items: readonly T[]): { type: PackageItemType; items: T[] }[] {
  return RECOMMENDATION_TYPES.map((type) => ({ type, items: items.filter((item) => item.type === type) })).filter(
    (group) => group.items.length > 0,
  );
}

/** Mentor and mentee candidates come from one of the member's groups. */
export function needsGroup(type: PackageItemType): boolean {
  return GROUP_FIRST_TYPES.includes(type);
}

/** What a card and the e-mail call an item: a person's name, else its title. */
export function itemTitle(item: Pick<RecommendationItem, 'name' | 'title' | 'id'>): string {
  return item.name ?? item.title ?? `#${item.id}`;
}

export function confirmText(memberName: string): string {
  return PACKAGE_MESSAGES.confirmSend.replace('{name}', memberName);
}
