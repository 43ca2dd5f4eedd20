/**
 * 'report.feedback' (a report's rating and comment) and 'ama.feedback' (an Ask Anything
 * answer's comment and stars). Shown at once on the stored row, queued offline, one pending
 * entry per report or answer (the last one given wins); a refusal restores what was there.
 */

import * as v from 'valibot';
import { AMA_ENDPOINTS, AmaChat, AmaFeedbackInput, pathOf, ReportFeedbackInput } from '../../contract';
import { AGENT_REPORT_ENDPOINTS } from '../../contract/agent-endpoints';
import { defineMutator } from '../core/mutator-types';

type Feedback = { feedback: string; rating: number } | null;

export const reportFeedback = defineMutator<ReportFeedbackInput, { slug: string | null; was: Feedback }>({
  name: 'report.feedback',
  version: 1,
  priority: 4,
  args: ReportFeedbackInput,
  tables: ['agentReports'],
  key: (args) => `reportFeedback:${args.response_id}`,
  async apply(db, args) {
    const row = await db.agentReports.filter((report) => report.id === args.response_id).first();
    if (!row) return { slug: null, was: null };
    await db.agentReports.update(row.slug, { feedback: { feedback: args.feedback, rating: args.rating } });
    return { slug: row.slug, was: row.feedback };
  },
  async revert(db, undo) {
    if (undo.slug !== null) await db.agentReports.update(undo.slug, { feedback: undo.was });
  },
  request: (args) => ({
    method: 'POST',
    path: pathOf(AGENT_REPORT_ENDPOINTS.feedback, { id: args.response_id }),
    body: args,
  }),
  async accepted() {
    // The optimistic row already holds what the server stored.
  },
});

export const amaFeedback = defineMutator<AmaFeedbackInput, { id: string; was: Feedback; isStored: boolean }>({
  name: 'ama.feedback',
  version: 1,
  priority: 4,
  args: AmaFeedbackInput,
  tables: ['amaChats'],
  key: (args) => `amaFeedback:${args.chat}`,
  async apply(db, args) {
    const row = await db.amaChats.get(args.chat);
    if (!row) return { id: args.chat, was: null, isStored: false };
    await db.amaChats.update(args.chat, { feedback: { feedback: args.feedback, rating: args.rating } });
    return { id: args.chat, was: row.feedback, isStored: true };
  },
  async revert(db, undo) {
    if (undo.isStored) await db.amaChats.update(undo.id, { feedback: undo.was });
  },
  request: (args) => ({ method: 'POST', path: pathOf(AMA_ENDPOINTS.feedback, { id: args.chat }), body: args }),
  async accepted(db, _args, body) {
    const parsed = v.safeParse(AmaChat, body);
    if (parsed.success) await db.amaChats.update(parsed.output.id, { feedback: parsed.output.feedback });
  },
});
