/**
 * The system agents' controls above a member or use case table: the review of everything
 * waiting for a decision, on every page ("Review Members", "Review Use Cases"), "Rerun agent"
 * for the selected rows with the
 * agent to run, the "Agent response" filter and the progress of a run. Hidden from callers
 * who may run no agent; disabled with "You're offline" without a connection.
 */
import { useState } from 'react';
import { SYSTEM_AGENT_MESSAGES, type SystemAgentEntity, type SystemAgentType } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { notify } from '../../ui/notify';
import { SelectField } from '../../ui/select-field';
import { useIsOnline } from '../sync/queries';
import { agentFilterOptions } from './agent-filter';
import { reviewPending, runAgent } from './mutations';
import { useAgentRun, useSystemAgents } from './queries';

interface ReviewPanelProps {
  entity: SystemAgentEntity;
  /** The group whose members are listed (members only). */
  groupId?: number;
  /** The agent the main action runs on every pending item. */
  reviewType: SystemAgentType;
  /** The ids of the selected rows (user ids for members). */
  selectedIds: readonly number[];
  /** The "Agent response" filter's value (agent-filter.ts). */
  filter: string;
  onFilterChange(value: string): void;
  /** After a run: the list asks again for the new responses. */
  onReviewed(): void;
}

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' });

export function ReviewPanel(props: ReviewPanelProps) {
  const { entity, groupId, reviewType, selectedIds, filter, onFilterChange, onReviewed } = props;
  const isOnline = useIsOnline();
  const agents = useSystemAgents(entity, groupId);
  const scope = entity === 'member' ? `member-${groupId ?? 0}` : 'usecase';
  const progress = useAgentRun(scope);
  const [chosen, setChosen] = useState('');
  const reviewer = agents.find((agent) => agent.agent_type === reviewType);
  if (agents.length === 0) return null;
  const rerunAgent = agents.find((agent) => String(agent.id) === chosen) ?? reviewer ?? agents[0];
  const isBusy = progress !== null;

  const requestFor = (agentId: number) => ({
    scope,
    agentId,
    contentType: entity,
    ...(groupId === undefined ? {} : { groupId }),
  });

  async function run(agentId: number, ids: readonly number[]) {
    if (await runAgent({ ...requestFor(agentId), ids })) onReviewed();
  }

  async function review(agentId: number) {
    if (await reviewPending(requestFor(agentId))) onReviewed();
  }

  function rerunSelected() {
    if (selectedIds.length === 0) return notify({ type: 'error', title: SYSTEM_AGENT_MESSAGES.selectRows });
    if (rerunAgent) void run(rerunAgent.id, selectedIds);
  }

  return (
    <section aria-label="System agents" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={row}>
        {reviewer ? (
          <Button disabled={!isOnline || isBusy} onClick={() => void review(reviewer.id)}>
            {reviewer.name}
          </Button>
        ) : null}
        {agents.length > 1 ? (
          <SelectField
            label="Agent"
            value={rerunAgent ? String(rerunAgent.id) : ''}
            options={agents.map((agent) => ({ value: String(agent.id), label: agent.name }))}
            onValueChange={setChosen}
          />
        ) : null}
        <Button variant="outline" disabled={!isOnline || isBusy} onClick={rerunSelected}>
          {SYSTEM_AGENT_MESSAGES.rerun}
        </Button>
        <SelectField
          label={SYSTEM_AGENT_MESSAGES.agentResponse}
          value={filter}
          placeholder={SYSTEM_AGENT_MESSAGES.allResponses}
          options={agentFilterOptions(agents)}
          onValueChange={onFilterChange}
        />
      </div>
      {progress ? <p role="status">{SYSTEM_AGENT_MESSAGES.progress(progress.done, progress.total)}</p> : null}
      {isOnline ? null : <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{SYSTEM_AGENT_MESSAGES.offline}</p>}
    </section>
  );
}
