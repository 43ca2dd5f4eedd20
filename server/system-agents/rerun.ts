/**
 * Running an agent on up to RERUN_MAX_IDS items (POST /api/v1/system-agents/rerun/): check
 * the agent, the content type and the caller's right; read the facts; judge each item (rules,
 * or the LLM within the allowed verdicts); store the responses and a run record. Items the
 * tenant or group does not hold fail the run: it is recorded with its message and nothing
 * is stored.
 */
import { eq } from 'drizzle-orm';
import {
  ENTITY_OF_AGENT,
  type RerunPayload,
  type RerunResult,
  SYSTEM_AGENT_MESSAGES,
  type SystemAgentType,
  VERDICT_FIELD,
  VERDICTS,
} from '../../contract/system-agents';
import type { AppDeps } from '../app-env';
import { tenants } from '../db/schema';
import { loadGroup } from '../groups/membership-rows';
import { HttpError } from '../http/errors';
import { agentAccess, refusalFor } from './access';
import { factsOfMembers, factsOfUseCases } from './facts';
import { type Judgement, judge } from './judge';
import { type MemberFacts, rankAiUser, reviewMember } from './member-rules';
import { findAgent, type NewResponse, recordRun, saveResponses, toRun } from './store';
import { reviewUseCase, type UseCaseFacts } from './use-case-rules';

type Deps = Pick<AppDeps, 'db' | 'narrative'>;
interface Caller {
  tenantId: number;
  userId: number;
}
interface Item {
  contentId: number;
  /** Which asked id it answers (a user id for members). */
  askedId: number;
  what: string;
  facts: string;
  rules: { verdict: string; reasons: string[] };
}

const bad = (field: string, message: string) => new HttpError(400, { [field]: [message] });

function memberItem(type: SystemAgentType, facts: MemberFacts): Item {
  const summary = [
    `E-mail verified: ${facts.isVerified ? 'yes' : 'no'}`,
    `Profile completion: ${facts.profileCompletion}%`,
    `Institution: ${facts.institutionName ?? 'none'}`,
    `Required questions unanswered: ${facts.unansweredRequired.length}`,
    `About: ${facts.aboutText.replace(/\s+/g, ' ').slice(0, 500)}`,
    `Contributions: ${facts.contributions}`,
  ].join('\n');
  const member = { contentId: facts.membershipId, askedId: facts.userId, facts: summary };
  if (type === 'ai_enthusiasm_ranking') {
    const ranking = rankAiUser(facts);
    return {
      ...member,
      what: "Class this member's interest in AI.",
      rules: { verdict: ranking.ai_user_class, reasons: ranking.reasons },
    };
  }
  const review = reviewMember(facts);
  return {
    ...member,
    what: 'Is this membership request authentic (accepted), suspicious (rejected) or to be verified (pending)?',
    rules: { verdict: review.decision, reasons: review.reasons },
  };
}

function toUseCaseItem(facts: UseCaseFacts): Item {
  const review = reviewUseCase(facts);
  return {
    contentId: facts.id,
    askedId: facts.id,
    what: 'Grade the quality of this AI use case submission.',
    facts: `Description: ${facts.descriptionText.slice(0, 2000)}\nDocument: ${facts.hasDocument ? 'yes' : 'no'}\nAI tools: ${facts.toolCount}\nTopics: ${facts.topicCount}`,
    rules: { verdict: review.quality_level, reasons: review.reasons },
  };
}

/** The group a member agent works on when none is named: the tenant's default organization. */
export async function defaultOrgOf(deps: Pick<AppDeps, 'db'>, tenantId: number): Promise<number> {
  const [tenant] = await deps.db.select({ id: tenants.defaultOrgId }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant?.id) throw bad('group_id', SYSTEM_AGENT_MESSAGES.groupRequired);
  return tenant.id;
}

export async function rerunAgent(deps: Deps, caller: Caller, payload: RerunPayload): Promise<RerunResult> {
  const { db } = deps;
  const agent = await findAgent(db, caller.tenantId, payload.system_agent_id);
  if (!agent) throw bad('system_agent_id', SYSTEM_AGENT_MESSAGES.unknownAgent);
  if (ENTITY_OF_AGENT[agent.agentType] !== payload.content_type) {
    throw bad('content_type', SYSTEM_AGENT_MESSAGES.wrongEntity);
  }
  const isMembers = payload.content_type === 'member';
  const groupId = isMembers ? (payload.group_id ?? (await defaultOrgOf(deps, caller.tenantId))) : null;
  const group = groupId === null ? null : await loadGroup(db, caller.tenantId, groupId);
  const access = await agentAccess(db, caller.tenantId, caller.userId, groupId);
  if (!access.types.has(agent.agentType)) throw refusalFor(payload.content_type);

  const ids = [...new Set(payload.content_ids)];
  const items = group
    ? (await factsOfMembers(db, group, ids)).map((facts) => memberItem(agent.agentType, facts))
    : (await factsOfUseCases(db, caller.tenantId, ids)).map(toUseCaseItem);
  const record = { tenantId: caller.tenantId, agentId: agent.id, contentType: payload.content_type, contentIds: ids };
  const found = new Set(items.map((item) => item.askedId));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) {
    const message = SYSTEM_AGENT_MESSAGES.itemNotFound(missing);
    await recordRun(db, { ...record, groupId, runBy: caller.userId, outcome: 'failed', message, engine: 'rules' });
    throw new HttpError(400, { detail: message });
  }

  const allowed = VERDICTS[agent.agentType];
  const judged: Array<Item & { judgement: Judgement }> = [];
  for (const item of items) {
    const judgement = await judge(deps.narrative, { what: item.what, facts: item.facts, allowed }, item.rules);
    judged.push({ ...item, judgement });
  }
  const at = new Date();
  const field = VERDICT_FIELD[agent.agentType];
  const responses: Array<NewResponse & { askedId: number }> = judged.map((item) => ({
    askedId: item.askedId,
    contentId: item.contentId,
    verdict: item.judgement.verdict,
    response: { [field]: item.judgement.verdict, reasons: item.judgement.reasons },
  }));
  await saveResponses(db, agent, payload.content_type, responses, at);
  const engine = judged.some((item) => item.judgement.engine === 'llm') ? 'llm' : 'rules';
  const run = await recordRun(db, {
    ...record,
    groupId,
    runBy: caller.userId,
    outcome: 'succeeded',
    message: SYSTEM_AGENT_MESSAGES.rerunSuccess,
    engine,
  });
  return {
    detail: SYSTEM_AGENT_MESSAGES.rerunSuccess,
    run: toRun(run),
    results: responses.map((item) => ({
      content_id: item.askedId,
      agent_id: agent.id,
      response: item.response,
      last_run_at: at.toISOString(),
    })),
  };
}
