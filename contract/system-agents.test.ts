import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AgentResponseParam, askedVerdict, hasVerdict, reasonsOf, verdictLabel, verdictOf } from './system-agents';

describe('agent_response filters', () => {
  it('reads a verdict plain or as JSON naming it', () => {
    expect(askedVerdict(' accepted ')).toBe('accepted');
    expect(askedVerdict('{"quality_level":"high"}')).toBe('high');
    expect(askedVerdict('{"quality_level":')).toBeNull();
    expect(askedVerdict('{"quality_level":3}')).toBeNull();
    expect(v.parse(AgentResponseParam, '{"decision":"rejected"}')).toBe('rejected');
    expect(v.safeParse(AgentResponseParam, '{}').success).toBe(false);
  });

  it('matches stored responses of the asked agent only', () => {
    const stored = [
      { agent_id: 1, response: { decision: 'accepted', reasons: ['E-mail address verified.'] }, last_run_at: null },
      { agent_id: 2, response: { ai_user_class: 'explorer', reasons: [] }, last_run_at: null },
    ];
    expect(hasVerdict(stored, 1, 'accepted')).toBe(true);
    expect(hasVerdict(stored, 2, 'accepted')).toBe(false);
    expect(hasVerdict(stored, 2, '{"ai_user_class":"explorer"}')).toBe(true);
  });
});

describe('labels', () => {
  it("names each verdict in the spec's and our words, with its reasons", () => {
    expect(['accepted', 'rejected', 'pending'].map(verdictLabel)).toEqual([
      'Authentic',
      'Suspicious',
      'Pending Verification',
    ]);
    expect(verdictLabel('high')).toBe('High quality');
    expect(verdictOf({ quality_level: 'low', reasons: ['x', 3] })).toBe('low');
    expect(reasonsOf({ quality_level: 'low', reasons: ['x', 3] })).toEqual(['x']);
    expect(verdictOf({})).toBeNull();
  });
});
