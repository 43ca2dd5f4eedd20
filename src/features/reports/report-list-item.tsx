/** One row of /careergps-reports: the report's title (a link to it), the agent's name and the date. */
import { Link } from '@tanstack/react-router';
import type { AgentReportSummary } from '../../../contract';
import { css } from '../../../styled-system/css';
import { relativeTime } from '../chat/relative-time';
import { absoluteDate } from './labels';

const rowStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  _hover: { bg: 'bg.muted' },
});

export function ReportListItem({ report, now }: { report: AgentReportSummary; now: number }) {
  const absolute = absoluteDate(report.created_at);
  return (
    <li className={css({ listStyle: 'none' })}>
      <div className={rowStyle}>
        <Link
          to="/careergps-report/$slug"
          params={{ slug: report.slug }}
          className={css({ fontWeight: 'semibold', color: 'brand.solid', overflowWrap: 'anywhere' })}
        >
          {report.title}
        </Link>
        <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
          <span>{report.agent_name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={report.created_at} title={absolute}>
            {relativeTime(report.created_at, now)} ({absolute})
          </time>
        </span>
      </div>
    </li>
  );
}
