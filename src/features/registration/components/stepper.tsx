/** The registration wizard's progress: the titles of its step set. */
import { STEP_TITLES, type StepId } from '../../../../contract';
import { StepProgress } from '../../../ui/step-progress';

interface StepperProps {
  steps: readonly StepId[];
  index: number;
}

export function Stepper({ steps, index }: StepperProps) {
  return <StepProgress label="Registration progress" titles={steps.map((step) => STEP_TITLES[step])} index={index} />;
}
