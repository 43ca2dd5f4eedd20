/**
 * The content forms (spec part 2 section 5): resources, posts and newsletters, career tips,
 * use cases and AI tools. Each payload is what POST and PATCH take; each `*Errors` function
 * is the one rule set the form shows under its fields and the server answers as a 400.
 * Files are uploaded first (POST /api/v1/file-upload/ purpose attachment or picture) and
 * sent as ids.
 */
import * as v from 'valibot';
import { BUSINESS_VALUES, COMPLEXITIES, INNOVATION_CATEGORIES, PostType, ResourceType, SecurityLevel } from './content';
import { Id, IdArray } from './ids';
import { pastTense } from './messages';
import { countWords } from './profile-rules';

export const CONTENT_LIMITS = {
  descriptionChars: 4000,
  resourceFiles: 7,
  topics: 7,
  useCaseWords: 500,
  categories: 3,
  jobFunctions: 3,
  aiToolLogoBytes: 5 * 1024 * 1024,
  titleChars: 200,
} as const;

export const CONTENT_FORM_MESSAGES = {
  required: 'Required',
  maxFiles: `Maximum ${CONTENT_LIMITS.resourceFiles} files`,
  maxTopics: 'Maximum 7 topics',
  maxWords: 'Maximum 500 words',
  maxCategories: 'Maximum 3 categories',
  maxJobFunctions: 'Maximum 3 job functions',
  maxImage: 'Maximum 1 image',
  maxDocument: 'Maximum 1 document',
  maxChars: `Maximum of ${CONTENT_LIMITS.descriptionChars} characters`,
  logoTooLarge: 'The logo must be an image under 5 MB.',
  imageOnly: 'Upload a PNG, JPEG, WebP or GIF image.',
  pdfOnly: 'Upload a PDF document.',
  invalidUrl: 'Enter a valid address starting with http:// or https://',
  unsavedChanges: 'You have unsaved changes. Close without saving?',
} as const;

const Ids = IdArray;
const FileId = v.nullable(Id);
const Str = v.string();

export const ResourceFormPayload = v.object({
  title: Str,
  content: Str,
  group: v.nullable(Id),
  type: ResourceType,
  security_level: SecurityLevel,
  publish_to_khub: v.boolean(),
  is_premium: v.boolean(),
  /** Uploaded file ids (at most 7). */
  files: Ids,
  thumbnail_image: FileId,
  topics: Ids,
  topic_area: v.nullable(Id),
  career_stages: Ids,
  country: v.nullable(Str),
  source: v.nullable(Str),
});
export type ResourceFormPayload = v.InferOutput<typeof ResourceFormPayload>;

export const PostFormPayload = v.object({
  title: Str,
  content: Str,
  group: v.nullable(Id),
  types: PostType,
  security_level: SecurityLevel,
  send_email: v.boolean(),
  files: Ids,
});
export type PostFormPayload = v.InferOutput<typeof PostFormPayload>;

export const CareerTipFormPayload = v.object({
  title: Str,
  content: Str,
  group: v.nullable(Id),
});
export type CareerTipFormPayload = v.InferOutput<typeof CareerTipFormPayload>;

export const UseCaseFormPayload = v.object({
  title: Str,
  description: Str,
  reason: Str,
  group: v.nullable(Id),
  ai_tools: Ids,
  business_value: v.nullable(v.picklist(BUSINESS_VALUES)),
  complexity: v.nullable(v.picklist(COMPLEXITIES)),
  innovation_category: v.nullable(v.picklist(INNOVATION_CATEGORIES)),
  thumbnail_image: FileId,
  document: FileId,
  video_link: v.nullable(Str),
  /** Topic ids; a new topic is created first by POST /api/v1/topics/ (name). */
  topics: Ids,
  categories: Ids,
  job_functions: Ids,
  /** Staff-only fields (ignored from anyone else). */
  topic_area: v.nullable(Id),
  career_stages: Ids,
  professional_fields: Ids,
  /** Update only: the circle of the training panel (leaders and administrators). */
  default_group: v.optional(v.nullable(Id)),
});
export type UseCaseFormPayload = v.InferOutput<typeof UseCaseFormPayload>;

export const AiToolFormPayload = v.object({
  name: Str,
  description: Str,
  group: v.nullable(Id),
  categories: Ids,
  logo: FileId,
  website: v.nullable(Str),
  roles: Ids,
});
export type AiToolFormPayload = v.InferOutput<typeof AiToolFormPayload>;

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** Rich text with no words (e.g. "<p></p>") counts as empty. */
const blankText = (value: string) => value.replace(/<[^>]*>/g, '').trim() === '';
const isUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value.trim());

export function resourceFormErrors(
  form: ResourceFormPayload,
  options: { isContribution: boolean },
): FormErrors<ResourceFormPayload> {
  const errors: FormErrors<ResourceFormPayload> = {};
  if (form.title.trim() === '') errors.title = CONTENT_FORM_MESSAGES.required;
  if (blankText(form.content)) errors.content = CONTENT_FORM_MESSAGES.required;
  if (form.files.length > CONTENT_LIMITS.resourceFiles) errors.files = CONTENT_FORM_MESSAGES.maxFiles;
  if (form.topics.length > CONTENT_LIMITS.topics) errors.topics = CONTENT_FORM_MESSAGES.maxTopics;
  if (form.source && !isUrl(form.source)) errors.source = CONTENT_FORM_MESSAGES.invalidUrl;
  if (options.isContribution) {
    if (form.group === null) errors.group = CONTENT_FORM_MESSAGES.required;
    if (form.topics.length === 0) errors.topics ??= CONTENT_FORM_MESSAGES.required;
    if (form.topic_area === null) errors.topic_area = CONTENT_FORM_MESSAGES.required;
    if (form.career_stages.length === 0) errors.career_stages = CONTENT_FORM_MESSAGES.required;
  }
  return errors;
}

