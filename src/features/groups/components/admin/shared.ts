/**
 * Small pieces the group-administration screens share: the first message of a DRF error,
 * the page path of a group, reading a paged answer, and saving a downloaded CSV.
 */
import * as v from 'valibot';
import { type Group, type GroupKind, paged } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import type { FormErrors } from '../../../account/mutations';
import { refreshGroup } from '../../mutations';

export const Detail = v.object({ detail: v.string() });
export const Anything = v.unknown();

/** The first message of an error answer (general first, then any field). */
export function firstError(errors: FormErrors, fallback: string): string {
  const general = errors['non_field_errors']?.[0] ?? errors['detail']?.[0];
  if (general) return general;
  for (const messages of Object.values(errors)) if (messages[0]) return messages[0];
  return fallback;
}

/** The page of a group of any kind. */
export function groupPath(group: Pick<Group, 'group_type' | 'name_slug'>): string {
  return pathOf(group.group_type, group.name_slug);
}
export function pathOf(kind: GroupKind, slug: string): string {
  if (kind === 'circle') return `/circle/${slug}`;
  if (kind === 'event') return `/event/${slug}`;
  return `/org/${slug}`;
}

export const pagedOf = paged;

/** Hand a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
export const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
export const note = css({ fontSize: 'sm', color: 'fg.muted' });
export const errorStyle = css({ color: 'danger', fontSize: 'sm' });
export const dialogWide = css({ maxW: '3xl', w: 'full', maxH: '90vh', overflowY: 'auto' });
export const selectStyle = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  px: '2',
  py: '1',
});

/** Fetch a changed group again into db.groups; a failure leaves the stored copy (never throws). */
export function refreshQuietly(slug: string): Promise<void> {
  return Promise.resolve()
    .then(() => refreshGroup(slug))
    .catch(() => undefined);
}
