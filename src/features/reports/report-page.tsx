/**
 * /careergps-report/{slug} (spec part 1 section 2, Report page): the title, the date and the
 * report (narrative, target roles, recommended items, next steps, what it was built from).
 * Read from Dexie, so a report opened once reads offline; its owner gets PDF, Share and
 * feedback, everyone else a way to try CareerGPS.
 */
import { AGENT_MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import type { LocalAgentReport } from '../../../sync/core/db';
import { relativeTime } from '../chat/relative-time';
import { absoluteDate } from './labels';
import { useReport } from './queries';
import { ReportActions, TryCareerGps } from './report-actions';
import { ReportFeedbackBlock } from './report-feedback';
import { ReportNarrative } from './report-narrative';
import { ReportProfileBlock } from './report-profile';
import { ReportSectionList } from './report-sections';
import { mutedStyle } from './styles';
import { TargetRoles } from './target-roles';

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '4xl', w: 'full', mx: 'auto' });

function ReportBody({ report }: { report: LocalAgentReport }) {
  const sections = report.output_data.sections;
  const absolute = absoluteDate(report.created_at);
  return (
    <>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}>{report.title}</h1>
        <p className={mutedStyle}>
          {report.agent_name} ·{' '}
          <time dateTime={report.created_at} title={relativeTime(report.created_at)}>
            {absolute}
          </time>
        </p>
        <ReportActions report={report} />
      </header>
      <ReportNarrative message={report.output_data.message} />
      {sections ? (
        <>
          <TargetRoles roles={sections.target_roles} />
          <ReportSectionList sections={sections} />
          <ReportProfileBlock profile={sections.profile} />
        </>
      ) : null}
      {report.is_owner ? <ReportFeedbackBlock report={report} /> : null}
    </>
  );
}

export function ReportPage({ slug }: { slug: string }) {
  const { report, status } = useReport(slug);
  return (
    <article className={pageStyle}>
      {report ? (
        <ReportBody report={report} />
      ) : status === 'missing' ? (
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: '8' })}>
          <p role="alert">{AGENT_MESSAGES.reportNotFound}</p>
          <TryCareerGps />
        </div>
      ) : status === 'offline' ? (
        <p role="status">You're offline and this report is not saved on this device.</p>
      ) : (
        <p role="status" aria-busy="true">
          Loading…
        </p>
      )}
    </article>
  );
}
