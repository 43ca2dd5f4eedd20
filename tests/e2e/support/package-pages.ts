/** Page model of the staff recommendation package: role and label locators only. */
import type { Locator, Page } from 'playwright-core';
import { PACKAGE_MESSAGES } from '../../../contract';

export function packagePage(page: Page) {
  const drawer = page.getByRole('complementary', { name: new RegExp(`^${PACKAGE_MESSAGES.selected}`) });
  const email = page.getByRole('form', { name: 'Recommendation e-mail' });
  const confirmDialog = page.getByRole('alertdialog', { name: PACKAGE_MESSAGES.sendEmail });
  return {
    heading: page.getByRole('heading', { name: PACKAGE_MESSAGES.title, level: 1 }),
    memberSearch: page.getByLabel(PACKAGE_MESSAGES.memberSearch, { exact: true }),
    /** A member in the search results, by name. */
    member: (name: string): Locator =>
      page.getByRole('list', { name: 'Members' }).getByRole('button', { name: new RegExp(`^${name}`) }),
    chosenMember: page.getByRole('region', { name: 'Chosen member' }),
    tab: (label: string): Locator => page.getByRole('tab', { name: label, exact: true }),
    panel: page.getByRole('tabpanel'),
    /** The candidates of the open tab, as list items named by their titles. */
    candidates: page.getByRole('tabpanel').getByRole('listitem'),
    selectButton: (card: Locator): Locator => card.getByRole('button', { name: /^Select / }),
    alert: (text: string): Locator => page.getByRole('alert').filter({ hasText: text }),
    drawer,
    drawerItems: (typeLabel: string): Locator => drawer.getByRole('list', { name: new RegExp(`^${typeLabel} `) }),
    next: drawer.getByRole('button', { name: PACKAGE_MESSAGES.next, exact: true }),
    email,
    subject: email.getByLabel(PACKAGE_MESSAGES.subject, { exact: true }),
    sendEmail: email.getByRole('button', { name: PACKAGE_MESSAGES.sendEmail, exact: true }),
    confirmDialog,
    confirm: confirmDialog.getByRole('button', { name: PACKAGE_MESSAGES.confirm, exact: true }),
  };
}

/** The titles of the cards in the open tab, in order. */
export async function candidateTitles(page: Page): Promise<string[]> {
  return packagePage(page).candidates.evaluateAll((items) =>
    items.map((item) => item.getAttribute('aria-label') ?? ''),
  );
}

export interface StoredPackageDraft {
  member: { name: string } | null;
  items: { type: string; id: number }[];
  step: string;
  subject: string;
}

/** The package draft kept on this device (IndexedDB 'portal', meta packageDraft); null when there is none. */
export function storedPackageDraft(page: Page): Promise<StoredPackageDraft | null> {
  return page.evaluate(
    () =>
      new Promise<StoredPackageDraft | null>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('meta').objectStore('meta').get('packageDraft');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            const row = read.result as { value: StoredPackageDraft } | undefined;
            resolve(row?.value ?? null);
          };
        };
      }),
  );
}
