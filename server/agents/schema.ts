/**
 * Career agents, their runs and reports, and Ask Anything.
 *
 * - career_roles: the curated catalogue of roles and the skills each needs (shared by all
 *   tenants, like skills); the embedded guidance engine scores members against it.
 * - agents / agent_steps: a tenant's agents and their wizard steps (extra_info as the API shows it).
 * - agent_runs: one pass through a wizard. Its id is a random token, the visitor's capability;
 *   `answers` keeps each step's input by step key.
 * - agent_run_logs: every step call, for staff's agent logs.
 * - agent_reports: the report of a finished run, owned by the beneficiary; `slug` is random, so
 *   a shared link cannot be guessed from another.
 * - report_feedback: one per report and member (re-sending replaces it).
 * - ama_chats: one Ask Anything exchange per row; id = the client's ULID.
 */
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AgentStepInfo, AgentType, ReportSections, StepInput } from '../../contract/agents';
import type { ChatPart } from '../../contract/chat';
import { createdAt, ints, refTo, texts, updatedAt } from '../db/columns';
import { tenantRef, userRef, users } from '../db/schema';

export type GuidanceEngineName = 'embedded' | 'llm';

export const careerRoles = pgTable('career_roles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Skill ids (the shared skills list) the role needs, most important first. */
  skills: ints('skills'),
  /** Career stage option ids the role suits (empty: any). */
  careerStages: ints('career_stages'),
  /** Professional field option ids the role belongs to (empty: any). */
  professionalFields: ints('professional_fields'),
  /** Words that name the role in questions and titles ("data analyst", "analytics"). */
  keywords: texts('keywords'),
});

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    agentType: text('agent_type').$type<AgentType>().notNull(),
    canChat: boolean('can_chat').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    imagePath: text('image_path'),
    /** extra_info.prompts: suggested questions when chatting with the agent. */
    prompts: texts('prompts'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agents_tenant_slug_uq').on(t.tenantId, t.slug)],
);

export const agentSteps = pgTable(
  'agent_steps',
  {
    id: serial('id').primaryKey(),
    agentId: refTo('agent_id', () => agents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** extra_info.id. */
    key: text('key').notNull(),
    extraInfo: jsonb('extra_info').$type<AgentStepInfo>().notNull(),
  },
  (t) => [uniqueIndex('agent_steps_agent_key_uq').on(t.agentId, t.key)],
);

export const agentRuns = pgTable(
  'agent_runs',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    agentId: refTo('agent_id', () => agents.id),
    /** Who runs it: null for a visitor. */
    userId: integer('user_id').references(() => users.id),
    /** Whom the report is for (the caller, or the member staff run it for). */
    beneficiaryId: integer('beneficiary_id').references(() => users.id),
    /** A visitor's registration step. */
    visitorEmail: text('visitor_email'),
    registrationStatus: text('registration_status').$type<'active' | 'new' | 'previously_used'>(),
    answers: jsonb('answers').$type<Record<string, StepInput>>().notNull().default({}),
    status: text('status').$type<'active' | 'completed'>().notNull().default('active'),
    reportId: integer('report_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agent_runs_visitor_idx').on(t.tenantId, t.visitorEmail)],
);

export const agentRunLogs = pgTable(
  'agent_run_logs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    agentId: refTo('agent_id', () => agents.id),
    runId: text('run_id').notNull(),
    stepKey: text('step_key').notNull(),
    userId: integer('user_id').references(() => users.id),
    beneficiaryId: integer('beneficiary_id').references(() => users.id),
    status: text('status').$type<'ok' | 'invalid' | 'blocked' | 'error'>().notNull(),
    engine: text('engine').$type<GuidanceEngineName>(),
    durationMs: integer('duration_ms').notNull().default(0),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('agent_run_logs_agent_idx').on(t.agentId, t.createdAt)],
);

export const agentReports = pgTable(
  'agent_reports',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    slug: text('slug').notNull().unique(),
    agentId: refTo('agent_id', () => agents.id),
    /** The owner: the run's beneficiary. */
    userId: userRef(),
    /** Staff who ran it for the owner; null when the owner ran it. */
    createdBy: integer('created_by').references(() => users.id),
    runId: text('run_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    sections: jsonb('sections').$type<ReportSections>(),
    engine: text('engine').$type<GuidanceEngineName>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('agent_reports_owner_idx').on(t.tenantId, t.userId, t.createdAt)],
);

export const reportFeedback = pgTable(
  'report_feedback',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    reportId: refTo('report_id', () => agentReports.id, { onDelete: 'cascade' }),
    userId: userRef(),
    feedback: text('feedback').notNull(),
    rating: smallint('rating').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('report_feedback_report_user_uq').on(t.reportId, t.userId)],
);

export const amaChats = pgTable(
  'ama_chats',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    conversation: text('conversation').notNull(),
    parentChat: text('parent_chat'),
    agentId: integer('agent_id').references(() => agents.id),
    question: text('question').notNull(),
    messages: jsonb('messages').$type<ChatPart[]>().notNull().default([]),
    isError: boolean('is_error').notNull().default(false),
    engine: text('engine').$type<GuidanceEngineName>(),
    feedback: text('feedback'),
    rating: smallint('rating'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ama_chats_owner_idx').on(t.tenantId, t.userId, t.createdAt),
    index('ama_chats_conversation_idx').on(t.conversation),
  ],
);
