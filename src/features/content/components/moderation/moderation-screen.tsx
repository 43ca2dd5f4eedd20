/**
 * A moderation table (/admin-dashboard/resources, /ai-tools, /usecases; spec part 2 sections
 * 2 and 4): the kind's items by status (pending first), Approve / Reject, 10 rows a page with
 * rows options 5, 25, 50, 100, 500. Only for moderators.
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type AnyContent, CONTENT_MESSAGES, type ContentStatus, slugOf, titleOf } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { dataTable } from '../../../../../styled-system/recipes/data-table';
import { Pagination } from '../../../../ui/pagination';
import { Tabs } from '../../../../ui/tabs';
import { useIdentity } from '../../../session/queries';
import { agentFilterParams } from '../../../system-agents/agent-filter';
import { AgentVerdicts } from '../../../system-agents/agent-verdicts';
import { ReviewPanel } from '../../../system-agents/review-panel';
import { useContentList } from '../../queries';
import { ModerationActions } from './moderation-actions';

export type ModeratedKind = 'resource' | 'aitool' | 'usecase';

const TITLES: Record<ModeratedKind, string> = { resource: 'Resources', aitool: 'AI Tools', usecase: 'Use Cases' };
const EMPTY: Record<ModeratedKind, string> = {
  resource: CONTENT_MESSAGES.noResources,
  aitool: CONTENT_MESSAGES.noAiTools,
  usecase: CONTENT_MESSAGES.noUseCases,
};
const DETAIL: Record<ModeratedKind, string> = { resource: '/resource/', aitool: '/ai-tool/', usecase: '/usecase/' };
const STATUS_TABS: { value: ContentStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
export const ROWS_OPTIONS = [5, 10, 25, 50, 100, 500] as const;
export const ADMIN_PAGE_SIZE = 10;

export function ModerationScreen({ kind }: { kind: ModeratedKind }) {
  const identity = useIdentity();
  const [status, setStatus] = useState<ContentStatus>('pending');
  if (identity === undefined) return <p role="status">Loading…</p>;
  if (!identity.is_staff && !identity.is_org_admin) return <p role="alert">{CONTENT_MESSAGES.notAllowed}</p>;
  return (
    <section className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{TITLES[kind]}</h1>
      <Tabs.Root value={status} onValueChange={(details) => setStatus(details.value as ContentStatus)}>
        <Tabs.TriggerList aria-label="Status" tabs={STATUS_TABS} />
        {STATUS_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {status === tab.value ? <ModerationTable kind={kind} status={tab.value} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function ModerationTable({ kind, status }: { kind: ModeratedKind; status: ContentStatus }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_PAGE_SIZE);
  const [reloads, setReloads] = useState(0);
  // Use cases only: the system agents' "Agent response" filter (agent-filter.ts).
  const [agentFilter, setAgentFilter] = useState('');
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      <ModerationRows
        key={`${page}-${pageSize}-${reloads}-${agentFilter}`}
        kind={kind}
        status={status}
        page={page}
        pageSize={pageSize}
        agentFilter={agentFilter}
        onAgentFilter={(value) => {
          setAgentFilter(value);
          setPage(1);
        }}
        onChanged={() => setReloads((count) => count + 1)}
        onPage={setPage}
      />
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
        Rows per page
        <select
          value={pageSize}
          onChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(1);
          }}
        >
          {ROWS_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function ModerationRows({
  kind,
  status,
  page,
  pageSize,
  onChanged,
  onPage,
  agentFilter,
  onAgentFilter,
}: {
  kind: ModeratedKind;
  status: ContentStatus;
  page: number;
  pageSize: number;
  onChanged: () => void;
  onPage: (page: number) => void;
  agentFilter: string;
  onAgentFilter: (value: string) => void;
}) {
  const isUseCase = kind === 'usecase';
  const query = isUseCase ? agentFilterParams(agentFilter, 'usecase') : {};
  const list = useContentList(kind, { status, page, page_size: pageSize, ...query });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const items = (list.items as AnyContent[]).filter((item) => !('status' in item) || item.status === status);
  const panel = isUseCase ? (
    <ReviewPanel
      entity="usecase"
      reviewType="usecase_curation"
      selectedIds={items.filter((item) => selected.has(item.id)).map((item) => item.id)}
      filter={agentFilter}
      onFilterChange={onAgentFilter}
      onReviewed={onChanged}
    />
  ) : null;
  if (list.status === 'loading' && items.length === 0) return <p role="status">Loading…</p>;
  if (list.status === 'failed') return <p role="alert">{list.message ?? CONTENT_MESSAGES.couldNotPerform}</p>;
  if (items.length === 0)
    return (
      <>
        {panel}
        <p>{EMPTY[kind]}</p>
      </>
    );
  const toggle = (id: number, isChosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isChosen) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      {panel}
      {list.status === 'offline' ? (
        <p className={css({ color: 'fg.muted' })}>Offline: showing what is stored on this device.</p>
      ) : null}
      <div className={css({ md: { overflowX: 'auto' } })}>
        <table className={dataTable()}>
          <thead>
            <tr>
              {isUseCase ? <th>Select</th> : null}
              <th>Title</th>
              <th>Submitted by</th>
              <th>Group</th>
              <th>Created</th>
              <th>Status</th>
              {isUseCase ? <th>Agent review</th> : null}
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                {isUseCase ? (
                  <td data-label="Select">
                    <input
                      type="checkbox"
                      aria-label={`Select ${titleOf(kind, item)}`}
                      checked={selected.has(item.id)}
                      onChange={(event) => toggle(item.id, event.target.checked)}
                    />
                  </td>
                ) : null}
                <td data-label="Title">
                  <Link
                    to={`${DETAIL[kind]}${encodeURIComponent(slugOf(kind, item))}` as '/'}
                    className={css({ color: 'brand.solid', textDecoration: 'underline' })}
                  >
                    {titleOf(kind, item)}
                  </Link>
                </td>
                <td data-label="Submitted by">{item.created_by.name}</td>
                <td data-label="Group">{item.group_detail?.name ?? ''}</td>
                <td data-label="Created">{new Date(item.created_at).toLocaleDateString()}</td>
                <td data-label="Status">{'status' in item ? item.status : ''}</td>
                {isUseCase ? (
                  <td data-label="Agent review">
                    <AgentVerdicts responses={'agent_responses' in item ? item.agent_responses : undefined} />
                  </td>
                ) : null}
                <td data-label="Actions">
                  <ModerationActions kind={kind} item={item} onDone={onChanged} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageCount={Math.max(1, Math.ceil(list.count / pageSize))} onPage={onPage} />
    </>
  );
}
