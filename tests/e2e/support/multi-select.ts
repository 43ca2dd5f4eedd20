/** The shared multi-select (src/ui/multi-select.tsx), driven as a user would: a combobox and its options. */
import type { Locator, Page } from 'playwright-core';

/**
 * Picks `name` from the multi-select labelled `label` (typing its start to filter the list),
 * or the first choice offered when no name is given. Returns the name picked. The options
 * are looked up in this combobox's own listbox (named like it), so a native select's
 * options elsewhere in the form never match.
 */
export async function pickChoice(scope: Page | Locator, label: string, name?: string): Promise<string> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  if (name) await input.fill(name.slice(0, 3));
  else await input.click();
  const list = scope.getByRole('listbox', { name: label, exact: true });
  const option = name ? list.getByRole('option', { name, exact: true }) : list.getByRole('option').first();
  const picked = (await option.textContent()) ?? '';
  await option.click();
  return picked;
}
