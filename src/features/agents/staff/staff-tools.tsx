/** Staff's tools on an agent's page: its prompts, its logs, and running it for a member. */
import type { AgentStep } from '../../../../contract/agents';
import { css } from '../../../../styled-system/css';
import { LogsDialog } from './logs-dialog';
import { PromptsDialog } from './prompts-dialog';
import { RunForMember } from './run-for-member';

export function StaffTools({ slug, steps }: { slug: string; steps: readonly AgentStep[] }) {
  return (
    <section aria-label="Staff tools" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <PromptsDialog slug={slug} steps={steps} />
      <LogsDialog slug={slug} />
      <RunForMember slug={slug} />
    </section>
  );
}
