/**
 * E-mail verification: the e-mail with a six-digit code and a /verify-email/{key} link,
 * and marking a member verified (which spends their remaining code and keys, so an old
 * e-mail can no longer sign anyone in).
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { VERIFICATION_KEY_TTL_SECONDS } from '../../contract/account';
import type { AppDeps, AppEnv } from '../app-env';
import { users } from '../db/schema';
import { publicOrigin } from '../http/client';
import { verificationMail } from '../mail/templates';
import { hostName } from '../tenants/directory';
import type { Owner } from './one-time-codes';

export async function sendVerificationMail(deps: AppDeps, c: Context<AppEnv>, owner: Owner, email: string) {
  const code = await deps.codes.issue(owner, 'verify_email');
  const key = await deps.accountTokens.issue(owner, 'verify_email', VERIFICATION_KEY_TTL_SECONDS);
  const link = `${publicOrigin(c, deps.trustProxy)}/verify-email/${key}`;
  const tenant = c.var.tenant;
  await deps.mailer.send({
    tenant,
    host: hostName(c.req.header('host')),
    to: email,
    ...verificationMail(tenant.name, code, link),
  });
}

export async function markVerified(deps: AppDeps, owner: Owner): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isVerified: true })
      .where(and(eq(users.id, owner.userId), eq(users.tenantId, owner.tenantId)));
    await deps.accountTokens.spendAll(tx, owner, 'verify_email');
  });
  await deps.codes.discard(owner, 'verify_email');
}
