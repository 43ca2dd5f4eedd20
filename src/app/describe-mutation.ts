import type { OutboxEntry } from '../../sync/core/db';

/** A human name for a queued change, for the needs-attention list. */
export function describeMutation(entry: OutboxEntry): string {
  if (entry.name === 'bookmark.set') {
    const args = entry.args as { type: string; bookmarked: boolean };
    return args.bookmarked ? `Bookmark ${args.type}` : `Remove ${args.type} bookmark`;
  }
  if (entry.name === 'group.join' || entry.name === 'group.leave') {
    const kind = (entry.args as { kind?: string }).kind ?? 'group';
    return entry.name === 'group.join' ? `Join ${kind}` : `Leave ${kind}`;
  }
  if (entry.name === 'job.apply') return 'Apply to job';
  if (entry.name === 'job.unapply') return 'Withdraw application';
  if (entry.name === 'vote.set') return 'Vote';
  if (entry.name === 'chat.send') return 'Send message';
  if (entry.name === 'chat.read') return 'Mark conversation as read';
  if (entry.name === 'notification.read') return 'Mark notification as read';
  if (entry.name === 'notification.readAll') return 'Mark all notifications as read';
  if (entry.name === 'content.submit') return `Submit ${(entry.args as { kind?: string }).kind ?? 'contribution'}`;
  return entry.name;
}
