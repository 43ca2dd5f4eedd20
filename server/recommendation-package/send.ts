/**
 * Sending a package: the member and every item are read again for that member (a chosen item
 * may have gone since it was shown), the package is recorded, then mailed to the member.
 * Inside the request's transaction (an Idempotency-Key) the mail leaves after the commit, so
 * a replay answers from the record and mails nothing; a mail that fails is logged, as the
 * other mail-sending routes do.
 */
import type { PackageSendPayload } from '../../contract/recommendation-package';
import { recommendationPath } from '../../contract/recommendation-types';
import type { AppDeps } from '../app-env';
import type { Tenant } from '../tenants/directory';
import { pickItems } from './catalogues';
import { packageContext } from './context';
import { findMember } from './members';
import { packageMail } from './package-mail';
import { recommendationPackages, type SentPackageItem } from './schema';

export interface SendContext {
  tenant: Tenant;
  /** The request's host name, for the sender. */
  host: string;
  /** Where the links point: the tenant's origin as the request reached it. */
  origin: string;
  staffId: number;
}

/** Records and mails the package; answers the id of its record. */
export async function sendPackage(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  ctx: SendContext,
  payload: PackageSendPayload,
): Promise<number> {
  const { db } = deps;
  const tenantId = ctx.tenant.id;
  const member = await findMember(db, tenantId, payload.user_id);
  const items = await pickItems(await packageContext(db, tenantId, member.id, ctx.tenant.options), payload.items);
  const sent: SentPackageItem[] = items.map((item) => {
    const path = recommendationPath(item);
    return {
      type: item.type,
      id: item.id,
      title: item.name ?? item.title ?? '',
      reason: item.reason,
      url: path === null ? null : `${ctx.origin}${path}`,
    };
  });
  const [row] = await db
    .insert(recommendationPackages)
    .values({ tenantId, staffId: ctx.staffId, userId: member.id, subject: payload.subject, items: sent })
    .returning({ id: recommendationPackages.id });
  if (!row) throw new Error('recommendation package: the insert returned no row');
  const mail = packageMail({
    subject: payload.subject,
    body: payload.body,
    footer: payload.footer,
    firstName: member.firstName || member.name,
    items: sent,
  });
  try {
    await deps.mailer.send({ tenant: ctx.tenant, host: ctx.host, to: member.email, ...mail });
  } catch (error) {
    deps.logger.error({ err: error, tenant: tenantId, package: row.id }, 'recommendation package mail failed');
  }
  return row.id;
}
