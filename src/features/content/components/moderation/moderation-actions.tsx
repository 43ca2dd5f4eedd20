/**
 * Approve / Reject on an item the caller may moderate (spec part 2 section 4, Content
 * moderation): approve a pending or rejected item (a resource: any not approved), reject a
 * pending one. Online only; the toast carries the spec's message.
 */
import { useState } from 'react';
import {
  type AnyContent,
  CONTENT_MESSAGES,
  type ContentKind,
  type ContentStatus,
  type ModerationAction,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/notify';
import { moderateContent } from '../../mutations';

const FAILURE_NOUN = { resource: 'resource', aitool: 'AI Tool', usecase: 'use case' } as const;

function statusOf(item: AnyContent): ContentStatus | null {
  return 'status' in item ? item.status : null;
}

export function canApprove(kind: ContentKind, status: ContentStatus | null): boolean {
  if (status === null) return false;
  return kind === 'resource' ? status !== 'approved' : status === 'pending' || status === 'rejected';
}

export function canReject(status: ContentStatus | null): boolean {
  return status === 'pending';
}

export function ModerationActions({
  kind,
  item,
  onDone,
}: {
  kind: ContentKind;
  item: AnyContent;
  /** After a successful approve or reject (a list may read its page again). */
  onDone?: (action: ModerationAction) => void;
}) {
  const [busy, setBusy] = useState<ModerationAction | null>(null);
  const status = statusOf(item);
  if (!item.can_moderate) return null;
  const approve = canApprove(kind, status);
  const reject = canReject(status);
  if (!approve && !reject) return null;

  const run = async (action: ModerationAction) => {
    setBusy(action);
    try {
      const result = await moderateContent(kind, item.id, action);
      const noun = kind === 'resource' || kind === 'aitool' || kind === 'usecase' ? FAILURE_NOUN[kind] : 'use case';
      if (result.ok) {
        notify({
          type: 'success',
          title: kind === 'resource' ? CONTENT_MESSAGES.resourceModerated(action) : CONTENT_MESSAGES.moderated(action),
        });
        onDone?.(action);
      } else {
        notify({ type: 'error', title: CONTENT_MESSAGES.failedToModerate(action, noun) });
      }
    } catch {
      notify({ type: 'error', title: CONTENT_MESSAGES.couldNotPerform });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      {approve ? (
        <Button size="sm" disabled={busy !== null} onClick={() => void run('approve')}>
          Approve
        </Button>
      ) : null}
      {reject ? (
        <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void run('reject')}>
          Reject
        </Button>
      ) : null}
    </div>
  );
}
