import { Badge } from './badge';

/** The mark of a change saved on this device and not yet confirmed by the server. */
export function PendingMark({ isPending }: { isPending: boolean }) {
  if (!isPending) return null;
  return (
    <Badge tone="pending" title="Saved on this device, waiting to sync">
      Pending
    </Badge>
  );
}
