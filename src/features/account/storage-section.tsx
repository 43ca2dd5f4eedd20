/**
 * "Storage on this device" on the Account page: what the portal keeps here by kind, the
 * budget past which the sync worker evicts cached copies, and Clear actions that remove those
 * copies now. Everything is local, so it works offline; what the member made, saved,
 * bookmarked or still has to send is never a cached copy and stays.
 */
import { MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { formatBytes } from '../../ui/format-bytes';
import { useStorageReport } from './use-storage-report';

const COUNT = new Intl.NumberFormat();

const sectionStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const noteStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const tableStyle = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    textAlign: 'left',
    py: '1.5',
    px: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    verticalAlign: 'middle',
  },
  '& th:first-child, & td:first-child': { pl: '0' },
  '& td:nth-child(2), & td:nth-child(3), & th:nth-child(2), & th:nth-child(3)': {
    textAlign: 'right',
    whiteSpace: 'nowrap',
  },
  '& td:last-child, & th:last-child': { pr: '0', textAlign: 'right' },
});

export function StorageSection() {
  const { state, retry, clear, clearing, outcome } = useStorageReport();
  const report = state.status === 'ready' ? state.report : null;
  const shown = report?.kinds.filter((usage) => usage.bytes > 0 || (usage.rows ?? 0) > 0) ?? [];
  const used = formatBytes(report?.kinds.reduce((total, usage) => total + usage.bytes, 0) ?? 0);
  const cachedBytes = report?.kinds.reduce((total, usage) => total + usage.cachedBytes, 0) ?? 0;
  const isClearing = clearing !== null;

  return (
    <section aria-labelledby="storage-heading" aria-busy={state.status === 'loading'} className={sectionStyle}>
      <h3 id="storage-heading" className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        {MESSAGES.storageHeading}
      </h3>
      {state.status === 'loading' ? <p className={noteStyle}>{MESSAGES.storageMeasuring}</p> : null}
      {state.status === 'failed' ? (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <p role="alert" className={css({ fontSize: 'sm' })}>
            {MESSAGES.couldNotPerform}
          </p>
          <Button variant="outline" size="sm" onClick={retry}>
            {MESSAGES.storageRetry}
          </Button>
        </div>
      ) : null}
      {report ? (
        <>
          <p className={css({ fontSize: 'sm' })}>
            {report.quota === null
              ? MESSAGES.storageUsedOnly(used)
              : MESSAGES.storageUsed(used, formatBytes(report.quota))}
          </p>
          {report.budget === null ? null : (
            <p className={noteStyle}>{MESSAGES.storageBudget(formatBytes(report.budget))}</p>
          )}
          <div className={css({ overflowX: 'auto' })}>
            <table aria-label={MESSAGES.storageTable} className={tableStyle}>
              <thead>
                <tr>
                  <th scope="col">{MESSAGES.storageWhat}</th>
                  <th scope="col">{MESSAGES.storageItems}</th>
                  <th scope="col">{MESSAGES.storageSize}</th>
                  <th scope="col">
                    <span className={css({ srOnly: true })}>{MESSAGES.storageActions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((usage) => {
                  const label = MESSAGES.storageKinds[usage.kind];
                  const isThis = clearing === usage.kind;
                  return (
                    <tr key={usage.kind}>
                      <th scope="row" className={css({ fontWeight: 'normal' })}>
                        {label}
                      </th>
                      <td>{usage.rows === null ? null : COUNT.format(usage.rows)}</td>
                      <td>{formatBytes(usage.bytes)}</td>
                      <td>
                        {usage.cachedBytes > 0 ? (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={isThis ? MESSAGES.storageClearing : MESSAGES.storageClearKind(label)}
                            aria-busy={isThis || undefined}
                            disabled={isClearing}
                            onClick={() => void clear(usage.kind)}
                          >
                            {isThis ? MESSAGES.storageClearing : MESSAGES.storageClear}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}>
            <Button
              variant="outline"
              size="sm"
              aria-busy={clearing === 'all' || undefined}
              disabled={isClearing || cachedBytes === 0}
              onClick={() => void clear('all')}
            >
              {clearing === 'all' ? MESSAGES.storageClearing : MESSAGES.storageClearAll}
            </Button>
            <p className={noteStyle}>{MESSAGES.storageKeeps}</p>
          </div>
        </>
      ) : null}
      <p role="status" className={css({ fontSize: 'sm' })}>
        {outcome?.kind === 'cleared' ? MESSAGES.storageCleared(formatBytes(outcome.bytes)) : null}
        {outcome?.kind === 'failed' ? MESSAGES.couldNotPerform : null}
      </p>
    </section>
  );
}
