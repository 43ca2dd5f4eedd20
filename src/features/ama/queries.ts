/** Live reads of Ask Anything over db.amaChats, db.agents and meta (identity, tenant, profile, amaDraft). */
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { AMA_TAG_SUGGESTIONS, type GuidanceItem, GuidanceItem as GuidanceItemSchema } from '../../../contract';
import { PROMPT_SUGGESTION_COUNT, pickDefaultPrompts } from '../../../contract/prompt-suggestions';
import type { LocalAmaChat } from '../../../sync/core/db';
import { db } from '../../db/db';
import { useMeta } from '../../db/use-meta';
import { useIdentity } from '../session/queries';

/** Whether the member may ask (use_ama); `undefined` while the identity loads. */
export function useAmaAccess(): boolean | undefined {
  const identity = useIdentity();
  return identity ? identity.user_subscription.use_ama : undefined;
}

/** Whether the agent chats (can_chat); null agent means the agent area's main page, which always does. */
export function useAgentChats(agent: string | null): boolean | undefined {
  return useLiveQuery(async () => (agent === null ? true : ((await db.agents.get(agent))?.can_chat ?? false)), [agent]);
}

/**
 * The 4 suggested questions: the tenant's default prompts picked for the member's country and
 * career stage, then the agent's own prompts, then the tag questions, without repeats.
 */
export function useSuggestedQuestions(agent: string | null): string[] {
  const tenant = useMeta('tenant');
  const profile = useMeta('profile');
  const agentPrompts = useLiveQuery(
    async () => (agent ? ((await db.agents.get(agent))?.extra_info.prompts ?? []) : []),
    [agent],
  );
  const picked = pickDefaultPrompts(tenant?.ama_user_default_prompts ?? [], {
    location: profile?.country ?? null,
    careerStage: profile?.group_profile.career_stage ?? null,
  });
  const all = [...picked, ...(agentPrompts ?? []), ...AMA_TAG_SUGGESTIONS.map((tag) => tag.question)];
  return [...new Set(all)].slice(0, PROMPT_SUGGESTION_COUNT);
}

/** The unsent question as stored; `undefined` while loading. */
export function useAmaDraft(): string | undefined {
  const row = useLiveQuery(async () => ({ value: (await db.meta.get('amaDraft'))?.value }), []);
  if (!row) return undefined;
  return typeof row.value === 'string' ? row.value : '';
}

/** The newest stored exchange's conversation (for Resume); null when there is none. */
export function useNewestConversation(): string | null | undefined {
  return useLiveQuery(async () => (await db.amaChats.orderBy('created_at').last())?.conversation ?? null, []);
}

/**
 * The exchanges of a conversation, oldest first, plus the one being asked (`pending`) until
 * the worker has filed it under the conversation: found by its question and parent, and not
 * among the rows that existed when it was sent.
 */
export function useConversation(
  conversation: string | null,
  pending: { question: string; parent: string | null; before: ReadonlySet<string> } | null,
): { rows: LocalAmaChat[]; pendingRow: LocalAmaChat | null } | undefined {
  return useLiveQuery(async () => {
    const rows = conversation ? await db.amaChats.where('conversation').equals(conversation).toArray() : [];
    let pendingRow: LocalAmaChat | null = null;
    if (pending) {
      const candidates = await db.amaChats
        .filter(
          (row) =>
            row.question === pending.question && row.parent_chat === pending.parent && !pending.before.has(row.id),
        )
        .toArray();
      pendingRow = candidates.sort(byCreated).at(-1) ?? null;
      if (pendingRow && !rows.some((row) => row.id === pendingRow?.id)) rows.push(pendingRow);
    }
    return { rows: rows.sort(byCreated), pendingRow };
  }, [conversation, pending]);
}

/** Ids of the stored exchanges asking `question` after `parent` (taken before a new ask). */
export async function existingAskIds(question: string, parent: string | null): Promise<Set<string>> {
  const rows = await db.amaChats.filter((row) => row.question === question && row.parent_chat === parent).toArray();
  return new Set(rows.map((row) => row.id));
}

function byCreated(a: LocalAmaChat, b: LocalAmaChat): number {
  return a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
}

/** The portal items of an answer's recommendations part (unknown items are skipped). */
export function recommendationItems(row: Pick<LocalAmaChat, 'messages'>): GuidanceItem[] {
  const items: GuidanceItem[] = [];
  for (const part of row.messages) {
    if (part.type !== 'recommendations') continue;
    for (const item of part.value.items) {
      const parsed = v.safeParse(GuidanceItemSchema, item);
      if (parsed.success) items.push(parsed.output);
    }
  }
  return items;
}

/** An answer's follow-up questions (its relevant_questions part). */
export function followUpQuestions(row: Pick<LocalAmaChat, 'messages'>): string[] {
  return row.messages.flatMap((part) => (part.type === 'relevant_questions' ? part.value : []));
}
