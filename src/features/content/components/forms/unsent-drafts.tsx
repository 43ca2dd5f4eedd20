/**
 * The other new-item drafts of a form kept on this device: queued ones waiting for the
 * network, refused ones to correct, and ones never submitted. Each can be put back on the
 * form, so several contributions can be written offline and none is out of reach.
 */
import { useId } from 'react';
import { css } from '../../../../../styled-system/css';
import type { ContentDraft, DraftKind } from '../../../../../sync/core/db';
import { Button } from '../../../../ui/button';
import { PendingMark } from '../../../../ui/pending-mark';
import { useDrafts } from '../../queries';

const STATE_LABEL: Record<ContentDraft['status'], string> = {
  queued: 'Waiting to be sent',
  failed: 'Not sent: needs changes',
  draft: 'Not submitted',
};

const titleOf = (draft: ContentDraft): string => {
  const title = draft.values['title'] ?? draft.values['name'];
  return typeof title === 'string' && title.trim() !== '' ? title : 'Untitled draft';
};

const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  p: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
});

export function UnsentDrafts(props: {
  kind: DraftKind;
  currentId: string | null;
  onOpen: (draft: ContentDraft) => void;
}) {
  const drafts = (useDrafts(props.kind) ?? []).filter(
    (draft) => draft.editingId === null && draft.id !== props.currentId,
  );
  const headingId = useId();
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        Your drafts on this device
      </h2>
      <ul aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {drafts.map((draft) => (
          <li key={draft.id} className={itemStyle}>
            <PendingMark isPending={draft.status === 'queued'} />
            <span className={css({ flex: '1', minW: '0', overflowWrap: 'anywhere' })}>{titleOf(draft)}</span>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{STATE_LABEL[draft.status]}</span>
            <Button size="sm" variant="outline" onClick={() => props.onOpen(draft)}>
              Open<span className={css({ srOnly: true })}>: {titleOf(draft)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
