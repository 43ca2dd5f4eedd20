/**
 * "Create Job" on the job board, loaded only for signed-in members: a visitor's board never
 * downloads the button and the organization queries it reads before it can draw the jobs.
 */
import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../../session/queries';

const CreateButton = lazy(() => import('./admin/create-job-button').then((m) => ({ default: m.CreateJobButton })));

export function LazyCreateJobButton() {
  if (!useIsLoggedIn()) return null;
  return (
    <Suspense fallback={null}>
      <CreateButton />
    </Suspense>
  );
}
