/**
 * Who may use an agent (spec part 1 section 4, Agent access), checked when a run starts and
 * again when its report is generated (a member could start several runs, then finish them):
 * visitors cannot use premium agents; staff always may and are never limited; premium agents
 * need can_use_premium_agents (tier 2 and up, as the identity shows it); otherwise the
 * reports of the calendar month (UTC) must stay under the tier's AGENT_MONTHLY_LIMITS.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import {
  AGENT_MESSAGES,
  AGENT_MONTHLY_LIMITS,
  type AgentBlock,
  type AgentUsage,
  fillMessage,
} from '../../contract/agents';
import type { AuthContext } from '../app-env';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { agentReports } from './schema';
import type { AgentRow } from './serialize';

export interface AgentCaller {
  userId: number;
  isStaff: boolean;
  tier: number;
}

/** Tier 2 and up may use premium agents (server/account/identity.ts: can_use_premium_agents). */
const PREMIUM_TIER = 2;

export async function agentCaller(db: Db | Tx, auth: AuthContext | null): Promise<AgentCaller | null> {
  if (!auth) return null;
  const [row] = await db
    .select({ isStaff: users.isStaff, tier: users.membershipTier })
    .from(users)
    .where(and(eq(users.id, auth.userId), eq(users.tenantId, auth.tenantId)));
  return row ? { userId: auth.userId, isStaff: row.isStaff, tier: row.tier } : null;
}

export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export async function reportsThisMonth(db: Db | Tx, tenantId: number, userId: number, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(agentReports)
    .where(
      and(
        eq(agentReports.tenantId, tenantId),
        eq(agentReports.userId, userId),
        gte(agentReports.createdAt, monthStart(now)),
      ),
    );
  return row?.n ?? 0;
}

export const monthlyLimit = (caller: AgentCaller): number | null =>
  caller.isStaff
    ? null
    : (AGENT_MONTHLY_LIMITS[Math.min(Math.max(caller.tier, 0), AGENT_MONTHLY_LIMITS.length - 1)] ?? 0);

export class AgentBlocked extends HttpError {
  constructor(
    readonly code: AgentBlock,
    detail: string,
  ) {
    super(403, { detail, code });
  }
}

/** Throws AgentBlocked when `caller` may not use `agent` now. */
export async function checkAgentAccess(
  db: Db | Tx,
  tenantId: number,
  agent: AgentRow,
  caller: AgentCaller | null,
): Promise<void> {
  if (!caller) {
    if (agent.isPremium) throw new AgentBlocked('sign_in', AGENT_MESSAGES.signInForPremium);
    return;
  }
  if (caller.isStaff) return;
  if (agent.isPremium && caller.tier < PREMIUM_TIER) throw new AgentBlocked('premium', AGENT_MESSAGES.premiumOnly);
  const limit = monthlyLimit(caller);
  if (limit !== null && (await reportsThisMonth(db, tenantId, caller.userId)) >= limit) {
    throw new AgentBlocked('usage_limit', fillMessage(AGENT_MESSAGES.usageLimit, { limit }));
  }
}

export async function agentUsage(db: Db | Tx, tenantId: number, caller: AgentCaller): Promise<AgentUsage> {
  return { used: await reportsThisMonth(db, tenantId, caller.userId), limit: monthlyLimit(caller) };
}
