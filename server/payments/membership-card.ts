/**
 * The downloadable membership card (spec part 1 sections 2 and 6): an SVG image drawn on the
 * server from the member's own data, stored like an upload and served at /media/uploads/…
 * (image/svg+xml). Every text is XML-escaped: names are member input. Allowed when the
 * member's tier grants can_create_membership_card (or they are staff) and the tenant's
 * flag star is on.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, tierRights } from '../../contract/payments';
import type { AppDeps } from '../app-env';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { displayName } from '../profiles/serialize';
import type { Tenant } from '../tenants/directory';
import { mediaUrl } from '../uploads/serialize';
import type { MediaStorage } from '../uploads/storage';
import { insertUpload } from '../uploads/store';
import { subscriptionPlans } from './schema';

export interface CardFace {
  tenantName: string;
  memberName: string;
  planName: string;
  memberSince: Date;
  memberNumber: string;
  /** The tenant's primary colour (#rrggbb); anything else falls back to ours. */
  color: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
/** Long names are cut so they stay on the card. */
const clipped = (text: string, max: number) => escapeXml(text.length > max ? `${text.slice(0, max - 1)}…` : text);
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Fallback names of the seeded tiers when a tenant has no plan row for the tier. */
const TIER_NAMES = ['Free', 'Basic', 'Pro', 'Premium'];

export function renderMembershipCard(face: CardFace): string {
  const color = HEX_COLOR.test(face.color) ? face.color : '#0f766e';
  const since = face.memberSince.toISOString().slice(0, 10);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-labelledby="title">
  <title id="title">${clipped(`${face.tenantName} membership card of ${face.memberName}`, 200)}</title>
  <rect width="640" height="400" rx="28" fill="${color}"/>
  <rect x="24" y="24" width="592" height="352" rx="18" fill="#ffffff" fill-opacity="0.08" stroke="#ffffff" stroke-opacity="0.35"/>
  <g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" fill="#ffffff">
    <text x="56" y="84" font-size="28" font-weight="700">${clipped(face.tenantName, 34)}</text>
    <text x="56" y="116" font-size="16" opacity="0.85">Membership card</text>
    <text x="56" y="200" font-size="34" font-weight="700">${clipped(face.memberName, 28)}</text>
    <text x="56" y="236" font-size="20">${clipped(face.planName, 40)} member</text>
    <text x="56" y="320" font-size="14" opacity="0.85">Member since</text>
    <text x="56" y="344" font-size="18" font-weight="600">${escapeXml(since)}</text>
    <text x="584" y="320" font-size="14" opacity="0.85" text-anchor="end">Member number</text>
    <text x="584" y="344" font-size="18" font-weight="600" text-anchor="end">${escapeXml(face.memberNumber)}</text>
  </g>
</svg>
`;
}

/** The member's number on the card: the tenant and the account, zero-padded. */
export const memberNumber = (tenantId: number, userId: number) =>
  `${String(tenantId).padStart(2, '0')}-${String(userId).padStart(6, '0')}`;

/**
 * Draws, stores and answers the URL of the caller's card; 403 membershipCardFailed when the
 * caller's tier may not have one (the endpoint itself needs the tenant's star flag).
 */
export async function createMembershipCard(
  deps: Pick<AppDeps, 'db'>,
  storage: MediaStorage,
  tenant: Tenant,
  userId: number,
): Promise<string> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenant.id)));
  const allowed = user && (tierRights(user.membershipTier).can_create_membership_card || user.isStaff);
  if (!user || !allowed) {
    throw new HttpError(403, { detail: PAYMENT_MESSAGES.membershipCardFailed });
  }
  const [plan] = await deps.db
    .select({ name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.tenantId, tenant.id), eq(subscriptionPlans.tier, user.membershipTier)));
  const svg = renderMembershipCard({
    tenantName: tenant.name,
    memberName: displayName(user),
    planName: plan?.name ?? TIER_NAMES[user.membershipTier] ?? 'Member',
    memberSince: user.createdAt,
    memberNumber: memberNumber(tenant.id, user.id),
    color: tenant.theme.primary,
  });
  const bytes = new TextEncoder().encode(svg);
  const key = `${tenant.id}/${randomUUID()}.svg`;
  await storage.put(key, bytes);
  const upload = {
    tenantId: tenant.id,
    userId,
    name: 'membership-card.svg',
    bytes,
    type: { ext: 'svg', mime: 'image/svg+xml' },
  };
  const row = await insertUpload(deps.db, upload, key);
  return mediaUrl(row.key);
}
