/**
 * Profiles (spec part 1 section 3): the member's own profile, the public view of anyone's,
 * extra_info and the group profile, with the constants and messages of part 1 sections 5
 * and 9. The PATCH payload and its rules live in profile-rules.ts.
 */
import * as v from 'valibot';
import { Named } from './ids';
import { Skill } from './jobs';

export const PROFILE_MESSAGES = {
  maxSkills: 'Maximum 7 skills',
  maxTopics: 'Maximum 7 topics',
  max50Characters: 'Maximum 50 characters',
  max30Characters: 'Maximum 30 characters',
  max400Words: 'Maximum 400 words',
  max500Characters: 'Maximum 500 characters',
  max200Words: 'Maximum 200 words',
  missingInformation: 'We are missing important information in your profile. Please review and complete the following:',
  almostComplete: 'Your profile is almost complete!',
  uploadTooLarge: 'Maximum size exceed (max 10MB allowed)',
  resumeTooLarge: 'File size exceeds the limit of 10MB',
  resumeNotPdf: 'Unsupported file format. Please upload PDF',
  enterLinkedinUrl: 'Please enter linkedin url',
  uploadResume: 'Please upload a resume',
  resumeUploaded: 'Successfully uploaded resume',
  informationUpdated: 'Successfully updated information',
  couldNotFollow: 'Could not follow or unfollow',
  couldNotCompleteRequest: 'Could not complete request',
  noInfluencers: 'No influential people found',
  noCircleLeaders: 'No circle leaders found',
  notSureOfField: 'I am not sure about my field of interest yet',
  dreamTitle: 'Your Dream Title',
  dreamOrganization: 'Your Dream Organization',
  tryCareerGps: 'Try CareerGPS',
  needsConnection: 'Searching people who are not stored on this device needs a connection.',
} as const;

export const careerAdviceMaxMessage = (limit: number) => `Maximum of ${limit} characters`;
export const listMaxMessage = (max: number) => `You can only add up to ${max} items`;

/** career_advice limit: the spec does not show it; ours. */
export const CAREER_ADVICE_MAX_CHARS = 2000;
export const MAX_SKILLS = 7;
export const MAX_TOPICS = 7;
export const MULTI_SELECT_MAX = 7;
export const RICH_TEXT_MAX_WORDS = 400;
export const ADDITIONAL_INFO_MAX_WORDS = 200;
export const SPECIFIC_NEEDS_MAX_CHARS = 500;
/** The 'other' text of career goals and field of interest: checked over 30, message says 50 (spec part 1 section 5). */
export const OTHER_TEXT_CHECK_CHARS = 30;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const SEARCH_DELAY_MS = 500;
export const CONNECTIONS_PAGE_SIZE = 12;
export const INFLUENCERS_PAGE_SIZE = 16;
export const CIRCLE_LEADERS_PAGE_SIZE = 9;
export const REGISTRATION_ESTIMATE_SECONDS = { linkedin: 10, resume: 15, form: 30 } as const;

export const SOCIAL_KINDS = [
  { key: 'social_linkedin', label: 'LinkedIn' },
  { key: 'social_twitter', label: 'Twitter' },
  { key: 'social_google_scholar', label: 'Google Scholar' },
  { key: 'social_research_gate', label: 'ResearchGate' },
  { key: 'social_orcid', label: 'ORCID' },
  { key: 'social_facebook', label: 'Facebook' },
] as const;
export type SocialKey = (typeof SOCIAL_KINDS)[number]['key'];

export const AI_LEVELS = [
  { id: 0, label: 'Not Set' },
  { id: 1, label: 'Beginner' },
  { id: 2, label: 'Intermediate' },
  { id: 3, label: 'Advanced' },
  { id: 4, label: 'Expert' },
  { id: 5, label: 'Researcher/Thought Leader' },
] as const;

export const CERTIFICATION_LEVELS = [
  { id: 1, label: 'Basic' },
  { id: 2, label: 'Intermediate' },
  { id: 3, label: 'Advanced' },
] as const;

/** Graduation years offered for batch and uni_batch: 2045 to 2081 as spec part 1 section 3 lists them. */
export const GRADUATION_YEARS: readonly number[] = Array.from({ length: 2081 - 2045 + 1 }, (_, i) => 2045 + i);

/** The nine sections a resume or LinkedIn import may fill, all selected by default (part 1 section 4). */
export const IMPORT_SECTIONS = [
  { key: 'work_experience', label: 'Work experience' },
  { key: 'education', label: 'Education' },
  { key: 'title', label: 'Title' },
  { key: 'country', label: 'Country' },
  { key: 'languages', label: 'Languages' },
  { key: 'skills', label: 'Skills' },
  { key: 'topics', label: 'Topics' },
  { key: 'short_bio', label: 'Short bio' },
  { key: 'career_story', label: 'Career story' },
] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number]['key'];

