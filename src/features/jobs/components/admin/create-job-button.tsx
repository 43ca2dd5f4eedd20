/**
 * "Create Job" on the job board, for administrators of a certified organization. The form
 * loads only when opened: every member sees the board, few create jobs.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../ui/button';
import { useCertifiedOrganizations } from '../../../groups/admin-queries';
import { useIsLoggedIn } from '../../../session/queries';
import { useIsOnline } from '../../../sync/queries';

const JobFormDialog = lazy(() => import('./job-form-dialog').then((m) => ({ default: m.JobFormDialog })));

export function CreateJobButton() {
  const isLoggedIn = useIsLoggedIn();
  const isOnline = useIsOnline();
  const canCreate = (useCertifiedOrganizations()?.length ?? 0) > 0;
  const [isOpen, setOpen] = useState(false);

  if (!isLoggedIn || !canCreate) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!isOnline}>
        Create Job
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <JobFormDialog isOpen onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
