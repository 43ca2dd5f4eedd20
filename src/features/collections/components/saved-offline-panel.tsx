/**
 * 'Saved for offline' on /favorites: the items whose files are kept on this device for
 * offline reading, the space they use (and the device's estimate when the browser tells it),
 * and a Remove button per item.
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CONTENT_MESSAGES, MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { panelCard } from '../../../ui/card-styles';
import { notify } from '../../../ui/notify';
import { removeFromOffline } from '../../content/mutations';
import { type SavedOfflineItem, useSavedOffline } from '../../content/queries';
import { formatBytes } from './collection-sections';

const idOfKey = (key: string) => Number(key.slice(key.lastIndexOf(':') + 1));

export function SavedOfflinePanel() {
  const { items, bytes, usage, quota } = useSavedOffline();
  return (
    <section aria-label="Saved for offline" className={panelCard}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Saved for offline</h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Space used: {formatBytes(bytes)}
        {usage !== null && quota !== null
          ? ` · this device: ${formatBytes(usage)} of ${formatBytes(quota)} used by this site`
          : null}
      </p>
      {items.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Nothing saved yet. Use Save for offline on a resource to read it without a connection.
        </p>
      ) : (
        <ul aria-label="Saved for offline items" className={css({ display: 'flex', flexDirection: 'column' })}>
          {items.map((item) => (
            <SavedRow key={item.key} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedRow({ item }: { item: SavedOfflineItem }) {
  const [isRemoving, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    try {
      await removeFromOffline(item.kind, idOfKey(item.key));
      notify({ title: CONTENT_MESSAGES.removedOffline, type: 'success' });
    } catch {
      notify({ title: MESSAGES.couldNotComplete, type: 'error' });
      setRemoving(false);
    }
  };
  return (
    <li
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        py: '2',
        borderBottomWidth: '1px',
        _last: { borderBottomWidth: '0' },
      })}
    >
      <div className={css({ flex: '1', minW: '0' })}>
        <Link to={item.href} className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
          {item.title}
        </Link>
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{formatBytes(item.bytes)}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={isRemoving}
        aria-label={`Remove ${item.title} from offline reading`}
        onClick={() => void remove()}
      >
        Remove
      </Button>
    </li>
  );
}
