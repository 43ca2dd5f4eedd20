/** The jobs area's messages: the job board, a job's page, applying and the administrators' job screens. */
import { pastTense } from './messages';

export const JOB_MESSAGES = {
  couldNotApply: 'Could not apply to Job',
  couldNotFetchRecommended: 'Could not fetch recommended applicants',
  uploadResume: 'Please upload your resume to proceed with the application.',
  resumeUploaded: 'Your resume has been uploaded. You may now apply for this job.',
  resumeUploadedShort: 'Successfully uploaded resume',
  saved: 'Successfully created or edited',
  deleted: 'Successfully deleted',
  couldNotDelete: 'Could not delete at this moment',
  noApplicants: 'No applicants here',
  noJobs: 'No jobs found.',
  applied: 'Your application has been submitted.',
  unapplied: 'Your application has been withdrawn.',
  couldNotUnapply: 'Could not withdraw your application',
  /** Beside a disabled Apply until the member's profile is on the device. */
  applyAfterProfile: 'You can apply once your profile has loaded.',
  applicantDone: (action: 'accept' | 'reject') => `Successfully ${pastTense(action)}`,
  couldNotActOnApplicant: (action: string) => `Could not ${action} applicant`,
  /** Server reasons an application is refused (shown as the server message). */
  notPublished: 'This job is not published.',
  closed: 'This job is no longer accepting applications.',
  notOpenYet: 'Applications for this job have not opened yet.',
  alreadyApplied: 'You have already applied to this job.',
  notPending: 'Only a pending application can be changed.',
  notApplied: 'You have not applied to this job.',
  resumeRequired: 'Please upload your resume to proceed with the application.',
  certifiedOnly: 'Jobs can be created only by administrators of a certified organization.',
  noPermission: 'You do not have permission to manage this job.',
  expired: 'Expired',
  draft: 'Draft',
} as const;
