/** Staff: 'View logs', the agent's step calls newest first, a page at a time (Load more). */
import { useEffect, useState } from 'react';
import { AGENT_LOG_STATUS_LABELS, type AgentLog } from '../../../../contract/agents';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { syncClient } from '../../sync/sync-client';
import { StaffDialog } from './staff-dialog';

type LogsState = {
  items: AgentLog[];
  page: number;
  hasMore: boolean;
  status: 'loading' | 'done' | 'failed';
  message: string;
};

const cellStyle = css({ px: '2', py: '1', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default' });

function LogsTable({ slug }: { slug: string }) {
  const [state, setState] = useState<LogsState>({ items: [], page: 0, hasMore: true, status: 'loading', message: '' });
  const [page, setPage] = useState(1);
  useEffect(() => {
    let isCurrent = true;
    setState((current) => ({ ...current, status: 'loading' }));
    void syncClient()
      .agents.logs(slug, page)
      .then((result) => {
        if (!isCurrent) return;
        if (result.kind === 'done')
          setState((current) => ({
            items: page === 1 ? result.items : [...current.items, ...result.items],
            page,
            hasMore: result.next !== null,
            status: 'done',
            message: '',
          }));
        else
          setState((current) => ({
            ...current,
            status: 'failed',
            message: result.kind === 'failed' ? result.message : "You're offline",
          }));
      });
    return () => {
      isCurrent = false;
    };
  }, [slug, page]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', overflowX: 'auto' })}>
      <table
        aria-label="Agent logs"
        aria-busy={state.status === 'loading' || undefined}
        className={css({ fontSize: 'sm', w: 'full' })}
      >
        <thead>
          <tr>
            {['Time', 'Step', 'User', 'Beneficiary', 'Status', 'Engine', 'Duration'].map((head) => (
              <th key={head} scope="col" className={cellStyle}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.items.map((log) => (
            <tr key={log.id}>
              <td className={cellStyle}>{new Date(log.created_at).toLocaleString()}</td>
              <td className={cellStyle}>{log.step}</td>
              <td className={cellStyle}>{log.user?.name ?? 'Visitor'}</td>
              <td className={cellStyle}>{log.beneficiary?.name ?? ''}</td>
              <td className={cellStyle}>{AGENT_LOG_STATUS_LABELS[log.status]}</td>
              <td className={cellStyle}>{log.engine ?? ''}</td>
              <td className={cellStyle}>{log.duration_ms} ms</td>
            </tr>
          ))}
        </tbody>
      </table>
      {state.status === 'done' && state.items.length === 0 ? <p>No logs yet.</p> : null}
      {state.status === 'failed' ? <p role="status">{state.message}</p> : null}
      {state.hasMore && state.status === 'done' ? (
        <Button variant="outline" size="sm" onClick={() => setPage(state.page + 1)}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}

export function LogsDialog({ slug }: { slug: string }) {
  return (
    <StaffDialog
      opener="View logs"
      title="Agent logs"
      className={css({ maxW: '4xl', maxH: '90vh', overflowY: 'auto' })}
    >
      <LogsTable slug={slug} />
    </StaffDialog>
  );
}
