/**
 * "Create Job" on the job board, for administrators of a certified organization. The form
 * loads only when opened: every member sees the board, few create jobs.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsLoggedIn } from '../../../../features/session/queries';
import { useIsOnline } from '../../../../features/sync/queries';
import { Button } from '../../../../ui/button';
import { fetchCertifiedOrganizations } from './certified-organizations';

const JobFormDialog = lazy(() => import('./job-form-dialog').then((m) => ({ default: m.JobFormDialog })));

export function CreateJobButton() {
  const isLoggedIn = useIsLoggedIn();
  const isOnline = useIsOnline();
  const [canCreate, setCanCreate] = useState(false);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (!isLoggedIn || !isOnline) return;
    let isCurrent = true;
    void fetchCertifiedOrganizations().then((found) => {
      if (isCurrent && found) setCanCreate(found.length > 0);
    });
    return () => {
      isCurrent = false;
    };
  }, [isLoggedIn, isOnline]);

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
