/**
 * A member's side of a job (spec part 2 section 4, application): Apply while the job is
 * published, open and not applied to; the application's coloured status; Unapply while
 * pending (confirmed); the Pending mark while the change waits in the outbox; the server's
 * reason when it refused the application.
 */
import { useId, useState } from 'react';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  isExpired,
  JOB_MESSAGES,
  type JobDetail,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../groups/components/confirm-dialog';
import { QueuedChangeStatus } from '../../groups/components/queued-change-status';
import { useOwnProfile } from '../../profile/queries';
import { unapplyFromJob } from '../job-mutations';
import { useApplicationError, useMyApplication, usePendingApplication } from '../job-queries';
import { ApplyDialog } from './apply-dialog';

const STATUS_TONES = { pending: 'pending', accepted: 'brand', rejected: 'danger' } as const;
const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

export function ApplicationStatusLabel({ status }: { status: ApplicationStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} aria-label={`Application status: ${APPLICATION_STATUS_LABELS[status]}`}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

export function ApplyControls({ job, now }: { job: JobDetail; now: number }) {
  const application = useMyApplication(job.id);
  const isPending = usePendingApplication(job.id);
  const refusal = useApplicationError(job.id);
  const profile = useOwnProfile();
  const [dialog, setDialog] = useState<'apply' | 'unapply' | null>(null);
  const waitingId = useId();
  const status = application?.status ?? null;
  const opensLater = job.application_open_date !== null && Date.parse(job.application_open_date) > now;
  const isOpen = job.job_status === 'approved' && !isExpired(job, now) && !opensLater;
  // Whether a resume must be uploaded first is known once the member's profile is read.
  const waitsForProfile = profile === undefined;

  return (
    <div className={rowStyle}>
      {status === null && isOpen ? (
        <>
          <Button
            onClick={() => setDialog('apply')}
            disabled={waitsForProfile}
            aria-describedby={waitsForProfile ? waitingId : undefined}
          >
            Apply
          </Button>
          {waitsForProfile ? (
            <p id={waitingId} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              {JOB_MESSAGES.applyAfterProfile}
            </p>
          ) : null}
        </>
      ) : null}
      {status === null && job.job_status === 'approved' && opensLater ? (
        <p className={css({ color: 'fg.muted' })}>{JOB_MESSAGES.notOpenYet}</p>
      ) : null}
      {status ? <ApplicationStatusLabel status={status} /> : null}
      {status === 'pending' ? (
        <Button variant="outline" onClick={() => setDialog('unapply')}>
          Unapply
        </Button>
      ) : null}
      <QueuedChangeStatus isPending={isPending} refusal={refusal} />
      {dialog === 'apply' ? (
        <ApplyDialog job={job} hasResume={Boolean(profile?.resume)} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'unapply' ? <UnapplyDialog job={job} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

function UnapplyDialog({ job, onClose }: { job: JobDetail; onClose: () => void }) {
  return (
    <ConfirmDialog
      title={`Withdraw your application to ${job.title}?`}
      description="You can apply again while the job accepts applications."
      confirmLabel="Unapply"
      onConfirm={() => unapplyFromJob(job)}
      successMessage={JOB_MESSAGES.unapplied}
      failureMessage={JOB_MESSAGES.couldNotUnapply}
      onClose={onClose}
    />
  );
}
