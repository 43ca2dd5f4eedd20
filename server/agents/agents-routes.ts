/**
 * Career agents (contract/agent-endpoints.ts): the tenant's agents (public), the caller's
 * usage, runs and their steps (visitors too: a run id is the visitor's capability), a run's
 * files, and staff's prompt editing and logs.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { AGENT_ENDPOINTS } from '../../contract/agent-endpoints';
import { AGENT_LOGS_PAGE_SIZE, StartRunInput, StepPromptInput } from '../../contract/agents';
import { IMPORT_MESSAGES } from '../../contract/imports';
import { PageParam } from '../../contract/paging';
import type { AppDeps, AppEnv } from '../app-env';
import { withTotal } from '../db/with-total';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseInput, readJsonObject } from '../http/input';
import { pagedBody, pageOffset } from '../http/paging';
import { register } from '../http/register';
import { fileBytes, fileField, readForm, textField } from '../uploads/form';
import { checkUpload } from '../uploads/sniff';
import type { MediaStorage } from '../uploads/storage';
import { agentCaller, agentUsage } from './access';
import { storeRunFile } from './run-files';
import { runStep } from './run-steps';
import { agentNotFound, loadRun, signInRequired, staffOnly, startRun } from './runs';
import { agentRunLogs, agentSteps, agents } from './schema';
import { agentBySlug, toAgents, toLogs } from './serialize';

const LogsQuery = v.object({ page: PageParam });

export function agentRoutes(deps: AppDeps, storage: MediaStorage) {
  const { db } = deps;
  const caller = (c: { var: AppEnv['Variables'] }) => agentCaller(db, c.var.auth);
  /** Staff's calls answer 401, then 403, before the agent's 404. */
  const staffOnlyStep: MiddlewareHandler<AppEnv> = async (c, next) => {
    const found = await caller(c);
    if (!found) throw signInRequired();
    if (!found.isStaff) throw staffOnly();
    await next();
  };
  const agentOf = async (tenantId: number, slug: string) => {
    const agent = await agentBySlug(db, tenantId, slug);
    if (!agent) throw agentNotFound();
    return agent;
  };

  const router = new Hono<AppEnv>();
  register(router, AGENT_ENDPOINTS.runFile, async (c, { params }) => {
    const run = await loadRun(db, c.var.tenant.id, params['run'] ?? '', await caller(c));
    if (run.status !== 'active') throw new HttpError(400, { detail: 'This run is already complete.' });
    const form = await readForm(c);
    const file = fileField(form, 'file');
    if (!file) throw new HttpError(400, { file: [IMPORT_MESSAGES.noFile] });
    // A resume is PDF only; a form's file may be an image too.
    const purpose = textField(form, 'purpose')?.trim() === 'resume' ? 'resume' : 'attachment';
    const bytes = await fileBytes(file);
    const checked = await checkUpload(purpose, bytes);
    if (!checked.ok) throw new HttpError(400, { file: [checked.message] });
    return c.json(await storeRunFile(db, storage, run, { name: file.name, bytes, type: checked.type }), 201);
  });
  register(router, AGENT_ENDPOINTS.list, async (c, { query }) => {
    const type = query.agent_type;
    const rows = await db
      .select()
      .from(agents)
      .where(and(eq(agents.tenantId, c.var.tenant.id), type ? eq(agents.agentType, type) : undefined))
      .orderBy(asc(agents.position), asc(agents.id));
    return c.json({ data: await toAgents(db, rows, (await caller(c))?.isStaff ?? false) });
  });
  register(router, AGENT_ENDPOINTS.usage, async (c) => {
    const found = await caller(c);
    if (!found) throw signInRequired();
    return c.json(await agentUsage(db, c.var.tenant.id, found));
  });
  register(router, AGENT_ENDPOINTS.bySlug, async (c, { params }) => {
    const agent = await agentOf(c.var.tenant.id, params['slug'] ?? '');
    const [shown] = await toAgents(db, [agent], (await caller(c))?.isStaff ?? false);
    return c.json(shown);
  });
  register(router, AGENT_ENDPOINTS.startRun, async (c, { params }) => {
    const agent = await agentOf(c.var.tenant.id, params['slug'] ?? '');
    const input = parseInput(StartRunInput, await readJsonObject(c));
    const run = await startRun(db, c.var.tenant.id, agent, await caller(c), input.beneficiary ?? null);
    return c.json(run, 201);
  });
  register(router, AGENT_ENDPOINTS.stepPrompt, [staffOnlyStep], async (c, { params }) => {
    const agent = await agentOf(c.var.tenant.id, params['slug'] ?? '');
    const id = idParam(params['id']);
    const input = parseInput(StepPromptInput, await readJsonObject(c));
    const [step] = await db
      .select()
      .from(agentSteps)
      .where(and(eq(agentSteps.id, id), eq(agentSteps.agentId, agent.id)));
    if (!step) throw notFound();
    await db
      .update(agentSteps)
      .set({ extraInfo: { ...step.extraInfo, user_prompt: input.user_prompt } })
      .where(eq(agentSteps.id, id));
    const [shown] = await toAgents(db, [agent], true);
    return c.json(shown);
  });
  register(router, AGENT_ENDPOINTS.logs, [staffOnlyStep], async (c, { params }) => {
    const agent = await agentOf(c.var.tenant.id, params['slug'] ?? '');
    const { page } = parseInput(LogsQuery, c.req.query());
    const where = and(eq(agentRunLogs.tenantId, c.var.tenant.id), eq(agentRunLogs.agentId, agent.id));
    const { rows, total } = await withTotal(
      db,
      agentRunLogs,
      where,
      { limit: AGENT_LOGS_PAGE_SIZE, offset: pageOffset(page, AGENT_LOGS_PAGE_SIZE) },
      db.select().from(agentRunLogs).where(where).orderBy(desc(agentRunLogs.createdAt), desc(agentRunLogs.id)),
    );
    return c.json(pagedBody(c.req.url, page, AGENT_LOGS_PAGE_SIZE, await toLogs(db, rows), total));
  });
  return register(router, AGENT_ENDPOINTS.step, async (c, { params }) => {
    const tenant = c.var.tenant;
    const who = await caller(c);
    const run = await loadRun(db, tenant.id, params['run'] ?? '', who);
    const [agent] = await db.select().from(agents).where(eq(agents.id, run.agentId));
    const body = await readJsonObject(c);
    const result = await runStep(
      { db, narrative: deps.narrative, storage },
      {
        tenantId: tenant.id,
        options: tenant.options,
        agent: agent!,
        run,
        caller: who,
        stepKey: params['step'] ?? '',
        raw: body['input'],
      },
    );
    return c.json(result);
  });
}
