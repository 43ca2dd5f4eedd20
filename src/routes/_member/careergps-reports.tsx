/**
 * /careergps-reports (spec part 1 sections 2 and 9): the member's own reports, 30 a page with
 * the page in the address, newest first. Online the server's page is asked for; offline the
 * stored reports are paged here with a note.
 */
import { createFileRoute, Link } from '@tanstack/react-router';
import { AGENT_MESSAGES, MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { useReportsPage } from '../../features/reports/queries';
import { ReportListItem } from '../../features/reports/report-list-item';
import { Pagination } from '../../ui/pagination';
import { ListSearch } from './-components/connect/list-search';

export const Route = createFileRoute('/_member/careergps-reports')({
  validateSearch: ListSearch,
  component: ReportsPage,
});

/** The agent area (U1's route); a plain string so this page does not depend on its typing. */
const CAREERGPS_PATH: string = '/careergps';

const noteStyle = css({ fontSize: 'sm', color: 'fg.muted' });

function ReportsPage() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const view = useReportsPage(page);
  const isLoading = view.status === 'loading';
  const now = Date.now();
  return (
    <section
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl', w: 'full', mx: 'auto' })}
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Your reports</h1>
      {view.status === 'offline' ? (
        <p role="status" className={noteStyle}>
          {MESSAGES.youAreOffline}. Showing the reports saved on this device.
        </p>
      ) : view.status === 'failed' ? (
        <p role="status" className={noteStyle}>
          The newest reports could not be loaded; showing those saved on this device.
        </p>
      ) : null}
      {!view.isReady || (isLoading && view.items.length === 0) ? (
        <p aria-busy="true">Loading…</p>
      ) : view.items.length === 0 ? (
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: '8' })}>
          <p className={css({ textAlign: 'center', color: 'fg.muted' })}>{AGENT_MESSAGES.noReports}</p>
          <Link to={CAREERGPS_PATH} className={button({ variant: 'solid', size: 'sm' })}>
            {AGENT_MESSAGES.tryCareerGps}
          </Link>
        </div>
      ) : (
        <ul
          aria-label="Reports"
          aria-busy={isLoading || undefined}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '1',
            p: '1',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'lg',
          })}
        >
          {view.items.map((report) => (
            <ReportListItem key={report.slug} report={report} now={now} />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={view.pageCount} onPage={(next) => void navigate({ search: { page: next } })} />
    </section>
  );
}
