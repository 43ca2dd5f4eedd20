/**
 * System agents (spec part 2 sections 3, 6 and 7): one agent of each type per tenant judges
 * members (Review Members: registration_approval; ai_enthusiasm_ranking) or use cases (Review
 * Use Cases: usecase_curation). Their answers are stored per item as AgentResponse
 * (contract/content.ts) and shown in the member and use case lists. The spec does not show
 * the paths: they are ours, under /api/v1/system-agents/.
 */
import * as v from 'valibot';
import { AGENT_MESSAGES } from './agent-messages';
import { endpoint } from './endpoint';
import { ID_MESSAGES, Id, IdQueryParam } from './ids';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';

export const SYSTEM_AGENT_TYPES = ['registration_approval', 'ai_enthusiasm_ranking', 'usecase_curation'] as const;
export const SystemAgentType = v.picklist(SYSTEM_AGENT_TYPES);
export type SystemAgentType = v.InferOutput<typeof SystemAgentType>;

/** What an agent judges: a group's members or use cases. */
export const SYSTEM_AGENT_ENTITIES = ['member', 'usecase'] as const;
export const SystemAgentEntity = v.picklist(SYSTEM_AGENT_ENTITIES);
export type SystemAgentEntity = v.InferOutput<typeof SystemAgentEntity>;

export const ENTITY_OF_AGENT: Record<SystemAgentType, SystemAgentEntity> = {
  registration_approval: 'member',
  ai_enthusiasm_ranking: 'member',
  usecase_curation: 'usecase',
};

export const SYSTEM_AGENT_NAMES: Record<SystemAgentType, string> = {
  registration_approval: 'Review Members',
  ai_enthusiasm_ranking: 'AI enthusiasm ranking',
  usecase_curation: 'Review Use Cases',
};

/** An agent's stored answer on an item (spec part 2 section 3: agent_id, response, last_run_at). */
export const AgentResponse = v.object({
  agent_id: v.number(),
  response: v.record(v.string(), v.unknown()),
  last_run_at: v.nullable(v.string()),
});
export type AgentResponse = v.InferOutput<typeof AgentResponse>;

export const SystemAgent = v.object({ id: v.number(), agent_type: SystemAgentType, name: v.string() });
export type SystemAgent = v.InferOutput<typeof SystemAgent>;

export const MEMBER_DECISIONS = ['accepted', 'rejected', 'pending'] as const;
export type MemberDecision = (typeof MEMBER_DECISIONS)[number];
export const MEMBER_DECISION_LABELS: Record<MemberDecision, string> = {
  accepted: 'Authentic',
  rejected: 'Suspicious',
  pending: 'Pending Verification',
};

export const AI_USER_CLASSES = ['enthusiast', 'explorer', 'beginner'] as const;
export type AiUserClass = (typeof AI_USER_CLASSES)[number];
export const AI_USER_CLASS_LABELS: Record<AiUserClass, string> = {
  enthusiast: 'AI Enthusiast',
  explorer: 'AI Explorer',
  beginner: 'AI Beginner',
};

export const QUALITY_LEVELS = ['high', 'medium', 'low', 'reject'] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];
export const QUALITY_LEVEL_LABELS: Record<QualityLevel, string> = {
  high: 'High quality',
  medium: 'Medium quality',
  low: 'Low quality',
  reject: 'Reject',
};

const Reasons = v.array(v.string());
/** AgentResponse.response of each agent type. */
export const MemberReview = v.object({ decision: v.picklist(MEMBER_DECISIONS), reasons: Reasons });
export type MemberReview = v.InferOutput<typeof MemberReview>;
export const AiRanking = v.object({ ai_user_class: v.picklist(AI_USER_CLASSES), reasons: Reasons });
export type AiRanking = v.InferOutput<typeof AiRanking>;
export const UseCaseReview = v.object({ quality_level: v.picklist(QUALITY_LEVELS), reasons: Reasons });
export type UseCaseReview = v.InferOutput<typeof UseCaseReview>;

/** The field of a response that filters and labels read, per agent type. */
export const VERDICT_FIELD = {
  registration_approval: 'decision',
  ai_enthusiasm_ranking: 'ai_user_class',
  usecase_curation: 'quality_level',
} as const satisfies Record<SystemAgentType, string>;
export const VERDICTS: Record<SystemAgentType, readonly string[]> = {
  registration_approval: MEMBER_DECISIONS,
  ai_enthusiasm_ranking: AI_USER_CLASSES,
  usecase_curation: QUALITY_LEVELS,
};

/** The verdict a stored response holds (its decision, class or quality level), if any. */
export function verdictOf(response: Record<string, unknown>): string | null {
  for (const field of Object.values(VERDICT_FIELD)) {
    const value = response[field];
    if (typeof value === 'string') return value;
  }
  return null;
}

/** The reasons a stored response gives. */
export function reasonsOf(response: Record<string, unknown>): string[] {
  const reasons = response['reasons'];
  return Array.isArray(reasons) ? reasons.filter((reason): reason is string => typeof reason === 'string') : [];
}

/** Whether the agent judged the item `verdict` (the lists' filter, applied to stored rows offline). */
export function hasVerdict(responses: readonly AgentResponse[], agentId: number, asked: string): boolean {
  const verdict = askedVerdict(asked);
  return responses.some((item) => item.agent_id === agentId && verdictOf(item.response) === verdict);
}

