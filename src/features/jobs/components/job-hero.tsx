/**
 * The head of /job/{slug}: title, organization, Draft and Expired badges, type, location,
 * address, application window, bookmark, the administrator's actions, and Apply (members)
 * or the public wrapper (visitors).
 */

import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { JobDetail } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useBookmarkKeys } from '../../bookmarks/queries';
import { formatDate } from '../../groups/components/format';
import { ApplyControls } from './apply-controls';
import { JobBadges } from './job-badges';
import { JobBookmarkButton } from './job-bookmark-button';
import { PublicWrapper } from './public-wrapper';

/** The administrators' actions (with the edit form) load only for administrators. */
const JobAdminActions = lazy(() => import('./admin/job-admin-actions').then((m) => ({ default: m.JobAdminActions })));

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

function JobBookmark({ job }: { job: JobDetail }) {
  const isBookmarked = useBookmarkKeys('job').has(`job:${job.id}`);
  return <JobBookmarkButton job={job} isBookmarked={isBookmarked} />;
}

interface JobHeroProps {
  job: JobDetail;
  now: number;
  /** undefined while the session is read. */
  isLoggedIn: boolean | undefined;
}

export function JobHero({ job, now, isLoggedIn }: JobHeroProps) {
  const opens = formatDate(job.application_open_date);
  const closes = formatDate(job.application_close_date);
  return (
    <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{job.title}</h1>
          <Link
            to="/org/$nameSlug"
            params={{ nameSlug: job.group.name_slug }}
            className={css({ color: 'brand.solid' })}
          >
            {job.group.name}
          </Link>
        </div>
        <div className={rowStyle}>
          {isLoggedIn ? <JobBookmark job={job} /> : null}
          {job.is_administrator ? (
            <Suspense fallback={null}>
              <JobAdminActions job={job} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <div className={rowStyle}>
        <JobBadges job={job} now={now} />
      </div>
      {job.address ? <p>Address: {job.address}</p> : null}
      {opens || closes ? (
        <p>
          Applications: {opens || '…'} – {closes || '…'}
        </p>
      ) : null}
      {isLoggedIn === false ? <PublicWrapper /> : null}
      {isLoggedIn ? <ApplyControls job={job} now={now} /> : null}
    </header>
  );
}
