/**
 * Recommendation packages staff mailed to a member: who sent it, to whom, the subject and
 * the items as they were mailed (title, reason and link at the time), so a later change to
 * an item does not rewrite what the member received.
 */
import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { PackageItemType } from '../../contract/recommendation-package';
import { createdAt } from '../db/columns';
import { tenantRef, userRef } from '../db/schema';

export interface SentPackageItem {
  type: PackageItemType;
  id: number;
  title: string;
  reason: string;
  url: string | null;
}

export const recommendationPackages = pgTable(
  'recommendation_packages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    staffId: userRef('staff_id'),
    userId: userRef(),
    subject: text('subject').notNull(),
    items: jsonb('items').$type<SentPackageItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('recommendation_packages_member_idx').on(t.tenantId, t.userId, t.createdAt)],
);
