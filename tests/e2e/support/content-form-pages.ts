/**
 * Page models of the content forms and moderation screens: role and label
 * locators only; direct API reads to check what the server stored.
 */
import type { Page } from 'playwright-core';
import type { Paged, Post, UseCase } from '../../../contract';
import { api } from './api';

export function contentForm(page: Page, name: string) {
  const form = page.getByRole('form', { name });
  return {
    form,
    title: form.getByLabel('Title', { exact: true }),
    rich: (label: string) => form.getByRole('textbox', { name: label, exact: true }),
    select: (label: string) => form.getByLabel(label, { exact: true }),
    file: (label: string) => form.getByLabel(label, { exact: true }),
    submit: form.getByRole('button', { name: /^(Submit|Post|Update)$/ }),
    error: (text: string) => form.getByText(text, { exact: true }),
    summary: page.getByRole('alert').filter({ hasText: 'Please correct the errors below' }),
  };
}

export function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

export async function serverUseCases(port: number, token: string | undefined, query: string): Promise<UseCase[]> {
  const res = await api<Paged<UseCase>>(port, 'localhost', 'GET', `/api/v1/use-cases/?${query}`, {
    ...(token ? { token } : {}),
  });
  if (res.status !== 200) throw new Error(`use cases: ${res.status}`);
  return res.body.data;
}

export async function serverPosts(port: number, token: string | undefined, query: string): Promise<Post[]> {
  const res = await api<Paged<Post>>(port, 'localhost', 'GET', `/api/v1/contents/?${query}`, {
    ...(token ? { token } : {}),
  });
  if (res.status !== 200) throw new Error(`posts: ${res.status}`);
  return res.body.data;
}

/** The titles of the content drafts kept on this device (IndexedDB 'portal', contentDrafts). */
export function storedDraftTitles(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('contentDrafts').objectStore('contentDrafts').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve(
              (read.result as { values: { title?: string; name?: string } }[]).map(
                (d) => d.values.title ?? d.values.name ?? '',
              ),
            );
          };
        };
      }),
  );
}