export function postFormErrors(form: PostFormPayload): FormErrors<PostFormPayload> {
  const errors: FormErrors<PostFormPayload> = {};
  if (form.title.trim() === '') errors.title = CONTENT_FORM_MESSAGES.required;
  if (blankText(form.content)) errors.content = CONTENT_FORM_MESSAGES.required;
  if (form.files.length > CONTENT_LIMITS.resourceFiles) errors.files = CONTENT_FORM_MESSAGES.maxFiles;
  return errors;
}

export function careerTipFormErrors(form: CareerTipFormPayload): FormErrors<CareerTipFormPayload> {
  const errors: FormErrors<CareerTipFormPayload> = {};
  if (form.title.trim() === '') errors.title = CONTENT_FORM_MESSAGES.required;
  if (blankText(form.content)) errors.content = CONTENT_FORM_MESSAGES.required;
  return errors;
}

export function useCaseFormErrors(form: UseCaseFormPayload): FormErrors<UseCaseFormPayload> {
  const errors: FormErrors<UseCaseFormPayload> = {};
  if (form.title.trim() === '') errors.title = CONTENT_FORM_MESSAGES.required;
  if (blankText(form.description)) errors.description = CONTENT_FORM_MESSAGES.required;
  else if (countWords(form.description) > CONTENT_LIMITS.useCaseWords)
    errors.description = CONTENT_FORM_MESSAGES.maxWords;
  if (countWords(form.reason) > CONTENT_LIMITS.useCaseWords) errors.reason = CONTENT_FORM_MESSAGES.maxWords;
  if (form.group === null) errors.group = CONTENT_FORM_MESSAGES.required;
  if (form.business_value === null) errors.business_value = CONTENT_FORM_MESSAGES.required;
  if (form.complexity === null) errors.complexity = CONTENT_FORM_MESSAGES.required;
  if (form.innovation_category === null) errors.innovation_category = CONTENT_FORM_MESSAGES.required;
  if (form.topics.length > CONTENT_LIMITS.topics) errors.topics = CONTENT_FORM_MESSAGES.maxTopics;
  if (form.categories.length > CONTENT_LIMITS.categories) errors.categories = CONTENT_FORM_MESSAGES.maxCategories;
  if (form.job_functions.length > CONTENT_LIMITS.jobFunctions)
    errors.job_functions = CONTENT_FORM_MESSAGES.maxJobFunctions;
  return errors;
}

export function aiToolFormErrors(form: AiToolFormPayload): FormErrors<AiToolFormPayload> {
  const errors: FormErrors<AiToolFormPayload> = {};
  if (form.name.trim() === '') errors.name = CONTENT_FORM_MESSAGES.required;
  if (blankText(form.description)) errors.description = CONTENT_FORM_MESSAGES.required;
  if (form.group === null) errors.group = CONTENT_FORM_MESSAGES.required;
  if (form.categories.length > CONTENT_LIMITS.categories) errors.categories = CONTENT_FORM_MESSAGES.maxCategories;
  if (form.website && !isUrl(form.website)) errors.website = CONTENT_FORM_MESSAGES.invalidUrl;
  return errors;
}

/** Messages of the content catalogue (spec part 2 section 8). */
export const CONTENT_MESSAGES = {
  couldNotSubmit: 'Could not submit your request',
  couldNotUpdate: 'Could not update your request',
  couldNotCreatePost: 'Could not create post',
  couldNotDelete: 'Could not delete at this moment',
  couldNotPerform: 'Could not perform action',
  postCreated: 'Post created successfully',
  newsletterSubmitted: 'Newsletter submitted successfully',
  resourceSubmitted: 'Thank you for submitting a resource',
  postDeleted: 'Your post has been successfully deleted',
  useCaseSubmitted: 'Thank you for submitting a use case',
  useCaseUpdated: 'Use case updated successfully',
  savedItem: 'Successfully created or edited',
  resourceModerated: (action: 'approve' | 'reject') => `Resource ${pastTense(action)} successfully`,
  /** AI tools and use cases: the catalogue's "Successfully approved or rejected", saying which. */
  moderated: (action: 'approve' | 'reject') => `Successfully ${pastTense(action)}`,
  failedToModerate: (action: 'approve' | 'reject', what: 'resource' | 'AI Tool' | 'use case') =>
    `Failed to ${action} ${what}`,
  noResources: 'No resources found',
  noPrompts: 'No prompts found',
  noUseCases: 'No use cases found',
  noAiTools: 'No AI tools found',
  noPosts: 'No posts found',
  noCareerTips: 'No career tips found',
  noCircleUseCases: 'No use cases available for this circle.',
  aiToolNotFound: 'Sorry, the page you are looking for does not exist.',
  contentNotFound: "It seems like the page you're looking for doesn't exist or the path is incorrect.",
  contributed: 'Contributed',
  signInToUpgrade: 'Sign In to Upgrade',
  premiumLocked: 'This resource is for premium members. Upgrade your membership to read it.',
  /** A post, resource or use case the caller may not change. */
  notAllowed: 'You do not have permission to perform this action.',
  /** Saved for offline (our words: the spec has no offline catalogue). */
  savedOffline: 'Saved for offline reading',
  removedOffline: 'Removed from offline reading',
  queuedSubmission: "You're offline. Your submission is saved and will be sent when you're back online.",
  linkPreviewFailed: 'Could not load a preview of this link.',
} as const;
