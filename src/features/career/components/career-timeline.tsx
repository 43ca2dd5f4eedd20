/**
 * The Career Tree (work) or Education and Learning (education) timeline. On the member's
 * own profile it adds, edits and deletes entries (queued, marked Pending until synced); on
 * someone else's it only shows them. The work tree opens with the dream placeholder.
 */
import { lazy, Suspense, useState } from 'react';
import type { CareerEntry, CareerEntryType, GroupRef } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { deleteCareerEntry } from '../mutations';
import { ENTRY_LABELS } from './career-entry-form';
import { CareerEntryItem } from './career-entry-item';
import { DreamPlaceholder } from './dream-placeholder';

// The dialogs load when first opened: the timeline draws without their form parts.
const CareerEntryDialog = lazy(() =>
  import('./career-entry-dialog').then((module) => ({ default: module.CareerEntryDialog })),
);
const DeleteEntryDialog = lazy(() =>
  import('./delete-entry-dialog').then((module) => ({ default: module.DeleteEntryDialog })),
);

interface CareerTimelineProps {
  type: CareerEntryType;
  entries: readonly CareerEntry[] | undefined;
  /** The member's own profile: entries can be added, edited and deleted. */
  isOwn: boolean;
  pendingKeys?: ReadonlySet<string>;
  /** Known groups offered as suggestions in the modal. */
  groups?: readonly Pick<GroupRef, 'id' | 'name'>[];
}

const HEADINGS = { work: 'Career Tree', education: 'Education and Learning' } as const;

/** Newest first; current entries before ended ones. */
function byRecency(a: CareerEntry, b: CareerEntry): number {
  if (a.is_currently_working !== b.is_currently_working) return a.is_currently_working ? -1 : 1;
  return b.start_date.localeCompare(a.start_date);
}

export function CareerTimeline({ type, entries, isOwn, pendingKeys, groups = [] }: CareerTimelineProps) {
  const labels = ENTRY_LABELS[type];
  const [editing, setEditing] = useState<{ entry: CareerEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<CareerEntry | null>(null);
  const sorted = entries ? [...entries].sort(byRecency) : undefined;
  const headingId = `timeline-${type}`;

  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {HEADINGS[type]}
        </h2>
        {isOwn ? (
          <Button size="sm" onClick={() => setEditing({ entry: null })}>
            {labels.add}
          </Button>
        ) : null}
      </div>
      {sorted === undefined ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <ul aria-label={HEADINGS[type]} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {type === 'work' && isOwn ? <DreamPlaceholder /> : null}
          {sorted.map((entry) => (
            <CareerEntryItem
              key={entry.id}
              entry={entry}
              isPending={pendingKeys?.has(`careerEntry:${entry.id}`) ?? false}
              onEdit={isOwn ? () => setEditing({ entry }) : undefined}
              onDelete={isOwn ? () => setDeleting(entry) : undefined}
            />
          ))}
        </ul>
      )}
      {sorted?.length === 0 ? <p className={css({ color: 'fg.muted' })}>No {labels.noun} added yet.</p> : null}
      <Suspense fallback={null}>
        {editing ? (
          <CareerEntryDialog type={type} entry={editing.entry} groups={groups} onClose={() => setEditing(null)} />
        ) : null}
        {deleting ? (
          <DeleteEntryDialog
            title={deleting.title}
            onClose={() => setDeleting(null)}
            onConfirm={() => {
              void deleteCareerEntry(deleting.id);
              setDeleting(null);
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
