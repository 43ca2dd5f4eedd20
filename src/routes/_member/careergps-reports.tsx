/**
 * /careergps-reports (spec part 1 sections 2 and 9): the member's own reports, 30 a page with
 * the page in the address, newest first. Online the server's page is asked for; offline the
 * stored reports are paged here with a note.
 */
import { createFileRoute, Link } from '@tanstack/react-router';
import { AGENT_MESSAGES, MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { ListSearch } from '../../features/directory/components/list-search';
import { useReportsPage } from '../../features/reports/queries';
import { ReportListItem } from '../../features/reports/report-list-item';
import { StoredPageList } from '../../features/sync/stored-page-list';

export const Route = createFileRoute('/_member/careergps-reports')({
  validateSearch: ListSearch,
  component: ReportsPage,
});

/** The agent area (U1's route); a plain string so this page does not depend on its typing. */
const CAREERGPS_PATH: string = '/careergps';

function ReportsPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const view = useReportsPage(page);
  const now = Date.now();
  return (
    <section
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl', w: 'full', mx: 'auto' })}
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Your reports</h1>
      <StoredPageList
        view={view}
        label="Reports"
        offlineNote={`${MESSAGES.youAreOffline}. Showing the reports saved on this device.`}
        failedNote="The newest reports could not be loaded; showing those saved on this device."
        empty={
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: '8' })}>
            <p className={css({ textAlign: 'center', color: 'fg.muted' })}>{AGENT_MESSAGES.noReports}</p>
            <Link to={CAREERGPS_PATH} className={button({ variant: 'solid', size: 'sm' })}>
              {AGENT_MESSAGES.tryCareerGps}
            </Link>
          </div>
        }
        page={page}
        onPage={(next) => void navigate({ search: { page: next } })}
      >
        {(report) => <ReportListItem key={report.slug} report={report} now={now} />}
      </StoredPageList>
    </section>
  );
}
