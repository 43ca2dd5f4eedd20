/**
 * The head of /job/{slug}: title, organization, Draft and Expired badges, type, location,
 * address, application window, bookmark, the administrator's actions, and Apply (members)
 * or the public wrapper (visitors).
 */
import { Link } from '@tanstack/react-router';
import type { JobDetail } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useBookmarkKeys } from '../../../features/bookmarks/queries';
import { formatDate } from '../groups/format';
import { JobAdminActions } from './admin/job-admin-actions';
import { ApplyControls } from './apply-controls';
import { JobBadges } from './job-badges';
import { JobBookmarkButton } from './job-bookmark-button';
import { PublicWrapper } from './public-wrapper';

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
          {job.is_administrator ? <JobAdminActions job={job} /> : null}
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
