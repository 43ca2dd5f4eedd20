/** A report's feedback: shown at once on the stored report, sent when the network allows (queued offline). */
import type { ReportFeedbackInput } from '../../../contract';
import { reportFeedback } from '../../../sync/mutators/agent-feedback';
import { mutateWith } from '../../../sync/outbox';
import { db } from '../../db/db';
import { kickSync } from '../sync/sync-client';

export async function sendReportFeedback(input: ReportFeedbackInput): Promise<void> {
  await mutateWith(db, reportFeedback, input);
  kickSync();
}
