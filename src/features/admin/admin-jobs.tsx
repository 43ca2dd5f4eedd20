/**
 * /admin-dashboard/jobs (spec part 2 section 6): the default organization's jobs, drafts
 * included (view_all, as its administrators see them), newest first, each linking to the
 * job where it is edited, published or converted to a draft. Online: drafts are never
 * stored on the device (the board in db.jobs holds published jobs only).
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { JOB_LOCATION_LABELS, JOB_MESSAGES, JOB_TYPE_LABELS, MESSAGES } from '../../../contract';
import { ADMIN_MESSAGES } from '../../../contract/admin';
import { css } from '../../../styled-system/css';
import { Pagination } from '../../ui/pagination';
import { useOrganizationJobs } from '../jobs/admin-queries';
import { CreateJobButton } from '../jobs/components/admin/create-job-button';
import { useIdentity } from '../session/queries';
import { OnlineReadNote } from '../sync/online-read-note';
import { useIsOnline } from '../sync/queries';

const PAGE_SIZE = 10;

export function AdminJobs() {
  const orgId = useIdentity()?.organization?.id;
  const isOnline = useIsOnline();
  const [page, setPage] = useState(1);
  const list = useOrganizationJobs(orgId, page, PAGE_SIZE);
  const items = list.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.pagination.count ?? 0) / PAGE_SIZE));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <header className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>{ADMIN_MESSAGES.jobsHeading}</h1>
        <CreateJobButton />
      </header>
      {isOnline ? null : <p role="status">{ADMIN_MESSAGES.offlineJobs}</p>}
      <OnlineReadNote read={list} />
      {isOnline && list.status === 'loading' && items.length === 0 ? <p role="status">Loading…</p> : null}
      {list.status === 'failed' ? <p role="alert">{MESSAGES.couldNotComplete}</p> : null}
      {isOnline && list.status === 'done' && items.length === 0 ? <p>{MESSAGES.noJobsFound}</p> : null}
      {items.length > 0 ? (
        <ul
          aria-label={ADMIN_MESSAGES.jobsHeading}
          className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
        >
          {items.map((job) => (
            <li
              key={job.id}
              className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '3' })}
            >
              <Link to="/job/$slug" params={{ slug: job.slug }}>
                {job.title}
              </Link>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {job.job_status === 'pending' ? `${JOB_MESSAGES.draft} · ` : ''}
                {JOB_TYPE_LABELS[job.job_type]} · {JOB_LOCATION_LABELS[job.job_location]}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