/** The label of a stored verdict ('accepted' -> 'Authentic'), or the value itself when unknown. */
export function verdictLabel(value: string): string {
  const labels: Record<string, string> = {
    ...MEMBER_DECISION_LABELS,
    ...AI_USER_CLASS_LABELS,
    ...QUALITY_LEVEL_LABELS,
  };
  return labels[value] ?? value;
}

const BAD_FILTER = 'Enter a verdict or a JSON object such as {"quality_level": "high"}.';

/** The verdict an agent_response filter asks for: a verdict (`accepted`) or JSON naming one (`{"quality_level":"high"}`). */
export function askedVerdict(raw: string): string | null {
  const text = raw.trim();
  if (!text.startsWith('{')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    const value = parsed && typeof parsed === 'object' ? Object.values(parsed)[0] : undefined;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** agent_response in a list query (read with system_agent_id); the answer is the verdict asked for. */
export const AgentResponseParam = v.pipe(v.string(), v.transform(askedVerdict), v.string(BAD_FILTER));

/** A rerun sends at most this many items; the screens send chunks of RERUN_CHUNK. */
export const RERUN_MAX_IDS = 100;
export const RERUN_CHUNK = 20;

export const SYSTEM_AGENT_MESSAGES = {
  rerun: 'Rerun agent',
  rerunSuccess: AGENT_MESSAGES.agentRerun,
  rerunFailed: AGENT_MESSAGES.agentRerunFailed,
  progress: (done: number, total: number) => `Reviewed ${done} of ${total}`,
  selectRows: 'Select at least one row to rerun the agent.',
  nothingPending: 'Nothing is waiting for a review.',
  offline: AGENT_MESSAGES.offline,
  notYetReviewed: 'Not reviewed yet',
  showReasons: 'Why?',
  agentResponse: 'Agent response',
  allResponses: 'All responses',
  badFilter: BAD_FILTER,
  unknownAgent: 'This agent does not exist.',
  wrongEntity: 'This agent does not review this content type.',
  tooMany: `Ensure this field has no more than ${RERUN_MAX_IDS} elements.`,
  noIds: 'This list may not be empty.',
  groupRequired: 'A group is required to review members.',
  itemNotFound: ID_MESSAGES.doesNotExist,
} as const;

export const SystemAgentsQuery = firstValues(
  v.object({ group_id: v.optional(IdQueryParam), entity: v.optional(SystemAgentEntity) }),
);

/** At most this many items waiting for a decision are reviewed in one go (the screen runs them in chunks). */
export const PENDING_MAX_IDS = 5000;

export const PendingItemsQuery = firstValues(
  v.object({ entity: SystemAgentEntity, group_id: v.optional(IdQueryParam) }),
);

/** What waits for a decision, oldest first: a group's pending members (user ids) or the pending use cases. */
export const PendingItems = v.object({ ids: v.array(v.number()) });
export type PendingItems = v.InferOutput<typeof PendingItems>;

export const RerunPayload = v.object({
  system_agent_id: Id,
  content_type: SystemAgentEntity,
  /** User ids (members of group_id) or use case ids. */
  content_ids: v.pipe(
    v.array(Id),
    v.minLength(1, SYSTEM_AGENT_MESSAGES.noIds),
    v.maxLength(RERUN_MAX_IDS, SYSTEM_AGENT_MESSAGES.tooMany),
  ),
  /** The group whose members are reviewed; the tenant's default organization when left out. */
  group_id: v.optional(Id),
});
export type RerunPayload = v.InferOutput<typeof RerunPayload>;

export const RUN_OUTCOMES = ['succeeded', 'failed'] as const;
/** One run of an agent: who ran it, when, on which items, how it ended. */
export const SystemAgentRun = v.object({
  id: v.number(),
  agent_id: v.number(),
  content_type: SystemAgentEntity,
  content_ids: v.array(v.number()),
  group_id: v.nullable(v.number()),
  run_by: v.number(),
  outcome: v.picklist(RUN_OUTCOMES),
  message: v.string(),
  engine: v.string(),
  created_at: v.string(),
});
export type SystemAgentRun = v.InferOutput<typeof SystemAgentRun>;

export const RerunResult = v.object({
  detail: v.string(),
  run: SystemAgentRun,
  /** The new response of each item, by content id. */
  results: v.array(v.object({ content_id: v.number(), ...AgentResponse.entries })),
});
export type RerunResult = v.InferOutput<typeof RerunResult>;

export const SystemAgentRunsQuery = firstValues(
  v.object({ system_agent_id: v.optional(IdQueryParam), page: PageParam, page_size: PageSizeParam(20, 100) }),
);

export const SYSTEM_AGENT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/system-agents/',
    query: SystemAgentsQuery,
    output: v.object({ data: v.array(SystemAgent) }),
    auth: 'token',
  }),
  rerun: endpoint({
    method: 'POST',
    path: '/api/v1/system-agents/rerun/',
    body: RerunPayload,
    output: RerunResult,
    auth: 'token',
  }),
  /** The items a review covers: every pending one, not only a table's page. */
  pending: endpoint({
    method: 'GET',
    path: '/api/v1/system-agents/pending/',
    query: PendingItemsQuery,
    output: PendingItems,
    auth: 'token',
  }),
  runs: endpoint({
    method: 'GET',
    path: '/api/v1/system-agents/runs/',
    query: SystemAgentRunsQuery,
    output: paged(SystemAgentRun),
    auth: 'token',
  }),
} as const;
