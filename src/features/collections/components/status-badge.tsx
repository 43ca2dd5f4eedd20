import { Badge } from '../../../ui/badge';

type Tone = 'pending' | 'brand' | 'danger' | 'neutral';
const CONTENT_TONES: Partial<Record<string, Tone>> = { pending: 'pending', approved: 'brand', rejected: 'danger' };

const labelOf = (status: string) =>
  status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A row's status: Pending / Approved / Rejected for content, the membership or application status otherwise. */
export function CollectionStatusBadge({ status }: { status: string | null }) {
  if (!status) return null;
  return <Badge tone={CONTENT_TONES[status] ?? 'neutral'}>{labelOf(status)}</Badge>;
}
