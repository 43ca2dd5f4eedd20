/**
 * The career agents of a tenant (server/agents/definitions.ts), and the demo's ready report:
 * member@ has one CareerGPS report, built by the guidance engine at seed time, so the
 * reports page is not empty in the demo. Idempotent: an agent that exists keeps its steps
 * (staff may have edited their prompts), and the demo report is made once.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants, users } from '../db/schema';
import { createEmbeddedNarrative } from '../guidance/narrative';
import { AGENT_DEFINITIONS } from './definitions';
import { composeReport, insertReport, type NewReport } from './reports';
import { agentReports, agentSteps, agents } from './schema';

export async function seedAgents(db: Db, tenantId: number): Promise<void> {
  for (const [position, definition] of AGENT_DEFINITIONS.entries()) {
    const [agent] = await db
      .insert(agents)
      .values({
        tenantId,
        slug: definition.slug,
        name: definition.name,
        description: definition.description,
        agentType: definition.agentType,
        canChat: definition.canChat,
        isPremium: definition.isPremium,
        prompts: definition.prompts,
        position,
      })
      .onConflictDoNothing()
      .returning({ id: agents.id });
    if (!agent) continue;
    await db.insert(agentSteps).values(
      definition.steps.map((extraInfo, order) => ({
        agentId: agent.id,
        position: order + 1,
        key: extraInfo.id,
        extraInfo,
      })),
    );
  }
}

/** member@'s ready CareerGPS report (none when member@ or the agent is missing, or it exists). */
export async function seedDemoReport(db: Db, tenantId: number, email = 'member@example.org'): Promise<void> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.tenantId, tenantId), eq(agents.slug, 'careergps')));
  const [tenant] = await db.select({ options: tenants.options }).from(tenants).where(eq(tenants.id, tenantId));
  if (!owner || !agent || !tenant) return;
  const [existing] = await db
    .select({ id: agentReports.id })
    .from(agentReports)
    .where(and(eq(agentReports.tenantId, tenantId), eq(agentReports.userId, owner.id)));
  if (existing) return;
  const [reportStep] = await db
    .select({ info: agentSteps.extraInfo })
    .from(agentSteps)
    .where(and(eq(agentSteps.agentId, agent.id), eq(agentSteps.key, 'report')));
  const input: NewReport = {
    tenantId,
    options: tenant.options,
    agent,
    ownerId: owner.id,
    createdBy: null,
    runId: null,
    // A goal of their own, so the demo report shows how answers steer it.
    answers: { 'your-goals': { type: 'custom_form', answers: { dream_role: 'Product manager', hours: '2-to-5' } } },
    resumeText: null,
    userPrompt: reportStep?.info.user_prompt ?? '',
  };
  await insertReport(db, input, await composeReport(db, createEmbeddedNarrative(), input));
}
