/**
 * The career agents' messages, apart from agents.ts: the system agents' screens show two of
 * them, and a list of groups or use cases should not load the career agents' contract.
 */
export const AGENT_MESSAGES = {
  tryCareerGps: 'Try CareerGPS',
  noReports: 'No reports found. Take CareerGPS to view report.',
  signInToUpgrade: 'Sign In to Upgrade',
  signInForPremium: 'This is a premium agent. Sign in to use it.',
  premiumOnly: 'This agent is part of premium membership. Upgrade your membership to use it.',
  usageLimit:
    'You have used all {limit} agent reports of your membership this month. Upgrade your membership for more.',
  upgrade: 'Upgrade membership',
  notFound: 'This agent does not exist.',
  reportNotFound: 'This report does not exist.',
  staffOnly: 'Sorry, You do not have access to use this feature',
  linkedinRequired: 'LinkedIn URL is required',
  resumeRequired: 'Resume file is required',
  resumePdfOnly: 'Unsupported file format. Please upload PDF',
  profileThreshold:
    'Profile completion percent should be greater than {threshold}%. Complete your profile or upload your resume to proceed.',
  required: 'Required',
  selectOne: 'Please select at least one option',
  registrationActive: 'An account with this email already exists. Log in to continue.',
  registrationUsed: 'This email was used with CareerGPS before. Sign up to see your results.',
  signupPrompt: 'Sign up to get your personalised career report.',
  stepFailed: 'Could not complete this step.',
  retry: 'Retry',
  offline: "You're offline. Running an agent needs a connection.",
  runningFor: 'Running for {name}',
  promptSaved: 'Prompt saved',
  feedbackThanks: 'Thank you for your feedback',
  linkCopied: 'Link copied',
  /** Administrators' agent audits (Review Members, Review Use Cases). */
  agentRerun: 'Agent rerun successfully.',
  agentRerunFailed: (message: string | null) => `Failed to rerun agent: ${message ?? 'Unknown error'}`,
} as const;
