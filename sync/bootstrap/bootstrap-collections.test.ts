/**
 * A fresh device starts complete, past the change feed: what the member bookmarked and
 * submitted for review (a use case) on another device is on the /favorites and /my
 * dashboards, their CareerGPS reports are stored whole (readable offline), each chat
 * conversation's newest page and their Ask Anything history are there, all from the first
 * sync alone (real app, real PGlite with the demo seed).
 */
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { AgentReportSummary, AmaChat, ChatMessage, ChatRoom, Paged, Resource, UseCase } from '../../contract';
import { makeUseCaseForm } from '../../contract/fixtures';
import { ask } from '../../server/ama/testing';
import { firstOrganizationId } from '../../server/content/testing';
import { getMeta } from '../core/db';
import { pull } from '../core/pull';
import { realApiForFile } from '../testing/real-api';
import { realServerDevices } from '../testing/real-server';

const api = realApiForFile();

const device = realServerDevices(api);
const MEMBER = 'member@example.org';

/** A use case as the member submits it: it waits for review. */
const useCaseForm = async () =>
  makeUseCaseForm({
    title: 'Written on the old phone',
    description: '<p>Answers new starters questions.</p>',
    reason: '<p>Fewer interruptions.</p>',
    group: await firstOrganizationId(api()),
    business_value: 'medium',
    complexity: 'low',
    innovation_category: 'incremental',
    categories: [1],
  });

describe('the bootstrap of a fresh device, beyond the feed', { timeout: 90_000 }, () => {
  it('brings the dashboards, the reports whole, the conversations and the assistant history', async () => {
    const token = (await api().login(MEMBER)).access;
    // Elsewhere: a resource bookmarked, a post written (pending review), a question asked.
    const resources = await api().call<Paged<Resource>>('GET', '/api/v1/resources/?page=1&page_size=1', { token });
    const resource = resources.body.data[0];
    if (!resource) throw new Error('no seeded resource');
    expect((await api().call('POST', `/api/v1/bookmark/resource/${resource.id}/`, { token })).status).toBeLessThan(300);
    const useCase = await api().call<UseCase>('POST', '/api/v1/use-cases/', { token, body: await useCaseForm() });
    expect(useCase.status).toBe(201);
    expect(useCase.body.status).toBe('pending');
    const asked = await ask(api(), token, {
      id: ulid(),
      question: 'How do I become a data analyst?',
      parent_chat: null,
    });
    expect(asked.status).toBe(200);
    const reports = await api().call<Paged<AgentReportSummary>>('GET', '/api/v1/agent-reports/?page=1', { token });
    const history = await api().call<Paged<AmaChat>>('GET', '/api/v1/ama/chats/?page=1', { token });
    expect(reports.body.data.length).toBeGreaterThan(0);

    const fresh = await device(MEMBER);
    expect(await pull(fresh.ctx, { withMeta: true })).toEqual({ kind: 'done' });

    const favorites = await getMeta(fresh.db, 'favoriteSections');
    expect(favorites?.resources?.items.map((item) => item.id)).toContain(resource.id);
    const mine = await getMeta(fresh.db, 'mySections');
    const stored = mine?.usecases?.items.find((item) => item.id === useCase.body.id);
    expect(stored).toMatchObject({ title: 'Written on the old phone', status: 'pending' });

    const slugs = reports.body.data.map((report) => report.slug);
    expect((await fresh.db.reportSummaries.toArray()).map((row) => row.slug).sort()).toEqual([...slugs].sort());
    const whole = await fresh.db.agentReports.bulkGet(slugs);
    expect(whole.map((row) => row?.output_data.message.length ?? 0).every((length) => length > 0)).toBe(true);

    // Every conversation's newest page is here, not only its last message.
    const rooms = await api().call<Paged<ChatRoom>>('GET', '/api/v1/chat/rooms/?page=1', { token });
    expect(rooms.status).toBe(200);
    let messages = 0;
    for (const room of rooms.body.data) {
      const page = await api().call<Paged<ChatMessage>>('GET', `/api/v1/chat/rooms/${room.id}/messages/?page=1`, {
        token,
      });
      const local = new Set(await fresh.db.chatMessages.toCollection().primaryKeys());
      for (const message of page.body.data) expect(local).toContain(message.id);
      messages += page.body.data.length;
    }
    expect(messages).toBeGreaterThan(rooms.body.data.length);

    const chats = await fresh.db.amaChats.toArray();
    expect(chats.map((chat) => chat.id).sort()).toEqual(history.body.data.map((chat) => chat.id).sort());
    expect(chats.map((chat) => chat.question)).toContain('How do I become a data analyst?');
  });
});