export const Topic = v.object({ id: v.number(), name: v.string(), topic_area: v.nullable(v.number()) });
export type Topic = v.InferOutput<typeof Topic>;
export const TopicArea = Named;
export type TopicArea = v.InferOutput<typeof TopicArea>;

/** Uploaded file (part 1 section 3): what POST /api/v1/file-upload/ answers. */
export const UploadedFile = v.object({
  id: v.number(),
  file: v.string(),
  mime_type: v.string(),
  thumbnail_image: v.nullable(v.string()),
  name: v.string(),
  size: v.number(),
});
export type UploadedFile = v.InferOutput<typeof UploadedFile>;

export const GroupRef = v.object({ id: v.number(), name: v.string(), name_slug: v.string() });
export type GroupRef = v.InferOutput<typeof GroupRef>;

/** extra_info (part 1 section 3); the *_other fields are the free texts of the 'other' (id 0) choice. */
export const ExtraInfo = v.object({
  career_stage: v.nullable(v.number()),
  reason_to_join: v.array(v.number()),
  professional_field: v.nullable(v.number()),
  country_of_origin: v.nullable(v.string()),
  department: v.nullable(v.number()),
  college: v.nullable(v.number()),
  affiliation: v.nullable(v.string()),
  uni_batch: v.nullable(v.number()),
  career_stage_other: v.nullable(v.string()),
  reason_to_join_other: v.nullable(v.string()),
  professional_field_other: v.nullable(v.string()),
  /** AI Experience step: level 0-5 and the member's goal. */
  ai_level: v.nullable(v.number()),
  goal: v.nullable(v.picklist(['learn_ai_skills', 'career_development', 'both'])),
  /** 'I am not sure about my field of interest yet'. */
  is_field_unsure: v.boolean(),
});
export type ExtraInfo = v.InferOutput<typeof ExtraInfo>;

/** extra_info of a profile nobody has filled in yet. */
export const EMPTY_EXTRA_INFO: ExtraInfo = {
  career_stage: null,
  reason_to_join: [],
  professional_field: null,
  country_of_origin: null,
  department: null,
  college: null,
  affiliation: null,
  uni_batch: null,
  career_stage_other: null,
  reason_to_join_other: null,
  professional_field_other: null,
  ai_level: null,
  goal: null,
  is_field_unsure: false,
};

/** Group profile (part 1 section 3): the member's profile within the tenant's default organization. */
export const GroupProfile = v.object({
  current_role: v.nullable(v.number()),
  career_stage: v.nullable(v.number()),
  reason_to_join: v.array(v.number()),
  job_function: v.nullable(v.number()),
  interested_services: v.array(v.number()),
  specific_needs: v.string(),
  additional_career_information: v.string(),
  is_certified: v.boolean(),
});
export type GroupProfile = v.InferOutput<typeof GroupProfile>;

export const LeadershipCertification = v.object({ level: v.number(), certified_at: v.string() });

/** Fields every profile view carries. */
const ProfileCore = {
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  title: v.string(),
  short_bio: v.string(),
  career_story: v.string(),
  career_advice: v.string(),
  country: v.nullable(v.string()),
  location: v.nullable(v.string()),
  prefered_language: v.nullable(v.string()),
  professional_field: v.nullable(v.number()),
  institution: v.nullable(v.number()),
  institution_detailed: v.nullable(GroupRef),
  batch: v.nullable(v.number()),
  skills: v.array(v.number()),
  topics: v.array(v.number()),
  skills_detailed: v.array(Skill),
  topics_detailed: v.array(Topic),
  social_linkedin: v.nullable(v.string()),
  social_twitter: v.nullable(v.string()),
  social_facebook: v.nullable(v.string()),
  social_google_scholar: v.nullable(v.string()),
  social_research_gate: v.nullable(v.string()),
  social_orcid: v.nullable(v.string()),
  picture: v.nullable(v.string()),
  name_slug: v.string(),
  completion_percent: v.number(),
  video: v.nullable(UploadedFile),
  calendy_url: v.nullable(v.string()),
  leadership_certification_details: v.nullable(LeadershipCertification),
  extra_info: ExtraInfo,
  is_influencer: v.boolean(),
  updated_at: v.string(),
};

/** GET/PATCH /api/v1/profile/: the member's own profile. */
export const Profile = v.object({
  ...ProfileCore,
  resume: v.nullable(UploadedFile),
  alternate_email: v.nullable(v.string()),
  is_alternate_email_verified: v.boolean(),
  group_profile: GroupProfile,
  /** Set once the registration flow finished (Finish); the guard then stops sending the member there. */
  registration_completed_at: v.nullable(v.string()),
});
export type Profile = v.InferOutput<typeof Profile>;
