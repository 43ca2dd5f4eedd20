/**
 * The judgement of the member agents, from facts we hold (member-facts.ts) and nothing else:
 * Review Members (registration_approval) decides Authentic, Suspicious or Pending
 * Verification; the AI enthusiasm ranking classes the member. Every verdict carries the
 * reasons that led to it, worded for the administrator who reads them.
 */
import type { AiRanking, AiUserClass, MemberReview } from '../../contract/system-agents';

export interface MemberFacts {
  /** The membership judged (the response's content id). */
  membershipId: number;
  userId: number;
  isVerified: boolean;
  email: string;
  /** 0..100, as the member lists show it. */
  profileCompletion: number;
  institutionName: string | null;
  /** The domains the e-mail may match: the group's and the member's institution's, where set. */
  knownDomains: string[];
  /** Labels of the group's required join questions the member left blank. */
  unansweredRequired: string[];
  requiredCount: number;
  /** Text the member wrote about themselves: title, bio, skill names. */
  aboutText: string;
  /** Use cases and AI tools the member submitted. */
  contributions: number;
}

/** A profile at least this complete counts as complete. */
export const COMPLETE_PROFILE_PERCENT = 60;
/** Below this a profile is empty for the review. */
export const EMPTY_PROFILE_PERCENT = 25;

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export function reviewMember(facts: MemberFacts): MemberReview {
  const reasons: string[] = [];
  reasons.push(facts.isVerified ? 'E-mail address verified.' : 'E-mail address not verified.');
  const percent = facts.profileCompletion;
  if (percent >= COMPLETE_PROFILE_PERCENT) reasons.push(`Profile ${percent}% complete.`);
  else if (percent < EMPTY_PROFILE_PERCENT) reasons.push(`Profile nearly empty (${percent}% complete).`);
  else reasons.push(`Profile only ${percent}% complete.`);
  reasons.push(facts.institutionName ? `Institution set: ${facts.institutionName}.` : 'No institution set.');

  const domain = domainOf(facts.email);
  const known = facts.knownDomains.map((item) => item.toLowerCase());
  const domainMatches = known.includes(domain);
  if (domainMatches) reasons.push(`E-mail domain ${domain} matches the organization.`);
  else if (known.length > 0) reasons.push(`E-mail domain ${domain} does not match ${known.join(' or ')}.`);

  if (facts.unansweredRequired.length > 0) {
    reasons.push(`Required questions not answered: ${facts.unansweredRequired.join(', ')}.`);
  } else if (facts.requiredCount > 0) {
    reasons.push('Every required question answered.');
  }

  const isSuspicious = !facts.isVerified || percent < EMPTY_PROFILE_PERCENT || facts.unansweredRequired.length > 0;
  const isAuthentic =
    !isSuspicious &&
    percent >= COMPLETE_PROFILE_PERCENT &&
    (facts.institutionName !== null || domainMatches) &&
    (domainMatches || known.length === 0);
  return { decision: isSuspicious ? 'rejected' : isAuthentic ? 'accepted' : 'pending', reasons };
}

/** Words that show an interest in AI when a member uses them about themselves. */
const AI_WORDS = [
  'ai',
  'artificial intelligence',
  'machine learning',
  'ml',
  'deep learning',
  'data science',
  'llm',
  'gpt',
  'prompt',
  'generative',
  'nlp',
  'neural',
];

/** The AI words a text uses, whole words only ("maintain" is not "ai"). */
export function aiWordsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return AI_WORDS.filter((word) => new RegExp(`(^|[^a-z])${word}([^a-z]|$)`).test(lower));
}

export function rankAiUser(facts: MemberFacts): AiRanking {
  const words = aiWordsIn(facts.aboutText);
  const reasons: string[] = [
    words.length > 0 ? `Profile mentions ${words.join(', ')}.` : 'Profile does not mention AI.',
  ];
  if (facts.contributions > 0) reasons.push(`Contributed ${facts.contributions} use case(s) or AI tool(s).`);
  const signals = Math.min(words.length, 3) + facts.contributions * 2;
  const cls: AiUserClass = signals >= 3 ? 'enthusiast' : signals >= 1 ? 'explorer' : 'beginner';
  return { ai_user_class: cls, reasons };
}
