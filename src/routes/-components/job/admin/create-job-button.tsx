/** SEAM (issue 6): "Create Job" on the job board, for administrators of a certified organization. */
import { useEffect, useState } from 'react';
import { useIsLoggedIn } from '../../../../features/session/queries';
import { useIsOnline } from '../../../../features/sync/queries';
import { Button } from '../../../../ui/button';
import { JobFormDialog } from './job-form-dialog';
import { fetchCertifiedOrganizations } from './shared';

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
      <JobFormDialog isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
