/**
 * Recommended talent for a job (part 2 section 2, Jobs): people chosen from skills, career
 * stage and countries with the reason, optionally narrowed by uni batch, department and
 * affiliation; 'Could not fetch recommended applicants' on failure.
 */
import { type FormEvent, useState } from 'react';
import {
  type ExtraInfoFilter,
  GROUP_MESSAGES,
  JOB_MESSAGES,
  type JobDetail,
  RECOMMENDED_TALENT_PAGE,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { Pagination } from '../../../../ui/pagination';
import { TextField } from '../../../../ui/text-field';
import { note, row, stack } from '../../../groups/components/admin/shared';
import { OnlineReadNote } from '../../../sync/online-read-note';
import { useIsOnline } from '../../../sync/queries';
import { useRecommendedTalent } from '../../admin-queries';

const card = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3' });
const FIELDS = [
  ['uni_batch', 'Uni batch'],
  ['department', 'Department'],
  ['affiliation', 'Affiliation'],
] as const;

/** Only the filled filters, trimmed. */
function cleaned(filter: ExtraInfoFilter): ExtraInfoFilter {
  const out: ExtraInfoFilter = {};
  for (const [key] of FIELDS) {
    const value = filter[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

export function RecommendedPanel({ job }: { job: JobDetail }) {
  const isOnline = useIsOnline();
  const [draft, setDraft] = useState<ExtraInfoFilter>({});
  const [filter, setFilter] = useState<ExtraInfoFilter>({});
  const [page, setPage] = useState(1);
  const list = useRecommendedTalent(job.id, filter, page, RECOMMENDED_TALENT_PAGE);
  const items = list.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.pagination.count ?? 0) / RECOMMENDED_TALENT_PAGE));

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilter(cleaned(draft));
    setPage(1);
  }

  return (
    <section aria-label="Recommended talent" className={stack}>
      <form onSubmit={apply} className={row} aria-label="Filter recommended talent">
        {FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={draft[key] ?? ''}
            onValueChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
          />
        ))}
        <Button type="submit" variant="outline" disabled={!isOnline}>
          Apply filters
        </Button>
      </form>
      {isOnline ? null : <p className={note}>{GROUP_MESSAGES.offlineAdmin}</p>}
      {list.status === 'failed' ? <p role="alert">{JOB_MESSAGES.couldNotFetchRecommended}</p> : null}
      <OnlineReadNote read={list} />
      {list.status === 'done' && items.length === 0 ? <p>No recommended talent yet.</p> : null}
      <ul aria-label="Recommended people" className={stack}>
        {items.map((person) => (
          <li key={person.id} className={card} aria-label={person.name}>
            <div className={row}>
              <a href={`/profile/${person.name_slug}`} className={css({ fontWeight: 'semibold' })}>
                {person.name}
              </a>
              {person.institution_name ? <span className={note}>{person.institution_name}</span> : null}
            </div>
            <p>{person.reason}</p>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </section>
  );
}
