/** /job/{slug}/people: the job's applicants for its administrators (spec part 2 section 2, Jobs). */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { APPLICANT_FILTERS, type ApplicantFilter } from '../../contract';
import { JobAdminGate } from '../features/jobs/components/admin/admin-gate';
import { ApplicantsPanel } from '../features/jobs/components/admin/applicants-panel';

const PeopleSearch = v.object({
  status: v.optional(v.fallback(v.picklist(APPLICANT_FILTERS), 'accepted')),
  page: v.optional(v.fallback(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1)),
});

export const Route = createFileRoute('/job/$slug/people')({
  validateSearch: PeopleSearch,
  component: JobPeoplePage,
});

function JobPeoplePage() {
  const { status, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = (next: { filter: ApplicantFilter; page: number }) =>
    void navigate({
      search: {
        ...(next.filter === 'accepted' ? {} : { status: next.filter }),
        ...(next.page > 1 ? { page: next.page } : {}),
      },
      replace: true,
    });
  return (
    <JobAdminGate>
      {(job) => <ApplicantsPanel job={job} filter={status ?? 'accepted'} page={page ?? 1} onChange={onChange} />}
    </JobAdminGate>
  );
}
