/**
 * Rules of part 2 section 4 as pure functions of a group, the caller's membership and
 * the time: the circle lifecycle and its labels, when Join is offered, the join button's
 * label and the membership badge. The server's join check and the UI share them.
 */
import type { Group, GroupKind, MembershipStatus } from './groups';

export const ARCHIVE_AFTER_DAYS = 90;
/** Default maximum group size in the join check, and in the hero display. */
export const DEFAULT_MAX_MEMBERS_JOIN = 1000;
export const DEFAULT_MAX_MEMBERS_DISPLAY = 100;

export const LIFECYCLE_STAGES = [
  'application_opening_soon',
  'application_open',
  'application_closed',
  'running',
  'closed',
  'archived',
] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];

/** The state names of the spec and, below, the labels displayed for them. */
export const LIFECYCLE_NAMES: Record<LifecycleStage, string> = {
  application_opening_soon: 'Application Opening Soon',
  application_open: 'Application Open',
  application_closed: 'Application Closed',
  running: 'Running',
  closed: 'Closed',
  archived: 'Archived',
};
export const LIFECYCLE_LABELS: Record<LifecycleStage, string> = {
  application_opening_soon: 'Opening Soon',
  application_open: 'Registration Open',
  application_closed: 'Closed',
  running: 'Running',
  closed: 'Closed',
  archived: 'Archived',
};

type Dated = Pick<Group, 'application_open_date' | 'application_close_date' | 'start_date' | 'end_date'>;

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));
const DAY_MS = 86_400_000;

/** The lifecycle stage of a circle or event at `now` (epoch ms), or null when it has no dates. */
export function lifecycleOf(group: Dated, now: number): LifecycleStage | null {
  const open = time(group.application_open_date);
  const close = time(group.application_close_date);
  const start = time(group.start_date);
  const end = time(group.end_date);
  if (open === null && close === null && start === null && end === null) return null;
  if (end !== null && now > end) return now - end > ARCHIVE_AFTER_DAYS * DAY_MS ? 'archived' : 'closed';
  if (start !== null && now >= start) return 'running';
  if (open !== null && now < open) return 'application_opening_soon';
  if (close !== null && now > close) return 'application_closed';
  return 'application_open';
}

/** The application window is open at `now`: open date passed (or none) and not closed. */
export function isApplicationOpen(group: Dated, now: number): boolean {
  const open = time(group.application_open_date);
  const close = time(group.application_close_date);
  return (open === null || now >= open) && (close === null || now <= close);
}

export const hasEnded = (group: Pick<Group, 'end_date'>, now: number) => {
  const end = time(group.end_date);
  return end !== null && now > end;
};

export type JoinBlock = 'ended' | 'application_closed' | 'not_open_publicity' | 'paid' | 'member' | 'external';

type Joinable = Dated &
  Pick<Group, 'group_type' | 'publicity' | 'price' | 'is_paid' | 'extra_info'> & {
    membership_status: MembershipStatus | null;
  };

/**
 * Why Join is not offered, or null when it is (part 2 section 4): the application is open
 * and the caller is neither accepted nor pending, or the caller was rejected (may apply
 * again). Hidden when the event or circle has ended, the application is closed,
 * publicity is not open, or the group has a price (paid circles go through payment).
 */
export function joinBlock(group: Joinable, now: number): JoinBlock | null {
  if (group.group_type === 'event' && group.extra_info.is_external) return 'external';
  if (group.membership_status === 'accepted' || group.membership_status === 'pending') return 'member';
  if (hasEnded(group, now)) return 'ended';
  if (group.publicity !== 'open') return 'not_open_publicity';
  if (group.is_paid && (group.price ?? 0) > 0) return 'paid';
  if (group.membership_status === 'rejected') return null;
  if (!isApplicationOpen(group, now)) return 'application_closed';
  return null;
}

export const canJoin = (group: Joinable, now: number) => joinBlock(group, now) === null;

/** The maximum size the join check uses. */
export const joinLimitOf = (group: Pick<Group, 'maximum_size'>) => group.maximum_size ?? DEFAULT_MAX_MEMBERS_JOIN;
export const isFull = (group: Pick<Group, 'maximum_size' | 'total_members'>) =>
  group.total_members >= joinLimitOf(group);

/** The join button: Register / Registration Submitted for events, Join / Applied to join otherwise. */
export function joinButtonLabel(kind: GroupKind, status: MembershipStatus | null): string {
  if (kind === 'event') return status === 'pending' ? 'Registration Submitted' : 'Register';
  return status === 'pending' ? 'Applied to join' : 'Join';
}

/** The membership badge: circles are training (Accepted for Training, Requested). */
export function membershipBadge(kind: GroupKind, status: MembershipStatus | null): string | null {
  if (status === null) return null;
  if (kind === 'circle') {
    if (status === 'accepted') return 'Accepted for Training';
    if (status === 'pending') return 'Requested';
  }
  if (status === 'accepted') return kind === 'event' ? 'Registered' : 'Member';
  if (status === 'pending') return kind === 'event' ? 'Registration Submitted' : 'Requested';
  return 'Not accepted';
}

/** A removed member's badge: removal keeps the row rejected, with the administrator's reason. */
export const REMOVED_BADGE = 'Removed';

/** What a removed member reads on the group's page; like any rejected user they may apply again. */
export function removalNotice(kind: GroupKind, reason: string): string {
  const why = reason.trim();
  return why === '' ? `You were removed from this ${kind}.` : `You were removed from this ${kind}. Reason: ${why}`;
}

export const GROUP_KIND_LABELS: Record<GroupKind, string> = {
  organization: 'organization',
  institution: 'institution',
  circle: 'circle',
  event: 'event',
};
