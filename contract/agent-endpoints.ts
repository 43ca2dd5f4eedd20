/**
 * Career agents and their reports on the endpoint table (spec part 1 sections 2-6 and 9; the
 * spec names no paths, these are ours). A run's id is the visitor's capability, so runs and
 * their steps and files take an optional token. A body read after the agent, run or report is
 * found (404 first) stays with its handler, as does a staff check (401, then 403) that comes
 * ahead of the agent's 404.
 */
import * as v from 'valibot';
import {
  AGENT_REPORTS_PAGE_SIZE,
  Agent,
  AgentList,
  AgentLogPage,
  AgentReport,
  AgentReportPage,
  AgentRun,
  AgentStepResult,
  AgentType,
  AgentUsage,
} from './agents';
import { endpoint } from './endpoint';
import { firstValues, PageParam, PageSizeParam } from './paging';
import { UploadedFile } from './profile';

/** `?agent_type=`: an unknown type lists every agent, as it always did. */
const AgentListQuery = firstValues(v.object({ agent_type: v.fallback(v.optional(AgentType), undefined) }));

export const AGENT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/agents/',
    query: AgentListQuery,
    output: AgentList,
    auth: 'optional',
  }),
  /** The caller's reports this month and their tier's limit. */
  usage: endpoint({ method: 'GET', path: '/api/v1/agents/usage/', output: AgentUsage, auth: 'token' }),
  bySlug: endpoint({ method: 'GET', path: '/api/v1/agents/slug/:slug/', output: Agent, auth: 'optional' }),
  /** {beneficiary?} (StartRunInput); access rules and usage limits answer 403 {detail, code}. */
  startRun: endpoint({
    method: 'POST',
    path: '/api/v1/agents/slug/:slug/runs/',
    output: AgentRun,
    auth: 'optional',
  }),
  /** Staff only: {user_prompt} (StepPromptInput), a step's prompt. */
  stepPrompt: endpoint({
    method: 'PATCH',
    path: '/api/v1/agents/slug/:slug/steps/:id/',
    output: Agent,
    auth: 'token',
  }),
  /** Staff only: ?page= of the agent's log. */
  logs: endpoint({ method: 'GET', path: '/api/v1/agents/slug/:slug/logs/', output: AgentLogPage, auth: 'token' }),
  /** One wizard step, {input} (StepSubmission): AgentStepResult or DRF field errors. */
  step: endpoint({
    method: 'POST',
    path: '/api/v1/agent-runs/:run/steps/:step/',
    output: AgentStepResult,
    auth: 'optional',
  }),
  /** A resume or a form's file question of a run (visitors cannot use /file-upload/). */
  runFile: endpoint({
    method: 'POST',
    path: '/api/v1/agent-runs/:run/files/',
    output: UploadedFile,
    auth: 'optional',
    bodyLimit: 'upload',
  }),
} as const;

export const AGENT_REPORT_ENDPOINTS = {
  /** ?page=&page_size=: the caller's reports, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/v1/agent-reports/',
    query: firstValues(v.object({ page: PageParam, page_size: PageSizeParam(AGENT_REPORTS_PAGE_SIZE, 100) })),
    output: AgentReportPage,
    auth: 'token',
  }),
  /** Anyone on the tenant with the link. */
  bySlug: endpoint({ method: 'GET', path: '/api/v1/agent-reports/slug/:slug/', output: AgentReport, auth: 'optional' }),
  /** The owner's feedback (ReportFeedbackInput); sending again replaces it. */
  feedback: endpoint({
    method: 'POST',
    path: '/api/v1/agent-reports/:id/feedback/',
    output: AgentReport,
    auth: 'token',
    batch: true,
  }),
} as const;
