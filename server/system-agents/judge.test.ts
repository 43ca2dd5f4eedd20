import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_LEVELS } from '../../contract/system-agents';
import { createLlmNarrative } from '../guidance/llm';
import { createEmbeddedNarrative } from '../guidance/narrative';
import { startLlmStandIn } from '../testing-llm';
import { judge } from './judge';

let standIn: Awaited<ReturnType<typeof startLlmStandIn>>;

beforeAll(async () => {
  standIn = await startLlmStandIn();
});
afterAll(() => standIn.close());

const task = { what: 'Grade this use case.', facts: 'Description: Use AI.', allowed: QUALITY_LEVELS };
const rules = { verdict: 'reject', reasons: ['Description too short (7 characters).'] };

describe('the judgement with an LLM configured', () => {
  const llm = () => createLlmNarrative({ baseUrl: standIn.baseUrl, apiKey: 'k', model: 'judge-model' });

  it("takes the model's verdict when it is an allowed one, and keeps the rules' reasons", async () => {
    standIn.reply({ type: 'stream', pieces: ['lo', 'w'] });
    const result = await judge(llm(), task, rules);
    expect(result).toEqual({ verdict: 'low', reasons: rules.reasons, engine: 'llm' });
    const asked = standIn.requests.at(-1)?.body.messages ?? [];
    expect(asked.map((message) => message.content).join('\n')).toContain(
      'Allowed verdicts: high, medium, low, reject.',
    );
    expect(asked.map((message) => message.content).join('\n')).toContain('Description: Use AI.');
  });

  it("keeps the rules' verdict when the model answers outside the allowed verdicts or fails", async () => {
    standIn.reply({ type: 'stream', pieces: ['Excellent work!'] });
    expect(await judge(llm(), task, rules)).toEqual({ ...rules, engine: 'rules' });
    standIn.reply({ type: 'error', status: 500, message: 'down' });
    expect(await judge(llm(), task, rules)).toEqual({ ...rules, engine: 'rules' });
  });

  it('asks nothing of the embedded engine', async () => {
    const before = standIn.requests.length;
    expect(await judge(createEmbeddedNarrative(), task, rules)).toEqual({ ...rules, engine: 'rules' });
    expect(standIn.requests.length).toBe(before);
  });
});
