/**
 * /careergps and /agent: every agent of the tenant, filtered by type with tabs ('All', 'Career
 * assistants', 'CareerGPS'; the address keeps agent_type). Members see this month's usage and
 * their reports; staff may pick a member to run an agent for.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { type AgentType, fillMessage } from '../../../contract/agents';
import { MESSAGES } from '../../../contract/messages';
import { css } from '../../../styled-system/css';
import { Tabs } from '../../ui/tabs';
import { useIsLoggedIn } from '../session/queries';
import { AgentCard } from './agent-card';
import { useAgents, useAgentUsage } from './queries';

const AskAnythingLauncher = lazy(() =>
  import('../ama/ask-anything-slot').then((module) => ({ default: module.AskAnythingLauncher })),
);

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'career_assistant', label: 'Career assistants' },
  { value: 'careergps', label: 'CareerGPS' },
] as const;

const USAGE = '{used} of {limit} reports this month';
const noteStyle = css({ fontSize: 'sm', color: 'fg.muted' });

interface AgentListPageProps {
  type: AgentType | undefined;
  onType: (type: AgentType | undefined) => void;
}

function Skeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading agents" className={gridStyle}>
      {[0, 1, 2].map((key) => (
        <li key={key} className={css({ h: '40', bg: 'bg.muted', borderRadius: 'lg' })} />
      ))}
    </ul>
  );
}

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
  gap: '4',
});

export function AgentListPage({ type, onType }: AgentListPageProps) {
  const isLoggedIn = useIsLoggedIn() === true;
  const { agents, status } = useAgents(type);
  const usage = useAgentUsage(isLoggedIn);
  const isEmpty = agents !== undefined && agents.length === 0;
  return (
    <section
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '6xl', w: 'full', mx: 'auto' })}
    >
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>CareerGPS</h1>
        {isLoggedIn ? (
          <>
            {usage ? (
              <p className={noteStyle}>
                {usage.limit === null
                  ? `${usage.used} reports this month`
                  : fillMessage(USAGE, { used: usage.used, limit: usage.limit })}
              </p>
            ) : null}
            <a href="/careergps-reports" className={css({ color: 'brand.solid', fontWeight: 'medium' })}>
              My reports
            </a>
            <Suspense fallback={null}>
              <AskAnythingLauncher />
            </Suspense>
          </>
        ) : null}
      </header>
      <Tabs.Root
        value={type ?? 'all'}
        onValueChange={(detail) =>
          onType(detail.value === 'career_assistant' || detail.value === 'careergps' ? detail.value : undefined)
        }
      >
        <Tabs.TriggerList aria-label="Agent types" tabs={TABS} />
        {TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.value !== (type ?? 'all') ? null : agents === undefined || (isEmpty && status === 'loading') ? (
              <Skeleton />
            ) : isEmpty ? (
              <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>
                {status === 'offline' ? MESSAGES.youAreOffline : 'No agents yet.'}
              </p>
            ) : (
              <ul aria-label="Agents" className={gridStyle}>
                {agents.map((agent) => (
                  <AgentCard key={agent.slug} agent={agent} />
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

/** The list as the screen of /careergps and /agent: the tabs follow the address's agent_type. */
export function AgentListScreen({ from }: { from: '/agent' | '/careergps/' }) {
  const { agent_type } = useSearch({ from });
  const navigate = useNavigate({ from });
  return <AgentListPage type={agent_type} onType={(type) => void navigate({ search: { agent_type: type } })} />;
}
