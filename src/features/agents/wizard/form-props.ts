/** What every step form gets: its step, its values (kept in the draft), errors and the run. */
import type { AgentStepInfo } from '../../../../contract/agents';
import type { FieldErrors } from './step-values';

export interface StepFormProps<T> {
  info: AgentStepInfo;
  values: T;
  onChange: (values: T) => void;
  errors: FieldErrors;
  /** The run's id, starting it first when there is none (file uploads need one); null when it could not start. */
  ensureRun: () => Promise<string | null>;
}
