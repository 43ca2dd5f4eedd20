/**
 * Feedback (spec part 1 section 2, /feedback): POST /api/v1/feedback/ by any verified
 * member; GET /api/v1/feedback/ for staff only, newest first, paged.
 */
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Feedback } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import { MESSAGES } from '../../contract/messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { requireStaff } from '../auth/staff';
import { users } from '../db/schema';
import { withTotal } from '../db/with-total';
import { HttpError } from '../http/errors';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { feedback } from './schema';

type Author = { id: number; email: string; firstName: string; lastName: string };

function toFeedback(row: typeof feedback.$inferSelect, author: Author): Feedback {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    user: { id: author.id, email: author.email, name: `${author.firstName} ${author.lastName}`.trim() },
  };
}

const author = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

export function feedbackRoutes({ db }: AppDeps) {
  /** Staff only, checked before the query, so a member gets 403 whatever page they ask for. */
  const staffOnly = requireStaff(db, MESSAGES.permissionDenied);

  // Any other method on the path asks for a token first, as the path always did.
  const router = new Hono<AppEnv>().use('/feedback/', requireAuth);
  register(router, ACCOUNT_ENDPOINTS.sendFeedback, async (c, { body: payload }) => {
    const { userId, tenantId } = callerOf(c);
    const [user] = await db
      .select(author)
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    if (!user) throw new HttpError(401, { detail: MESSAGES.tokenInvalid });
    const [row] = await db
      .insert(feedback)
      .values({ tenantId, userId, ...payload })
      .returning();
    return c.json(toFeedback(row!, user), 201);
  });
  return register(router, ACCOUNT_ENDPOINTS.feedbackList, [staffOnly], async (c, { query }) => {
    const { tenantId } = callerOf(c);
    const inTenant = eq(feedback.tenantId, tenantId);
    const { rows, total } = await withTotal(
      db,
      feedback,
      inTenant,
      { limit: query.page_size, offset: pageOffset(query.page, query.page_size) },
      db
        .select({ feedback, author })
        .from(feedback)
        .innerJoin(users, eq(users.id, feedback.userId))
        .where(inTenant)
        .orderBy(desc(feedback.createdAt), desc(feedback.id)),
    );
    const data = rows.map((row) => toFeedback(row.feedback, row.author));
    return c.json(pagedBody(c.req.url, query.page, query.page_size, data, total));
  });
}
