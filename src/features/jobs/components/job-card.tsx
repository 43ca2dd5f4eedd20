import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { bookmarkKey, JOB_CARD_SKILLS, JOB_DESCRIPTION_PREVIEW, type Job } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { itemCard } from '../../../ui/card-styles';
import { PendingMark } from '../../../ui/pending-mark';
import { JobBadges } from './job-badges';
import { JobBookmarkButton } from './job-bookmark-button';

interface JobCardProps {
  job: Job;
  isBookmarked: boolean;
  /** A change to this job's bookmark is queued and not yet confirmed by the server. */
  isPending: boolean;
}

function preview(text: string): string {
  return text.length > JOB_DESCRIPTION_PREVIEW ? `${text.slice(0, JOB_DESCRIPTION_PREVIEW).trimEnd()}…` : text;
}

export function JobCard({ job, isBookmarked, isPending }: JobCardProps) {
  const titleId = `job-${job.id}-title`;
  const [now] = useState(() => Date.now());
  return (
    <li aria-labelledby={titleId} data-testid={bookmarkKey('job', job.id)} className={itemCard}>
      <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '2' })}>
        <div className={css({ flex: '1', minW: '0' })}>
          <h2 id={titleId} className={css({ fontWeight: 'semibold', lineHeight: 'tight' })}>
            <Link to="/job/$slug" params={{ slug: job.slug }} className={css({ _hover: { color: 'brand.solid' } })}>
              {job.title}
            </Link>
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{job.group.name}</p>
        </div>
        <JobBookmarkButton job={job} isBookmarked={isBookmarked} />
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
        <JobBadges job={job} now={now} />
        <PendingMark isPending={isPending} />
      </div>
      <p className={css({ fontSize: 'sm' })}>{preview(job.description)}</p>
      {job.skills_detailed.length > 0 ? (
        <ul aria-label="Skills" className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
          {job.skills_detailed.slice(0, JOB_CARD_SKILLS).map((skill) => (
            <li key={skill.id}>
              <Badge>{skill.name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
