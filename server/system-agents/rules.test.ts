import { describe, expect, it } from 'vitest';
import { verdictIn } from './judge';
import { aiWordsIn, type MemberFacts, rankAiUser, reviewMember } from './member-rules';
import { reviewUseCase } from './use-case-rules';

const complete: MemberFacts = {
  membershipId: 1,
  userId: 1,
  isVerified: true,
  email: 'ada@uni.example',
  profileCompletion: 75,
  institutionName: 'Uni of Example',
  knownDomains: [],
  unansweredRequired: [],
  requiredCount: 0,
  aboutText: 'Data Analyst',
  contributions: 0,
};

describe('Review Members', () => {
  it('finds a complete, verified profile with an institution authentic, and says why', () => {
    expect(reviewMember(complete)).toEqual({
      decision: 'accepted',
      reasons: ['E-mail address verified.', 'Profile 75% complete.', 'Institution set: Uni of Example.'],
    });
  });

  it('finds an unverified e-mail, an empty profile or an unanswered required question suspicious', () => {
    expect(reviewMember({ ...complete, isVerified: false }).decision).toBe('rejected');
    const empty = reviewMember({ ...complete, profileCompletion: 0, institutionName: null });
    expect(empty.decision).toBe('rejected');
    expect(empty.reasons).toEqual([
      'E-mail address verified.',
      'Profile nearly empty (0% complete).',
      'No institution set.',
    ]);
    const unanswered = reviewMember({ ...complete, unansweredRequired: ['Why join?'], requiredCount: 1 });
    expect(unanswered).toMatchObject({ decision: 'rejected' });
    expect(unanswered.reasons).toContain('Required questions not answered: Why join?.');
  });

  it('leaves a half-filled profile, or a domain that does not match, pending verification', () => {
    expect(reviewMember({ ...complete, profileCompletion: 40 }).decision).toBe('pending');
    expect(reviewMember({ ...complete, institutionName: null }).decision).toBe('pending');
    const other = reviewMember({ ...complete, knownDomains: ['northwind.example'] });
    expect(other.decision).toBe('pending');
    expect(other.reasons).toContain('E-mail domain uni.example does not match northwind.example.');
  });

  it('accepts a matching organization domain in place of an institution', () => {
    const matched = reviewMember({ ...complete, institutionName: null, knownDomains: ['UNI.example'] });
    expect(matched.decision).toBe('accepted');
    expect(matched.reasons).toContain('E-mail domain uni.example matches the organization.');
    const answered = reviewMember({ ...complete, requiredCount: 2 });
    expect(answered.reasons).toContain('Every required question answered.');
  });
});

describe('AI enthusiasm ranking', () => {
  it('counts whole AI words only', () => {
    expect(aiWordsIn('Maintains email; paid work')).toEqual([]);
    expect(aiWordsIn('AI and Machine Learning, prompt design')).toEqual(['ai', 'machine learning', 'prompt']);
  });

  it('classes by words about themselves and contributions', () => {
    expect(rankAiUser(complete)).toEqual({ ai_user_class: 'beginner', reasons: ['Profile does not mention AI.'] });
    expect(rankAiUser({ ...complete, aboutText: 'Machine Learning engineer' }).ai_user_class).toBe('explorer');
    expect(rankAiUser({ ...complete, aboutText: 'AI, LLM and NLP' }).ai_user_class).toBe('enthusiast');
    expect(rankAiUser({ ...complete, contributions: 2 })).toEqual({
      ai_user_class: 'enthusiast',
      reasons: ['Profile does not mention AI.', 'Contributed 2 use case(s) or AI tool(s).'],
    });
  });
});

describe('Review Use Cases', () => {
  const rich = { id: 1, descriptionText: 'x'.repeat(300), hasDocument: true, toolCount: 2, topicCount: 1 };

  it('grades from the description, the document, the tools and the topics, with a reason for each', () => {
    expect(reviewUseCase(rich)).toEqual({
      quality_level: 'high',
      reasons: [
        'Detailed description (300 characters).',
        'A document is attached.',
        'Names 2 AI tool(s).',
        'Covers 1 topic(s).',
      ],
    });
    expect(reviewUseCase({ ...rich, hasDocument: false }).quality_level).toBe('high');
    expect(reviewUseCase({ ...rich, descriptionText: 'x'.repeat(80), hasDocument: false }).quality_level).toBe(
      'medium',
    );
    expect(
      reviewUseCase({ ...rich, descriptionText: 'x'.repeat(40), hasDocument: false, toolCount: 0 }).quality_level,
    ).toBe('low');
  });

  it('rejects a use case that says almost nothing, whatever it names', () => {
    const thin = reviewUseCase({ ...rich, descriptionText: 'Use AI.' });
    expect(thin.quality_level).toBe('reject');
    expect(thin.reasons[0]).toBe('Description too short (7 characters).');
  });
});

describe("the LLM's verdict", () => {
  it('counts only one allowed verdict as an answer', () => {
    const allowed = ['high', 'medium', 'low', 'reject'];
    expect(verdictIn(' "High". ', allowed)).toBe('high');
    expect(verdictIn('high or medium', allowed)).toBeNull();
    expect(verdictIn('excellent', allowed)).toBeNull();
  });
});
