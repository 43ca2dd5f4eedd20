/**
 * The wizard's state: values and position come from the stored draft (meta agentWizards[slug])
 * and every change is written back, so nothing typed is lost offline or on reload. Next checks
 * the step locally, starts the run when there is none, and sends the step in the background.
 */
import { useEffect, useRef, useState } from 'react';
import {
  AGENT_MESSAGES,
  type AgentBlock,
  type AgentStep,
  type RegistrationStatus,
  type StepInput,
  stepsFor,
} from '../../../../contract/agents';
import type { AgentWizardDraft } from '../../../../sync/core/db';
import { syncClient } from '../../sync/sync-client';
import { clearWizardDraft, EMPTY_DRAFT, saveStepValues, saveWizardDraft } from '../calls';
import type { StoredAgent } from '../queries';
import { type FieldErrors, fieldErrorsOf, stepInputOf, validateStep } from './step-values';

/** Where a finished run's report is kept in the draft's values (no step has this key). */
const REPORT_KEY = '~report';
/** Whose path the draft's position and run are on ('auth' or 'unauth'): signing in changes the steps. */
const AUDIENCE_KEY = '~audience';

export interface FinishedReport {
  slug: string;
  title: string;
}

export type WizardProblem =
  | { kind: 'failed'; message: string; input: StepInput }
  | { kind: 'blocked'; block: AgentBlock; message: string };

export interface WizardState {
  steps: AgentStep[];
  index: number;
  values: Record<string, unknown>;
  errors: FieldErrors;
  isBusy: boolean;
  problem: WizardProblem | null;
  registration: RegistrationStatus | null;
  report: FinishedReport | null;
  beneficiary: AgentWizardDraft['beneficiary'];
  setStepValues(stepKey: string, values: unknown): void;
  next(): void;
  retry(): void;
  back(): void;
  ensureRun(): Promise<string | null>;
  reset(): Promise<void>;
  clearBeneficiary(): void;
}

function isReport(value: unknown): value is FinishedReport {
  return typeof value === 'object' && value !== null && 'slug' in value && 'title' in value;
}

export function useWizard(
  agent: StoredAgent,
  isSignedIn: boolean,
  draft: AgentWizardDraft | null,
  completion: number | null,
): WizardState {
  const slug = agent.slug;
  const steps = stepsFor(agent, isSignedIn);
  const audience = isSignedIn ? 'auth' : 'unauth';
  // A draft from the other audience keeps its values but not its position or run.
  const start =
    draft && draft.values[AUDIENCE_KEY] === audience
      ? draft
      : { ...EMPTY_DRAFT, values: draft?.values ?? {}, beneficiary: draft?.beneficiary ?? null };
  // The draft seeds the state once; later the state leads and is written through.
  const [values, setValues] = useState<Record<string, unknown>>(start.values);
  const [index, setIndex] = useState(Math.min(start.stepIndex, Math.max(steps.length - 1, 0)));
  const runId = useRef<string | null>(start.runId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<WizardProblem | null>(null);
  const [registration, setRegistration] = useState<RegistrationStatus | null>(null);
  const stored = values[REPORT_KEY];
  const report = isReport(stored) ? stored : null;

  // Staff pick the beneficiary into the draft (live): a run belongs to one, so another starts a new run.
  const beneficiary = draft?.beneficiary ?? null;
  const beneficiaryId = beneficiary?.id ?? null;
  const runFor = useRef(beneficiaryId);
  useEffect(() => {
    if (runFor.current === beneficiaryId) return;
    runFor.current = beneficiaryId;
    runId.current = null;
  }, [beneficiaryId]);

  const step = steps[index];

  async function ensureRun(input?: StepInput): Promise<string | null> {
    if (runId.current) return runId.current;
    const result = await syncClient().agents.startRun(slug, beneficiary?.id ?? null);
    if (result.ok) {
      runId.current = result.run.id;
      await saveWizardDraft(slug, { runId: result.run.id, stepIndex: index });
      await saveStepValues(slug, AUDIENCE_KEY, audience);
      return result.run.id;
    }
    setProblem(
      result.kind === 'blocked'
        ? { kind: 'blocked', block: result.block, message: result.message }
        : {
            kind: 'failed',
            message: result.message || AGENT_MESSAGES.stepFailed,
            input:
              input ??
              (step ? stepInputOf(step.extra_info, values[step.extra_info.id]) : { type: 'report_generation' }),
          },
    );
    return null;
  }

  async function send(input: StepInput) {
    if (!step) return;
    setIsBusy(true);
    setProblem(null);
    try {
      const run = await ensureRun(input);
      if (!run) return;
      const outcome = await syncClient().agents.submitStep(run, step.extra_info.id, input);
      if (outcome.ok) {
        const { result } = outcome;
        if (result.report) {
          const finished = { slug: result.report.slug, title: result.report.title };
          setValues((current) => ({ ...current, [REPORT_KEY]: finished }));
          await saveStepValues(slug, REPORT_KEY, finished);
          return;
        }
        const status = step.extra_info.type === 'registration' ? result.run.registration_status : null;
        setRegistration(status);
        if (status === 'active') return;
        const nextIndex = Math.min(index + 1, steps.length - 1);
        setIndex(nextIndex);
        await saveWizardDraft(slug, { stepIndex: nextIndex });
      } else if (outcome.kind === 'invalid') {
        const { non_field_errors: general, ...fields } = outcome.fieldErrors;
        const fieldErrors = fieldErrorsOf(fields);
        setErrors(fieldErrors);
        // Words for no field of the form go above the buttons.
        if (general || Object.keys(fieldErrors).length === 0)
          setProblem({ kind: 'failed', message: outcome.message, input });
      } else if (outcome.kind === 'blocked') {
        setProblem({ kind: 'blocked', block: outcome.block, message: outcome.message });
      } else {
        setProblem({ kind: 'failed', message: outcome.message || AGENT_MESSAGES.stepFailed, input });
      }
    } catch {
      setProblem({ kind: 'failed', message: AGENT_MESSAGES.stepFailed, input });
    } finally {
      setIsBusy(false);
    }
  }

  return {
    steps,
    index,
    values,
    errors,
    isBusy,
    problem,
    registration,
    report,
    beneficiary,
    ensureRun: () => ensureRun(),
    setStepValues(stepKey, next) {
      setValues((current) => ({ ...current, [stepKey]: next }));
      void saveStepValues(slug, stepKey, next);
    },
    next() {
      if (!step || isBusy) return;
      const found = validateStep(step.extra_info, values[step.extra_info.id], completion);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      void send(stepInputOf(step.extra_info, values[step.extra_info.id]));
    },
    retry() {
      if (problem?.kind === 'failed') void send(problem.input);
    },
    back() {
      if (isBusy || index === 0) return;
      setErrors({});
      setProblem(null);
      setRegistration(null);
      setIndex(index - 1);
      void saveWizardDraft(slug, { stepIndex: index - 1 });
    },
    async reset() {
      runId.current = null;
      await clearWizardDraft(slug);
    },
    clearBeneficiary() {
      runId.current = null;
      void saveWizardDraft(slug, { beneficiary: null, runId: null });
    },
  };
}
