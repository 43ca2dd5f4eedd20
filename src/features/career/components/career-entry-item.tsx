import type { CareerEntry } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { PendingMark } from '../../../ui/pending-mark';
import { dateRange } from './entry-dates';

interface CareerEntryItemProps {
  entry: CareerEntry;
  isPending: boolean;
  /** Absent on someone else's profile: no edit or delete. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** One entry of a timeline: title, group, dates, description and skills. */
export function CareerEntryItem({ entry, isPending, onEdit, onDelete }: CareerEntryItemProps) {
  const titleId = `career-entry-${entry.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={css({
        position: 'relative',
        borderLeftWidth: '2px',
        borderColor: 'brand.solid',
        pl: '4',
        py: '2',
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <h3 id={titleId} className={css({ fontWeight: 'semibold' })}>
          {entry.title}
        </h3>
        <PendingMark isPending={isPending} />
        <span className={css({ flex: '1' })} />
        {onEdit ? (
          <Button variant="ghost" size="sm" aria-label={`Edit ${entry.title}`} onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {onDelete ? (
          <Button variant="ghost" size="sm" aria-label={`Delete ${entry.title}`} onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </div>
      {entry.group ? <p className={css({ color: 'fg.muted' })}>{entry.group.name}</p> : null}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {dateRange(entry.start_date, entry.end_date, entry.is_currently_working)}
      </p>
      {entry.description ? <p className={css({ whiteSpace: 'pre-line' })}>{entry.description}</p> : null}
      {entry.skills_detailed.length > 0 ? (
        <ul aria-label="Skills" className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
          {entry.skills_detailed.map((skill) => (
            <li
              key={skill.id}
              className={css({ bg: 'bg.muted', borderRadius: 'full', px: '3', py: '0.5', fontSize: 'sm' })}
            >
              {skill.name}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
