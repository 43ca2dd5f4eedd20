/** Edit, Publish / Convert to Draft, Delete and the applicants CSV in a job's hero, for its administrators. */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  GROUP_MESSAGES,
  JOB_APPLICATION_ENDPOINTS,
  JOB_MESSAGES,
  type JobDetail,
  type JobStatus,
  MESSAGES,
  pathOf,
} from '../../../../../contract';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/notify';
import { firstError, note, row, saveBlob, stack } from '../../../groups/components/admin/shared';
import { downloadCsv } from '../../../groups/mutations';
import { callOnline } from '../../../sync/online';
import { useIsOnline } from '../../../sync/queries';
import { JobFormDialog } from './job-form-dialog';
import { refreshJobQuietly } from './shared';

export function JobAdminActions({ job }: { job: JobDetail }) {
  const isOnline = useIsOnline();
  const navigate = useNavigate();
  const [isFormOpen, setFormOpen] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [busy, setBusy] = useState<'status' | 'delete' | 'csv' | null>(null);
  if (!job.is_administrator) return null;
  const isDraft = job.job_status === 'pending';

  async function changeStatus(job_status: JobStatus) {
    setBusy('status');
    const result = await callOnline('setJobStatus', { jobId: job.id, job_status });
    setBusy(null);
    if (!result.ok) return notify({ type: 'error', title: firstError(result.errors, MESSAGES.couldNotComplete) });
    notify({ type: 'success', title: JOB_MESSAGES.saved });
    await refreshJobQuietly(job.slug);
  }

  async function remove() {
    setBusy('delete');
    const result = await callOnline('deleteJob', { jobId: job.id });
    setBusy(null);
    if (!result.ok) return notify({ type: 'error', title: JOB_MESSAGES.couldNotDelete });
    setDeleteOpen(false);
    notify({ type: 'success', title: JOB_MESSAGES.deleted });
    await refreshJobQuietly(job.slug);
    void navigate({ to: '/jobs' });
  }

  async function download() {
    setBusy('csv');
    const answer = await downloadCsv(
      `${pathOf(JOB_APPLICATION_ENDPOINTS.exportApplicants, { id: job.id })}?status=all`,
    );
    setBusy(null);
    if (!answer.ok) return notify({ type: 'error', title: answer.message });
    saveBlob(answer.blob, `${job.slug}-applicants.csv`);
  }

  const disabled = !isOnline || busy !== null;
  return (
    <div className={stack}>
      <div className={row}>
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => setFormOpen(true)}>
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => void changeStatus(isDraft ? 'approved' : 'pending')}
        >
          {isDraft ? 'Publish' : 'Convert to Draft'}
        </Button>
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => void download()}>
          Download applicants CSV
        </Button>
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => setDeleteOpen(true)}>
          Delete
        </Button>
      </div>
      {isOnline ? null : <p className={note}>{GROUP_MESSAGES.offlineAdmin}</p>}
      <JobFormDialog job={job} isOpen={isFormOpen} onOpenChange={setFormOpen} />
      <Dialog.Root open={isDeleteOpen} onOpenChange={(details) => setDeleteOpen(details.open)}>
        <Dialog.Content>
          <Dialog.Title>Delete this job?</Dialog.Title>
          <Dialog.Description>
            “{job.title}” and all its applications are deleted. This cannot be undone.
          </Dialog.Description>
          <div className={row}>
            <Button variant="outline" onClick={() => setDeleteOpen(false)}>
              Cancel
            </Button>
            <Button disabled={disabled} onClick={() => void remove()}>
              {busy === 'delete' ? 'Deleting…' : 'Delete job'}
            </Button>
          </div>
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
