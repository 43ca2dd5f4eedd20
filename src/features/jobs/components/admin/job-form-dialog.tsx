// The job form in a dialog: after a save the toast, a refresh of the stored job and the job's page.
import { useNavigate } from '@tanstack/react-router';
import { JOB_MESSAGES, type JobDetail } from '../../../../../contract';
import { Dialog } from '../../../../ui/dialog';
import { notify } from '../../../../ui/notify';
import { dialogWide } from '../../../groups/components/admin/shared';
import { JobForm } from './job-form';
import { jobPath, refreshJobQuietly } from './shared';

interface JobFormDialogProps {
  /** The job being edited; a create without it. */
  job?: JobDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After a save (the page may read the job again). */
  onSaved?: (job: JobDetail) => void;
}

export function JobFormDialog({ job, isOpen, onOpenChange, onSaved }: JobFormDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content className={dialogWide}>
        <Dialog.Title>{job ? 'Edit Job' : 'Create Job'}</Dialog.Title>
        {isOpen ? (
          <JobForm
            job={job}
            onSaved={(saved) => {
              notify({ type: 'success', title: JOB_MESSAGES.saved });
              onOpenChange(false);
              void refreshJobQuietly(saved.slug).then(() => {
                onSaved?.(saved);
                void navigate({ href: jobPath(saved.slug) });
              });
            }}
          />
        ) : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}
