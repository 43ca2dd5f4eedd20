import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { JobLocation, JobType, MESSAGES, PageSearch } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useBookmarkKeys } from '../../../features/bookmarks/queries';
import { BoardDataSaverNote } from '../../../features/jobs/components/board-data-saver-note';
import { BoardOfflineNote } from '../../../features/jobs/components/board-offline-note';
import { BoardTrimmedNote } from '../../../features/jobs/components/board-trimmed-note';
import { JobCard } from '../../../features/jobs/components/job-card';
import { JobFilters } from '../../../features/jobs/components/job-filters';
import { LazyCreateJobButton } from '../../../features/jobs/components/lazy-create-job-button';
import { isUnfiltered } from '../../../features/jobs/filter-jobs';
import { useJobBoard, useVisitorBoard } from '../../../features/jobs/queries';
import { usePendingKeys } from '../../../features/sync/queries';
import { Pagination } from '../../../ui/pagination';

const JobBoardSearch = v.object({
  search: v.optional(v.fallback(v.string(), '')),
  job_type: v.optional(v.fallback(v.optional(JobType), undefined)),
  job_location: v.optional(v.fallback(v.optional(JobLocation), undefined)),
  career_stage: v.optional(v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined)),
  page: v.optional(PageSearch),
});

export const Route = createFileRoute('/_member/jobs/')({
  validateSearch: JobBoardSearch,
  component: JobBoard,
});

function JobBoard() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const board = useJobBoard(search);
  const visitorBoard = useVisitorBoard();
  const bookmarks = useBookmarkKeys('job');
  const pending = usePendingKeys();
  // The worker has answered, but this page's list does not show its jobs yet: not empty, loading
  // (until the list has shown jobs once: a board emptied later is empty).
  const [hasShownJobs, setShownJobs] = useState(false);
  useEffect(() => {
    if ((board?.count ?? 0) > 0) setShownJobs(true);
  }, [board?.count]);
  const isCatchingUp = !hasShownJobs && board?.count === 0 && isUnfiltered(search) && visitorBoard.storedJobs > 0;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <header className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <div>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Job Board</h1>
          <p className={css({ color: 'fg.muted' })}>Find Your Next Opportunity</p>
        </div>
        <LazyCreateJobButton />
      </header>
      <JobFilters
        value={search}
        onChange={(next) => void navigate({ search: { ...search, ...next, page: 1 }, replace: true })}
      />
      <BoardOfflineNote />
      <BoardDataSaverNote board={visitorBoard} />
      <BoardTrimmedNote />
      {visitorBoard.status === 'failed' ? <p role="alert">{MESSAGES.couldNotComplete}</p> : null}
      {board === undefined || (visitorBoard.status === 'loading' && board.count === 0) || isCatchingUp ? (
        <p aria-busy="true">Loading jobs…</p>
      ) : board.count === 0 ? (
        <p className={css({ py: '10', textAlign: 'center', color: 'fg.muted' })}>{MESSAGES.noJobsFound}</p>
      ) : (
        <>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-live="polite">
            {board.count} {board.count === 1 ? 'job' : 'jobs'}
          </p>
          <ul
            aria-label="Jobs"
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
            })}
          >
            {board.items.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                isBookmarked={bookmarks.has(`job:${job.id}`)}
                isPending={pending.has(`job:${job.id}`)}
              />
            ))}
          </ul>
          <Pagination
            page={board.page}
            pageCount={board.pageCount}
            onPage={(page) => void navigate({ search: { ...search, page } })}
          />
        </>
      )}
    </section>
  );
}
