/**
 * The report's actions (spec part 1 section 2): its owner may download it as a PDF (built in
 * the browser, offline too) and share its link; anyone else is invited to try CareerGPS.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AGENT_MESSAGES, MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import type { LocalAgentReport } from '../../../sync/core/db';
import { Button } from '../../ui/button';
import { notify } from '../../ui/notify';
import { prefersSavingData } from '../../ui/save-data';
import { absoluteUrl, reportPath } from './labels';

/** The agent area's route; a plain string so this file does not depend on its route typing. */
export const CAREERGPS_PATH: string = '/careergps';

async function shareReport(report: LocalAgentReport): Promise<void> {
  const url = absoluteUrl(window.location.origin, reportPath(report.slug));
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: report.title, url });
      return;
    } catch (error) {
      // The member closed the share sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify({ title: AGENT_MESSAGES.linkCopied, type: 'success' });
  } catch {
    notify({ title: MESSAGES.couldNotComplete, description: url, type: 'error' });
  }
}

export function TryCareerGps() {
  return (
    <Link to={CAREERGPS_PATH} className={button({ variant: 'solid', size: 'sm' })}>
      {AGENT_MESSAGES.tryCareerGps}
    </Link>
  );
}

export function ReportActions({ report }: { report: LocalAgentReport }) {
  const [isBuilding, setIsBuilding] = useState(false);
  const isOwner = report.is_owner;
  // The PDF writer loads soon after the owner opens a report, so the service worker keeps it
  // and Download PDF works offline later; not on a connection that saves data.
  useEffect(() => {
    if (!isOwner || prefersSavingData()) return;
    const timer = setTimeout(() => void import('./pdf').catch(() => undefined), 1000);
    return () => clearTimeout(timer);
  }, [isOwner]);
  if (!isOwner) return <TryCareerGps />;

  const download = async () => {
    setIsBuilding(true);
    try {
      const { downloadReportPdf } = await import('./pdf');
      await downloadReportPdf(report, window.location.origin);
    } catch {
      notify({ title: navigator.onLine ? MESSAGES.couldNotComplete : MESSAGES.youAreOffline, type: 'error' });
    } finally {
      setIsBuilding(false);
    }
  };

  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <Button size="sm" aria-busy={isBuilding || undefined} disabled={isBuilding} onClick={() => void download()}>
        Download PDF
      </Button>
      <Button variant="outline" size="sm" onClick={() => void shareReport(report)}>
        Share
      </Button>
    </div>
  );
}
