/**
 * The embedded Ask Anything answer over the real demo seed (PGlite): the role a question
 * names, real items of the member's tenant (2 to 6) that answer it, three follow-ups, a
 * Markdown answer without links, follow-ups that bring new items, and an answer even when
 * the question matches nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing';
import { draftAnswer } from './answer';
import { expectRealItems, memberOf, tenantOptions } from './testing';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 60, draftJobCount: 0, campusJobCount: 10 });
});
afterAll(() => api?.close());

async function ask(
  question: string,
  history: { question: string; answer: string }[] = [],
  tenantId = api.seeded.defaultTenantId,
  email = 'member@example.org',
) {
  const { db } = api.database;
  const member = await memberOf(db, tenantId, email);
  const answer = await draftAnswer(db, {
    tenantId,
    userId: member.id,
    options: await tenantOptions(db, tenantId),
    question,
    history,
    agentName: null,
  });
  return { answer, member };
}

describe('draftAnswer', () => {
  it('"How do I become a data analyst?" answers with the data analyst role and real items', async () => {
    const { answer, member } = await ask('How do I become a data analyst?');
    expect(answer.fallback).toContain('**Data Analyst**');
    for (const skill of ['SQL', 'Excel', 'Tableau']) expect(answer.fallback).toContain(skill);
    expect(answer.context).toContain('Role asked about:');
    expect(answer.context).toContain('Data Analyst');
    expect(answer.items.length).toBeGreaterThanOrEqual(2);
    expect(answer.items.length).toBeLessThanOrEqual(6);
    await expectRealItems(api.database.db, api.seeded.defaultTenantId, answer.items);
    expect(answer.items.some((item) => item.type === 'user' && item.id === member.id)).toBe(false);
    // Items are named by title only: no links in the text.
    for (const item of answer.items) expect(answer.fallback).toContain(item.title);
    expect(answer.fallback).not.toMatch(/\]\(|https?:|\/resource\/|\/job\//);
    expect(answer.relevantQuestions).toHaveLength(3);
    expect(answer.relevantQuestions.join(' ')).toContain('Data Analyst');
    expect(answer.system).toContain('never invent');
  });

  it('answers a jobs question with open jobs first', async () => {
    const { answer } = await ask('Which jobs are open for me?');
    expect(answer.items[0]?.type).toBe('job');
    await expectRealItems(api.database.db, api.seeded.defaultTenantId, answer.items);
  });

  it('finds the interview resources for an interview question', async () => {
    const { answer } = await ask('How do I prepare for interviews?');
    const titles = answer.items.map((item) => item.title);
    expect(titles).toContain('Interview Preparation Checklist');
    expect(titles).toContain('Interview Practice Coach');
  });

  it('a question that matches nothing says so and links no unrelated items', async () => {
    const { answer } = await ask('zzqx blorf?');
    expect(answer.items).toEqual([]);
    expect(answer.fallback).toContain('The portal has nothing on **zzqx blorf** yet');
    expect(answer.fallback).toContain('## General next steps');
    expect(answer.relevantQuestions).toHaveLength(3);
  });

  it('"How do I learn SQL?" is about SQL: SQL items, no DevOps roles', async () => {
    const { answer } = await ask('How do I learn SQL?');
    expect(answer.intent).toBe('learn_skill');
    expect(answer.subject).toEqual(['SQL']);
    expect(answer.items.length).toBeGreaterThan(0);
    await expectRealItems(api.database.db, api.seeded.defaultTenantId, answer.items);
    for (const item of answer.items) expect(item.reason).toContain('SQL');
    const everything = [answer.fallback, ...answer.relevantQuestions, ...answer.items.map((item) => item.title)].join(
      '\n',
    );
    expect(everything).not.toMatch(/devops/i);
    expect(answer.fallback).toContain('**SQL** is used by Data Analyst');
    expect(answer.context).toContain('The question is about: SQL');
  });

  it('describes an AI tool from its stored description, never "Helps you build" it', async () => {
    const { answer } = await ask('How do I learn Tableau?');
    const tableau = answer.items.find((item) => item.type === 'ai_tool' && item.title === 'Tableau');
    expect(tableau?.reason).toBe('Dashboards and visual analytics over spreadsheets and databases');
    expect(answer.fallback).toContain(
      '- **Tableau** (AI tool): Dashboards and visual analytics over spreadsheets and databases.',
    );
    expect(answer.fallback).not.toContain('Helps you build Tableau');
  });

  it('a subject the portal does not have gets an honest answer and general next steps', async () => {
    const { answer } = await ask('How do I learn Rust programming?');
    expect(answer.items).toEqual([]);
    expect(answer.fallback).toContain('The portal has nothing on **rust programming** yet');
    expect(answer.fallback).toContain('official documentation of rust programming');
  });

  it('a follow-up keeps the subject and brings items not named before', async () => {
    const first = await ask('How do I become a data analyst?');
    const { answer } = await ask('Tell me more', [
      { question: 'How do I become a data analyst?', answer: first.answer.fallback },
    ]);
    expect(answer.fallback).toContain('More on your question "How do I become a data analyst?"');
    expect(answer.fallback).toContain('**Data Analyst**');
    const before = new Set(first.answer.items.map((item) => `${item.type}:${item.id}`));
    for (const item of answer.items) expect(before.has(`${item.type}:${item.id}`)).toBe(false);
    await expectRealItems(api.database.db, api.seeded.defaultTenantId, answer.items);
  });

  it('is deterministic and stays within the tenant', async () => {
    const a = await ask('Which circles should I join?');
    const b = await ask('Which circles should I join?');
    expect(a.answer).toEqual(b.answer);
    const campus = await ask('Which circles should I join?', [], api.seeded.campusTenantId);
    await expectRealItems(api.database.db, api.seeded.campusTenantId, campus.answer.items);
  });

  it('a blank or very long question still gets a bounded answer', async () => {
    for (const question of ['   ', `${'data '.repeat(2000)}?`]) {
      const { answer } = await ask(question);
      expect(answer.items.length).toBeGreaterThanOrEqual(2);
      expect(answer.items.length).toBeLessThanOrEqual(6);
      expect(answer.relevantQuestions).toHaveLength(3);
      await expectRealItems(api.database.db, api.seeded.defaultTenantId, answer.items);
    }
  });

  it('answers a member without any profile', async () => {
    const { answer } = await ask('What should I do next?', [], api.seeded.defaultTenantId, 'newcomer@example.org');
    expect(answer.fallback).toContain('no skills yet');
    expect(answer.relevantQuestions).toHaveLength(3);
    await expectRealItems(api.database.db, api.seeded.defaultTenantId, answer.items);
  });
});
