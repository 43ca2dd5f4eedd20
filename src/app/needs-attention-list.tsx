import { css } from '../../styled-system/css';
import type { OutboxEntry } from '../../sync/core/db';
import { discardMutation, retryMutation } from '../features/sync/mutations';
import { Button } from '../ui/button';
import { describeMutation } from './describe-mutation';

/** The list of rejected changes, with Retry and Discard (a lazy chunk: most visits have none). */
export default function NeedsAttentionList({ entries }: { entries: OutboxEntry[] }) {
  return (
    <section
      aria-labelledby="needs-attention-title"
      className={css({ bg: 'red.50', borderWidth: '1px', borderColor: 'red.200', borderRadius: 'lg', p: '3', mb: '4' })}
    >
      <h2 id="needs-attention-title" className={css({ fontWeight: 'semibold', color: 'danger', mb: '2' })}>
        Needs attention
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {entries.map((entry) => (
          <li key={entry.seq} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            <span className={css({ flex: '1', minW: '48' })}>
              {describeMutation(entry)}: {entry.error}
            </span>
            <Button size="sm" variant="outline" onClick={() => entry.seq && void retryMutation(entry.seq)}>
              Retry
            </Button>
            <Button size="sm" variant="ghost" onClick={() => entry.seq && void discardMutation(entry.seq)}>
              Discard
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
