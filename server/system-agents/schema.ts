/**
 * System agents (contract/system-agents.ts): one per type per tenant; their latest answer per
 * item (a membership for member agents, a use case for usecase_curation), so the member and
 * use case lists read and filter them with a join; and every run, whoever started it, with
 * the items it covered and how it ended.
 */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SystemAgentEntity, SystemAgentType } from '../../contract/system-agents';
import { at, createdAt, ints, refTo } from '../db/columns';
import { tenantRef, userRef } from '../db/schema';

export const systemAgents = pgTable(
  'system_agents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    agentType: text('agent_type').$type<SystemAgentType>().notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('system_agents_tenant_type_uq').on(t.tenantId, t.agentType)],
);

/**
 * The latest answer of an agent on an item. content_id is a membership id for member agents
 * (a member is judged against one group's questions and domain) and a use case id otherwise.
 * verdict repeats the response's decision, class or quality level so filters need no JSON.
 */
export const systemAgentResponses = pgTable(
  'system_agent_responses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    agentId: refTo('agent_id', () => systemAgents.id),
    contentType: text('content_type').$type<SystemAgentEntity>().notNull(),
    contentId: integer('content_id').notNull(),
    verdict: text('verdict').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    lastRunAt: at('last_run_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('system_agent_responses_item_uq').on(t.agentId, t.contentType, t.contentId),
    index('system_agent_responses_verdict_idx').on(t.agentId, t.verdict),
  ],
);

export const systemAgentRuns = pgTable(
  'system_agent_runs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    agentId: refTo('agent_id', () => systemAgents.id),
    contentType: text('content_type').$type<SystemAgentEntity>().notNull(),
    /** The ids asked for: user ids of the group's members, or use case ids. */
    contentIds: ints('content_ids'),
    groupId: integer('group_id'),
    runBy: userRef('run_by'),
    outcome: text('outcome').$type<'succeeded' | 'failed'>().notNull(),
    message: text('message').notNull(),
    /** 'rules' or 'llm <model>': which judged. */
    engine: text('engine').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('system_agent_runs_agent_idx').on(t.tenantId, t.agentId, t.createdAt)],
);
