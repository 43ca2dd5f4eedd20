/** One agent on /careergps: name, type, description, 'Premium' when it is, and Start. */
import { Link } from '@tanstack/react-router';
import type { Agent } from '../../../contract/agents';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { Badge } from '../../ui/badge';

export const AGENT_TYPE_LABELS = { career_assistant: 'Career assistant', careergps: 'CareerGPS' } as const;

export function AgentCard({ agent }: { agent: Agent }) {
  return (
    <li
      aria-labelledby={`agent-${agent.slug}`}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        p: '4',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <h2 id={`agent-${agent.slug}`} className={css({ fontSize: 'lg', fontWeight: 'semibold', flex: '1' })}>
          {agent.name}
        </h2>
        {agent.is_premium ? <Badge tone="brand">Premium</Badge> : null}
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{AGENT_TYPE_LABELS[agent.agent_type]}</p>
      <p className={css({ flex: '1' })}>{agent.description}</p>
      <Link
        to="/careergps/$slug"
        params={{ slug: agent.slug }}
        aria-label={`Start ${agent.name}`}
        className={button({ size: 'sm' })}
      >
        Start
      </Link>
    </li>
  );
}
