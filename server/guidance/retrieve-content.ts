/**
 * Learning items for guidance: the tenant's approved public resources (prompts only when the
 * need asks for them), approved use cases and approved AI tools, scored against the need.
 * Items that match nothing are left out: a kind with no match stays empty.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { GuidanceItem } from '../../contract/agents';
import { aiTools, resources, useCases } from '../content/schema';
import type { Db } from '../db/client';
import { uploads } from '../profiles/schema';
import { mediaUrlOrNull } from '../profiles/serialize';
import { shortText } from '../recommendations/member-facts';
import { type Candidate, topScored } from '../recommendations/scoring';
import { type Need, scoreText, withStructure } from './need';

export interface OptionNames {
  stage: string | null;
  field: string | null;
}

export async function findResources(
  db: Db,
  tenantId: number,
  need: Need,
  names: OptionNames,
  limit: number,
): Promise<GuidanceItem[]> {
  const rows = await db
    .select({ row: resources, key: uploads.key })
    .from(resources)
    .leftJoin(uploads, eq(uploads.id, resources.thumbnailImage))
    .where(
      and(
        eq(resources.tenantId, tenantId),
        eq(resources.status, 'approved'),
        eq(resources.securityLevel, 0),
        need.includePrompts ? undefined : ne(resources.type, 'prompt'),
      ),
    );
  const candidates: Candidate<GuidanceItem>[] = [];
  for (const { row, key } of rows) {
    const text = `${row.title}. ${shortText(row.content, 2000) ?? ''}`;
    const scored = withStructure(scoreText(text, need), need, row, names);
    if (!scored.score || !scored.reason || !scored.isOnTopic) continue;
    candidates.push({
      id: row.id,
      score: scored.score + (row.isPinned ? 0.5 : 0),
      item: {
        type: 'resource',
        id: row.id,
        slug: row.titleSlug,
        title: row.title,
        description: shortText(row.content),
        reason: scored.reason,
        href: `/resource/${row.titleSlug}`,
        image_path: mediaUrlOrNull(key),
      },
    });
  }
  return topScored(candidates, limit);
}

export async function findUseCases(
  db: Db,
  tenantId: number,
  need: Need,
  names: OptionNames,
  limit: number,
): Promise<{ items: GuidanceItem[]; toolIds: Map<number, string> }> {
  const rows = await db
    .select({ row: useCases, key: uploads.key })
    .from(useCases)
    .leftJoin(uploads, eq(uploads.id, useCases.thumbnailImage))
    .where(and(eq(useCases.tenantId, tenantId), eq(useCases.status, 'approved')));
  const candidates: Candidate<{ item: GuidanceItem; tools: number[] }>[] = [];
  for (const { row, key } of rows) {
    const text = `${row.title}. ${row.description} ${row.reason}`;
    const structured = withStructure(scoreText(text, need), need, row, names);
    // A use case of a tool the question names is about that tool.
    const tools = row.aiTools.filter((id) => need.askedToolIds.includes(id));
    const scored = tools.length
      ? { score: structured.score + 8, reason: 'Uses the AI tool you asked about', isOnTopic: true }
      : structured;
    if (!scored.score || !scored.reason || !scored.isOnTopic) continue;
    candidates.push({
      id: row.id,
      score: scored.score,
      item: {
        tools: row.aiTools,
        item: {
          type: 'use_case',
          id: row.id,
          slug: row.slug,
          title: row.title,
          description: shortText(row.description),
          reason: scored.reason,
          href: `/usecase/${row.slug}`,
          image_path: mediaUrlOrNull(key),
        },
      },
    });
  }
  const picked = topScored(candidates, limit);
  // The AI tools the chosen use cases rely on, with the first use case naming each.
  const toolIds = new Map<number, string>();
  for (const entry of picked) for (const id of entry.tools) if (!toolIds.has(id)) toolIds.set(id, entry.item.title);
  return { items: picked.map((entry) => entry.item), toolIds };
}

export async function findAiTools(
  db: Db,
  tenantId: number,
  need: Need,
  usedBy: Map<number, string>,
  limit: number,
): Promise<GuidanceItem[]> {
  const rows = await db
    .select({ row: aiTools, key: uploads.key })
    .from(aiTools)
    .leftJoin(uploads, eq(uploads.id, aiTools.logo))
    .where(and(eq(aiTools.tenantId, tenantId), eq(aiTools.status, 'approved')));
  const candidates: Candidate<GuidanceItem>[] = [];
  for (const { row, key } of rows) {
    const scored = scoreText(`${row.name}. ${row.description}`, need);
    const useCase = usedBy.get(row.id);
    const score = scored.score + (useCase ? 2 : 0);
    // A use case picked for the question brings its tools along.
    if (!score || !(scored.isOnTopic || useCase)) continue;
    const reason = toolReason(row.name, row.description, scored.reason, useCase);
    candidates.push({
      id: row.id,
      score,
      item: {
        type: 'ai_tool',
        id: row.id,
        slug: row.slug,
        title: row.name,
        description: shortText(row.description),
        reason,
        href: `/ai-tool/${row.slug}`,
        image_path: mediaUrlOrNull(key),
      },
    });
  }
  return topScored(candidates, limit);
}

/**
 * Why a tool was picked, never "Helps you build Tableau" for Tableau itself: a match on the
 * tool's own name says what the tool does, from its stored description.
 */
export function toolReason(name: string, description: string, matched: string | null, useCase?: string): string {
  const own = matched?.toLowerCase().includes(name.toLowerCase()) ?? false;
  if (matched && !own) return matched;
  if (useCase && !own) return `Used in the use case ${useCase}`;
  return shortText(description)?.replace(/[.…\s]+$/, '') || `An AI tool listed in the portal`;
}
