/** The agent wizard's progress: the steps' header texts. */
import type { AgentStep } from '../../../../contract/agents';
import { StepProgress } from '../../../ui/step-progress';

export function WizardStepper({ steps, index }: { steps: readonly AgentStep[]; index: number }) {
  return (
    <StepProgress label="Agent progress" titles={steps.map((step) => step.extra_info.header_text)} index={index} />
  );
}
