/** A report's feedback: shown at once on the stored report, sent when the network allows (queued offline). */
import type { ReportFeedbackInput } from '../../../contract';
import { reportFeedback } from '../../../sync/agents/agent-feedback-mutator';
import { saveHereOrThrow } from '../sync/save-here';

export async function sendReportFeedback(input: ReportFeedbackInput): Promise<void> {
  await saveHereOrThrow(reportFeedback, input);
}
