/** Staff: 'Configure prompts', each step's user_prompt in a textarea with its own Save. */
import { useState } from 'react';
import { AGENT_MESSAGES, type AgentStep } from '../../../../contract/agents';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { notify } from '../../../ui/notify';
import { syncClient } from '../../sync/sync-client';
import { StaffDialog } from './staff-dialog';

function PromptEditor({ slug, step }: { slug: string; step: AgentStep }) {
  const [text, setText] = useState(step.extra_info.user_prompt);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setIsSaving(true);
    setError(null);
    const result = await syncClient().agents.savePrompt(slug, step.id, text);
    setIsSaving(false);
    if (result.ok) notify({ title: AGENT_MESSAGES.promptSaved, type: 'success' });
    else setError(result.message);
  };
  return (
    <Field.Root invalid={Boolean(error)} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <Field.Label>{step.extra_info.header_text}</Field.Label>
      <Field.Textarea rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
      <Button
        size="sm"
        onClick={() => void save()}
        disabled={isSaving}
        aria-label={`Save ${step.extra_info.header_text}`}
        className={css({ alignSelf: 'flex-end' })}
      >
        Save
      </Button>
    </Field.Root>
  );
}

export function PromptsDialog({ slug, steps }: { slug: string; steps: readonly AgentStep[] }) {
  return (
    <StaffDialog
      opener="Configure prompts"
      title="Configure prompts"
      className={css({ maxH: '90vh', overflowY: 'auto' })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '3' })}>
        {[...steps]
          .sort((a, b) => a.order - b.order)
          .map((step) => (
            <PromptEditor key={step.id} slug={slug} step={step} />
          ))}
      </div>
    </StaffDialog>
  );
}
