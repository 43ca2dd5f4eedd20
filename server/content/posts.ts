/**
 * Posts and newsletters (spec part 2 sections 3, 6, 7): no moderation; public ones
 * (security level 0) for everyone, private ones (20) for their group's members. Written by
 * a group's administrators or accepted members (paid groups only once paid) or staff; a
 * post without a group belongs to the tenant's default organization. Editable and
 * deletable only by the creator.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import escapeHtml from 'escape-html';
import type { ContentListQuery, Post } from '../../contract/content';
import { CONTENT_MESSAGES, type PostFormPayload, postFormErrors } from '../../contract/content-forms';
import type { AppDeps } from '../app-env';
import type { Db, Reader } from '../db/client';
import { lookUp } from '../db/lookups';
import { memberships, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { sanitizeRichText } from '../profiles/sanitize';
import type { Tenant } from '../tenants/directory';
import { contentTable } from './kind-table';
import { logContentChange } from './moderation';
import { type ContentRights, visibleItems } from './rights';
import { posts } from './schema';
import {
  checkAttachedFiles,
  checkGroupExists,
  contentItem,
  defaultOrgId,
  filesOf,
  pickFiles,
  shownOf,
  throwFormErrors,
} from './serialize';

export type PostRow = typeof posts.$inferSelect;
const postTable = contentTable(posts, posts.slug, 'item', { canSee: canSeePost, serialize: serializePosts });

export function canSeePost(row: PostRow, rights: ContentRights): boolean {
  if (row.securityLevel === 0 || rights.isStaff || row.createdBy === rights.userId) return true;
  return row.groupId !== null && rights.postableGroupIds.has(row.groupId);
}

export async function serializePosts(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  rows: readonly PostRow[],
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const { files, ...shown } = await lookUp(db, {
    ...shownOf(tenantId, rows),
    files: filesOf(
      tenantId,
      rows.flatMap((row) => row.files),
    ),
  });
  return rows.map((row) =>
    contentItem<Post>(
      row,
      shown,
      { can_edit: row.createdBy === rights.userId, can_moderate: false, is_bookmarked: false },
      {
        slug: row.slug,
        title: row.title,
        content: row.content,
        security_level: row.securityLevel === 20 ? 20 : 0,
        files: pickFiles(files, row.files),
        send_email: row.sendEmail,
        types: row.types,
      },
    ),
  );
}

/** Posts of `ids` the caller may see, serialized in the order of `ids`. */
export const postsByIds = postTable.byIds;

/** The post a key names as the caller may see it, or null. */
export const readPost = postTable.readItem;

export async function listPosts(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  query: ContentListQuery,
): Promise<{ data: Post[]; total: number }> {
  const where: (SQL | undefined)[] = [eq(posts.tenantId, tenantId)];
  if (query.types) where.push(eq(posts.types, query.types));
  if (query.group_id !== undefined) where.push(eq(posts.groupId, query.group_id));
  where.push(visibleItems(posts, rights));
  const page = await postTable.newestPage(db, and(...where), query.page, query.page_size);
  return { data: await serializePosts(db, tenantId, rights, page.rows), total: page.total };
}

export function postFormOf(row: PostRow): PostFormPayload {
  return {
    title: row.title,
    content: row.content,
    group: row.groupId,
    types: row.types,
    security_level: row.securityLevel === 20 ? 20 : 0,
    send_email: row.sendEmail,
    files: row.files,
  };
}

/** Checks the form (400), the posting right in the group (403) and the files (400); answers the group id. */
async function checkPostForm(
  db: Reader,
  tenantId: number,
  rights: ContentRights,
  userId: number,
  form: PostFormPayload,
  current: PostRow | null,
): Promise<number | null> {
  throwFormErrors(postFormErrors(form));
  const group = form.group ?? (await defaultOrgId(db, tenantId));
  await checkGroupExists(db, tenantId, group);
  const groupChanged = current === null || current.groupId !== group;
  if (groupChanged && !rights.isStaff && (group === null || !rights.postableGroupIds.has(group))) {
    throw new HttpError(403, { detail: CONTENT_MESSAGES.notAllowed });
  }
  await checkAttachedFiles(db, tenantId, userId, 'files', form.files, { keep: current?.files ?? [] });
  return group;
}

const rowValues = (form: PostFormPayload, group: number | null) => ({
  title: form.title.trim(),
  content: sanitizeRichText(form.content),
  groupId: group,
  types: form.types,
  securityLevel: form.security_level,
  sendEmail: form.send_email,
  files: [...new Set(form.files)],
});

export async function createPost(
  db: Db,
  tenantId: number,
  rights: ContentRights,
  userId: number,
  form: PostFormPayload,
): Promise<number> {
  const group = await checkPostForm(db, tenantId, rights, userId, form, null);
  return db.transaction(async (tx) => {
    const values = rowValues(form, group);
    const slug = await postTable.slugFor(tx, tenantId, values.title, undefined, form.types);
    return postTable.insertRow(tx, 'post', { ...values, tenantId, slug, createdBy: userId });
  });
}

/** The post for a write by the caller: 404 when missing, 403 unless the caller created it. */
export const ownPost = postTable.ownRow;

export async function updatePost(
  db: Db,
  tenantId: number,
  rights: ContentRights,
  current: PostRow,
  form: PostFormPayload,
): Promise<void> {
  const group = await checkPostForm(db, tenantId, rights, current.createdBy, form, current);
  await db.transaction(async (tx) => {
    const values = rowValues(form, group);
    const was = { id: current.id, slug: current.slug, text: current.title };
    const slug = await postTable.slugFor(tx, tenantId, values.title, was, form.types);
    await tx
      .update(posts)
      .set({ ...values, slug, updatedAt: new Date() })
      .where(postTable.itemOf(tenantId, current.id));
    await logContentChange(tx, tenantId, current.createdBy, 'post', current.id);
  });
}

export async function deletePost(db: Db, tenantId: number, row: PostRow): Promise<void> {
  await db.transaction(async (tx) => {
    await postTable.deleteRow(tx, tenantId, row.id);
    await logContentChange(tx, tenantId, row.createdBy, 'post', row.id, 'deleted');
  });
}

const plainText = (html: string) =>
  html
    .replace(/<\/(p|li|h3|blockquote)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * send_email: the post or newsletter goes by e-mail to the group's accepted members (not its
 * author) through the mailer; a failed message is logged and the rest still go.
 */
export async function mailPostToMembers(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  mail: { tenant: Tenant; host: string; origin: string },
  postId: number,
): Promise<number> {
  const { db } = deps;
  const [post] = await db.select().from(posts).where(eq(posts.id, postId));
  if (!post || post.groupId === null) return 0;
  const recipients = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.tenantId, post.tenantId),
        eq(memberships.groupId, post.groupId),
        eq(memberships.status, 'accepted'),
        ne(memberships.userId, post.createdBy),
      ),
    );
  const link = `${mail.origin}/post/${encodeURIComponent(post.slug)}`;
  const text = `${post.title}\n\n${plainText(post.content)}\n\nRead it on ${mail.tenant.name}: ${link}`;
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h2>${escapeHtml(post.title)}</h2>${post.content}<p><a href="${escapeHtml(link)}">Read it on ${escapeHtml(mail.tenant.name)}</a></p></body></html>`;
  let sent = 0;
  for (const { email } of recipients) {
    try {
      await deps.mailer.send({ tenant: mail.tenant, host: mail.host, to: email, subject: post.title, text, html });
      sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, tenant: post.tenantId, post: post.id }, 'post mail failed');
    }
  }
  return sent;
}
