/** Writes of the agent area: wizard drafts in meta agentWizards (kept offline and through reloads). */
import { type AgentWizardDraft, getMeta, setMeta } from '../../../sync/core/db';
import { db } from '../../db/db';
import { reportDraftFailure } from '../sync/save-here';

export const EMPTY_DRAFT: Omit<AgentWizardDraft, 'updatedAt'> = {
  runId: null,
  stepIndex: 0,
  values: {},
  beneficiary: null,
};

// Writes run one after another so a quick succession of keystrokes never lands out of order.
let queue: Promise<void> = Promise.resolve();

function update(slug: string, change: (draft: AgentWizardDraft | undefined) => AgentWizardDraft | null): Promise<void> {
  queue = queue
    .then(() =>
      db.transaction('rw', db.meta, async () => {
        const drafts = { ...((await getMeta(db, 'agentWizards')) ?? {}) };
        const next = change(drafts[slug]);
        if (next) drafts[slug] = next;
        else delete drafts[slug];
        await setMeta(db, 'agentWizards', drafts);
      }),
    )
    .catch(reportDraftFailure);
  return queue;
}

/** Merges `patch` into the agent's draft. */
export function saveWizardDraft(slug: string, patch: Partial<Omit<AgentWizardDraft, 'updatedAt'>>): Promise<void> {
  return update(slug, (draft) => ({ ...EMPTY_DRAFT, ...draft, ...patch, updatedAt: Date.now() }));
}

/** Sets one step's form values. */
export function saveStepValues(slug: string, stepKey: string, values: unknown): Promise<void> {
  return update(slug, (draft) => ({
    ...EMPTY_DRAFT,
    ...draft,
    values: { ...draft?.values, [stepKey]: values },
    updatedAt: Date.now(),
  }));
}

/** Forgets the agent's draft (Done, or a fresh start). */
export function clearWizardDraft(slug: string): Promise<void> {
  return update(slug, () => null);
}
