/** /job/{slug}: a job's page with the admin tabs as nested routes (spec part 2 section 2, Jobs). Public. */
import { createFileRoute } from '@tanstack/react-router';
import { JobLayout } from '../features/jobs/components/job-layout';

export const Route = createFileRoute('/job/$slug')({ component: JobLayout });
