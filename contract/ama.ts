/**
 * Ask Anything, the career assistant (spec part 1 sections 2, 3, 4, 6, 9). Needs use_ama.
 * Calls (paths ours, on AMA_ENDPOINTS):
 * - POST /api/v1/ama/ask/ AmaAskInput -> a stream of AmaStreamEvent, one JSON object per
 *   line (application/x-ndjson): start, text pieces, then done (or error). The id is a
 *   client ULID: asking again with the same id answers the stored exchange (a start and a
 *   done, no second answer), so a connection lost mid-answer is recovered by asking again.
 *   403 {detail, code: 'upgrade'} without use_ama.
 * - GET  /api/v1/ama/chats/?page=&page_size=12[&conversation=]  the caller's exchanges,
 *   newest first (paged AmaChat); with `conversation`, that conversation only
 * - POST /api/v1/ama/chats/{id}/feedback/ AmaFeedbackInput -> AmaChat
 */
import * as v from 'valibot';
import { ChatPart, ULID_PATTERN } from './chat';
import { endpoint } from './endpoint';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';

/** Assistant history page size (spec part 1 section 9). */
export const AMA_HISTORY_PAGE_SIZE = 12;
export const AMA_QUESTION_MAX = 2000;
export const AMA_FEEDBACK_MAX = 2000;
/** Tag suggestions shown before "Show more" (spec part 1 section 9). */
export const TAG_SUGGESTION_COUNT = 6;

/** Tag suggestions: a tag fills the prompt box with its question. The first six show; the rest on expand. */
export const AMA_TAG_SUGGESTIONS: ReadonlyArray<{ tag: string; question: string }> = [
  { tag: 'Career switch', question: 'How can I switch careers using the skills I already have?' },
  { tag: 'Skill gaps', question: 'Which skills should I learn next for my career goals?' },
  { tag: 'Learn AI skills', question: 'How do I start learning AI skills for my field?' },
  { tag: 'Job search', question: 'Which open jobs on the portal fit my profile?' },
  { tag: 'Networking', question: 'Who should I connect with to grow my career?' },
  { tag: 'Interview prep', question: 'How should I prepare for interviews in my field?' },
  { tag: 'Circles', question: 'Which circles should I join to learn with others?' },
  { tag: 'Use cases', question: 'What AI use cases are relevant to my work?' },
  { tag: 'AI tools', question: 'Which AI tools could help me in my role?' },
  { tag: 'Resume tips', question: 'How can I make my resume stand out?' },
  { tag: 'Leadership', question: 'How do I grow into a leadership role?' },
  { tag: 'Remote work', question: 'How do I find and succeed in remote work?' },
];

export const AMA_MESSAGES = {
  title: 'Ask Anything',
  placeholder: 'Ask anything about your career',
  send: 'Send',
  resume: 'Resume Previous Conversation',
  newConversation: 'New conversation',
  showMore: 'Show more',
  showLess: 'Show less',
  suggested: 'Suggested questions',
  upgradeTitle: 'Upgrade to use Ask Anything',
  upgrade: 'Ask Anything is part of premium membership. Upgrade your membership to ask career questions.',
  offline: "You're offline. Your question is kept; send it when you're back online.",
  failed: 'Could not get an answer. Try again.',
  cutOff: 'The answer was interrupted. Ask again to get the full answer.',
  feedbackPrompt: 'Was this answer helpful?',
  commentRequired: 'Please write a comment',
  ratingRequired: 'Please choose a rating',
  feedbackThanks: 'Thank you for your feedback',
  followUps: 'Follow-up questions',
  related: 'Related on the portal',
} as const;

/** One exchange: the question and the answer's typed parts (text, recommendations, relevant_questions). */
export const AmaChat = v.object({
  /** The client ULID the question was asked with. */
  id: v.string(),
  /** The id of the conversation's first exchange. */
  conversation: v.string(),
  parent_chat: v.nullable(v.string()),
  question: v.string(),
  /** recommendations parts hold `value.items` of GuidanceItem (contract/agents.ts). */
  messages: v.array(ChatPart),
  is_error: v.boolean(),
  /** The agent the question was asked in, if any. */
  agent: v.nullable(v.string()),
  created_at: v.string(),
  feedback: v.nullable(v.object({ feedback: v.string(), rating: v.number() })),
});
export type AmaChat = v.InferOutput<typeof AmaChat>;
export const AmaChatPage = paged(AmaChat);

/** The chat question payload (spec part 1 section 3: question, parent_chat), plus our id and agent. */
export const AmaAskInput = v.object({
  id: v.pipe(v.string(), v.regex(ULID_PATTERN, 'Invalid question id')),
  question: v.pipe(v.string(), v.trim(), v.minLength(1, 'Required'), v.maxLength(AMA_QUESTION_MAX)),
  parent_chat: v.nullable(v.string()),
  agent: v.optional(v.nullable(v.string())),
});
export type AmaAskInput = v.InferOutput<typeof AmaAskInput>;

/** ?page=&page_size=[&conversation=]: the caller's exchanges, newest first; one conversation's when named. */
export const AmaHistoryQuery = firstValues(
  v.object({
    page: PageParam,
    page_size: PageSizeParam(AMA_HISTORY_PAGE_SIZE, 50),
    conversation: v.optional(v.string()),
  }),
);

/**
 * Every call needs use_ama, checked for any path under /ama/ after the token. Feedback's
 * body takes the chat's id from its path, so its handler reads it (AmaFeedbackInput).
 */
export const AMA_ENDPOINTS = {
  /** Streamed, so never stored for an Idempotency-Key replay: the question's ULID deduplicates it. */
  ask: endpoint({ method: 'POST', path: '/api/v1/ama/ask/', body: AmaAskInput, auth: 'token', idempotent: false }),
  chats: endpoint({
    method: 'GET',
    path: '/api/v1/ama/chats/',
    query: AmaHistoryQuery,
    output: AmaChatPage,
    auth: 'token',
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/api/v1/ama/chats/:id/feedback/',
    output: AmaChat,
    auth: 'token',
    batch: true,
  }),
} as const;

export const AmaStreamEvent = v.variant('type', [
  v.object({ type: v.literal('start'), chat: AmaChat }),
  v.object({ type: v.literal('text'), value: v.string() }),
  v.object({ type: v.literal('done'), chat: AmaChat }),
  v.object({ type: v.literal('error'), message: v.string() }),
]);
export type AmaStreamEvent = v.InferOutput<typeof AmaStreamEvent>;

/** Chat feedback (spec part 1 sections 3 and 5): a non-empty comment and a star rating. */
export const AmaFeedbackInput = v.object({
  chat: v.string(),
  feedback: v.pipe(v.string(), v.trim(), v.minLength(1, AMA_MESSAGES.commentRequired), v.maxLength(AMA_FEEDBACK_MAX)),
  rating: v.pipe(v.number(AMA_MESSAGES.ratingRequired), v.integer(), v.minValue(1), v.maxValue(5)),
});
export type AmaFeedbackInput = v.InferOutput<typeof AmaFeedbackInput>;

/** The text of an exchange's answer (its text parts joined). */
export function amaAnswerText(chat: Pick<AmaChat, 'messages'>): string {
  return chat.messages
    .filter((part): part is Extract<ChatPart, { type: 'text' }> => part.type === 'text')
    .map((part) => part.value)
    .join('\n\n');
}
