/** 'Save for offline' / 'Saved for offline' on a resource: its files go to the device, with a progress bar. */
import { useState } from 'react';
import { type AnyContent, CONTENT_MESSAGES, type ContentKind } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notify';
import { removeFromOffline, saveForOffline } from '../mutations';
import { filesOf } from '../offline';
import { useIsSavedOffline } from '../queries';

export function SaveOfflineToggle({ kind, item }: { kind: ContentKind; item: AnyContent }) {
  const isSaved = useIsSavedOffline(kind, item.id);
  const [progress, setProgress] = useState<number | null>(null);
  const save = async () => {
    setProgress(0);
    // The PDF viewer's code, loaded once through the service worker, which keeps it from then
    // on: first, so that "Saved for offline" shows only once the PDF also opens offline.
    if (filesOf(item).some((file) => file.isPdf)) await import('./viewers/pdf-viewer').catch(() => undefined);
    const result = await saveForOffline(kind, item, setProgress);
    setProgress(null);
    if (result.ok) notify({ type: 'success', title: result.message || CONTENT_MESSAGES.savedOffline });
    else notify({ type: 'error', title: result.message || CONTENT_MESSAGES.couldNotPerform });
  };
  const remove = async () => {
    await removeFromOffline(kind, item.id);
    notify({ type: 'success', title: CONTENT_MESSAGES.removedOffline });
  };
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <Button
        variant="outline"
        size="sm"
        aria-pressed={isSaved}
        disabled={progress !== null}
        onClick={() => void (isSaved ? remove() : save())}
      >
        {isSaved ? 'Saved for offline' : 'Save for offline'}
      </Button>
      {progress !== null ? (
        <progress aria-label="Saving for offline" max={1} value={progress} className={css({ w: '32' })} />
      ) : null}
    </div>
  );
}
