/**
 * The system agents' answers on one row (a member or a use case): each verdict as a label —
 * Authentic, Suspicious, Pending Verification; the AI class; the quality grade — with its
 * reasons behind "Why?", or "Not reviewed yet".
 */
import { type AgentResponse, reasonsOf, SYSTEM_AGENT_MESSAGES, verdictLabel, verdictOf } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Badge, type BadgeProps } from '../../ui/badge';

const TONES: Record<string, BadgeProps['tone']> = {
  accepted: 'brand',
  enthusiast: 'brand',
  high: 'brand',
  pending: 'pending',
  medium: 'pending',
  rejected: 'danger',
  low: 'danger',
  reject: 'danger',
};

interface AgentVerdictsProps {
  /** Rows stored by an older version have none. */
  responses: readonly AgentResponse[] | undefined;
}

export function AgentVerdicts({ responses }: AgentVerdictsProps) {
  if (!responses || responses.length === 0) {
    return <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{SYSTEM_AGENT_MESSAGES.notYetReviewed}</span>;
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      {responses.map((item) => {
        const verdict = verdictOf(item.response) ?? '';
        const reasons = reasonsOf(item.response);
        return (
          <div key={item.agent_id}>
            <Badge tone={TONES[verdict] ?? 'neutral'}>{verdictLabel(verdict)}</Badge>
            {reasons.length > 0 ? (
              <details className={css({ fontSize: 'sm' })}>
                <summary className={css({ cursor: 'pointer', color: 'brand.solid' })}>
                  {SYSTEM_AGENT_MESSAGES.showReasons}
                </summary>
                <ul className={css({ pl: '4', listStyle: 'disc' })}>
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
