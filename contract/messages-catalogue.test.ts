/**
 * The spec's message catalogue (part 2 sections 4, 5 and 8; part 1 sections 2, 4 and 5)
 * copied here word for word, checked against every message constant the contract exports
 * (`*_MESSAGES` objects, templates filled with the spec's own placeholders). The spec
 * files are not in the repository, so the list is a literal copy.
 */
import { describe, expect, it } from 'vitest';
import * as contract from './index';

/** Part 2 section 8, row by row, then its not-found, success and empty-state lines. */
const PART_2_CATALOGUE = [
  // Join, Leave, Follow
  'Could not join {type}',
  'Could not leave {type}',
  'Could not leave',
  'Could not follow or unfollow',
  'Could not complete request',
  // Members
  'Could not fetch members',
  'Could not search members',
  'Could not {action} member',
  'Could not remove user',
  'Could not add as {role}',
  'Could not {action} members',
  // Bulk (section 6 gives the permission text with its full stop)
  'Please select an action to perform',
  'Please select at least one member to proceed',
  'You do not have permission to manage members.',
  // Invitations
  'Could not send invitation',
  'Could not invite users',
  'Could not send invitation.',
  // Logo, cover, circle types, download, post, questions, classroom, donation
  'Could not update logo',
  'Could not update cover image',
  'Could not fetch circle types',
  'Could not download group members',
  'Could not submit your request',
  'Could not create post',
  'Could not delete at this moment',
  'Failed to add questions',
  'Failed to sync or load google classroom resources',
  'Could not proceed your request',
  // Job
  'Could not apply to Job',
  'Could not fetch recommended applicants',
  // Generic
  'Something went wrong',
  'Could not complete a request',
  'Could not perform action',
  'Could not perform your request',
  // Use case, metrics
  'Could not update your request',
  'Failed to fetch metrics',
  // Moderation
  'Failed to {action} resource',
  'Failed to {action} AI Tool',
  'Failed to {action} use case',
  // Members (admin), agent, payment-related, full group
  'Could not send verification follow-up email',
  'Failed to rerun agent: {message}',
  'Failed to rerun agent: Unknown error',
  'Could not verify your card',
  'Failed to generate membership card. Try again later.',
  'Sorry, maximum members limit already reached. You can still apply to join. Your request will be put in a wait list.',
  // Not found
  "It seems like the job you're looking for doesn't exist or the path is incorrect...",
  "It seems like the organization you're looking for doesn't exist or the path is incorrect...",
  'Sorry, the page you are looking for does not exist.',
  // Success
  'Successfully created or edited',
  'Invitation sent successfully',
  'Post created successfully',
  'Newsletter submitted successfully',
  'Thank you for submitting a resource',
  'Your post has been successfully deleted',
  'Successfully applied to joined {type}',
  'Successfully left {type}',
  'Successfully updated cover image',
  'Successfully uploaded resume',
  'Successfully updated information',
  'Successfully accepted invitation',
  'Successfully rejected invitation',
  'Successfully {action}ed',
  'Thank you for submitting a use case',
  'Use case updated successfully',
  'Resource approved successfully',
  'Resource rejected successfully',
  'Successfully approved',
  'Successfully rejected',
  'Member removed successfully',
  'Members {action}ed successfully',
  'Invitation sent successfully.',
  'Verification follow-up email sent successfully',
  'Agent rerun successfully.',
  'Your application has been submitted successfully.',
  'Email sent successfully',
  // Empty states
  'No jobs found.',
  'No applicants here',
  'No use cases available for this circle.',
  'No circles found',
  'No events found',
  'No resources found',
  'No use cases found',
  'No AI tools found',
  'No circle leaders found',
  'No members found',
  'No prompts found',
  'No influential people found',
  'No reports found. Take CareerGPS to view report.',
] as const;

/** Part 2 sections 4 and 5: payment, form and application messages. */
const PART_2_RULES = [
  'Your request has been accepted. You can now proceed to pay.',
  'Thank you for submitting request. You can proceed to pay once admin accepts your request.',
  'Required',
  'Maximum of 4000 characters',
  'Postive number only',
  'Maximum 7 topics',
  'Please enter question',
  'Please select field type',
  'Please enter a valid email address',
  'Email already added',
  'Please upload your resume to proceed with the application.',
  'Your resume has been uploaded. You may now apply for this job.',
  'Maximum 500 words',
  'Maximum 1 image',
  'Maximum 1 document',
  'Specify the reason',
  'No users selected for follow-up email.',
  'Organization ID is missing.',
  'Please correct above errors',
  'Please correct the errors below',
  'Application under Review',
] as const;

/** Part 1: pages, the preferences wizard and the validation rules of section 5. */
const PART_1_CATALOGUE = [
  'Oops! 404 - Page Not Found',
  'Something went wrong!',
  'Preferences updated successfully! Your portal will now reflect these changes.',
  'Please enter an email',
  'Invalid email address',
  'First name must be at least 1 characters',
  'Password must be at least 8 characters',
  'Passwords do not match',
  'Please enter a password',
  'Maximum 7 skills',
  'Maximum 50 characters',
  'Maximum 30 characters',
  'Maximum 400 words',
  'Maximum 500 characters',
  'Maximum 200 words',
  'You can only add up to {max} items',
  'Maximum size exceed (max 10MB allowed)',
  'File size exceeds the limit of 10MB',
  'Unsupported file format. Please upload PDF',
  'Please enter linkedin url',
  'Please upload a resume',
  'LinkedIn URL is required',
  'Resume file is required',
  'You can only select up to 5 users',
  'You cannot select more than 5 agent reports',
  'Please fill up both title and description',
  'No notifications to show',
  'Sorry, You do not have access to use this feature',
] as const;

/** Arguments a template is filled with: the spec's placeholders, then the values it names. */
const SAMPLES = [
  '{type}',
  '{action}',
  '{role}',
  '{message}',
  '{max}',
  '{limit}',
  null,
  'approve',
  'reject',
  'accept',
  'resource',
  'AI Tool',
  'use case',
  4000,
  500,
  7,
  3,
  1,
] as const;

function* fill(template: (...args: unknown[]) => unknown): Generator<string> {
  const pairs = template.length < 2 ? SAMPLES.map((a) => [a]) : SAMPLES.flatMap((a) => SAMPLES.map((b) => [a, b]));
  for (const args of pairs) {
    let text: unknown;
    try {
      text = template(...args);
    } catch {
      // A helper that is not a message template (it wants other arguments) says nothing.
    }
    if (typeof text === 'string') yield text;
  }
}

function* messagesIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (typeof value === 'function') yield* fill(value as (...args: unknown[]) => unknown);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* messagesIn(item);
}

const catalogues = Object.entries(contract).filter(([name]) => /MESSAGES$|Message$/.test(name));
const contractMessages = new Set(catalogues.flatMap(([, value]) => [...messagesIn(value)]));

describe('the contract speaks the spec catalogue', () => {
  it('exports its messages in catalogues', () => {
    expect(catalogues.length).toBeGreaterThan(10);
  });

  it.each([...PART_2_CATALOGUE, ...PART_2_RULES, ...PART_1_CATALOGUE])('has "%s" verbatim', (message) => {
    expect(contractMessages).toContain(message);
  });

  it('says approved or rejected, never a misspelt past tense', () => {
    const misspelt = [...contractMessages].filter((text) =>
      /\b(approveed|approvedd|rejectd|rejecteded|acceptd|accepteded|removeed|updateed|deleteed)\b/i.test(text),
    );
    expect(misspelt).toEqual([]);
  });
});
