/**
 * Rows to the contract's profile shapes. Names, title, country and location live on
 * `users`, the rest on `profiles`; a missing profile row reads as the defaults.
 */
import type { CareerEntry } from '../../contract/career';
import { MEDIA_UPLOADS_PREFIX } from '../../contract/imports';
/** A skill as the contract shows it (contract/jobs Skill). */
export type Skill = { id: number; name: string };

import type { GroupRef, Profile, Topic, UploadedFile } from '../../contract/profile';
import { profileCompletionPercent } from '../../contract/profile-completion';
import type { UserRow } from '../db/schema';
import { type CareerEntryRow, EMPTY_EXTRA_INFO, type ProfileRow, type UploadRow } from './schema';

/** A member's shown name: the full name, or the e-mail when both names are blank. */
export const displayName = (user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Public URL of a stored upload (served at /media/uploads/{key}). */
export const mediaUrl = (key: string) => `${MEDIA_UPLOADS_PREFIX}${key}`;

/** The URL of an upload that may be missing (no picture, no logo yet): null then. */
export const mediaUrlOrNull = (key: string | null) => (key ? mediaUrl(key) : null);

/** What of an upload row the API shows. */
export type UploadedFileRow = Pick<UploadRow, 'id' | 'key' | 'mimeType' | 'thumbnailKey' | 'name' | 'size'>;

export function toUploadedFile(row: UploadedFileRow): UploadedFile {
  return {
    id: row.id,
    file: mediaUrl(row.key),
    mime_type: row.mimeType,
    thumbnail_image: mediaUrlOrNull(row.thumbnailKey),
    name: row.name,
    size: row.size,
  };
}

/** A profile row with every default, for users who never saved one. */
export function defaultProfileRow(user: Pick<UserRow, 'id' | 'tenantId' | 'createdAt'>): ProfileRow {
  return {
    userId: user.id,
    tenantId: user.tenantId,
    shortBio: '',
    careerStory: '',
    careerAdvice: '',
    preferedLanguage: null,
    professionalField: null,
    institutionId: null,
    batch: null,
    skills: [],
    topics: [],
    socialLinkedin: null,
    socialTwitter: null,
    socialFacebook: null,
    socialGoogleScholar: null,
    socialResearchGate: null,
    socialOrcid: null,
    pictureId: null,
    resumeId: null,
    videoId: null,
    calendyUrl: null,
    extraInfo: EMPTY_EXTRA_INFO,
    jobFunction: null,
    interestedServices: [],
    specificNeeds: '',
    additionalCareerInformation: '',
    isInfluencer: false,
    certificationLevel: null,
    certifiedAt: null,
    registrationCompletedAt: null,
    updatedAt: user.createdAt,
  };
}

/** What a profile view is built from, loaded by read.ts. */
export interface ProfileParts {
  user: UserRow;
  profile: ProfileRow;
  uploads: Map<number, UploadRow>;
  institution: GroupRef | null;
  skills: Map<number, Skill>;
  topics: Map<number, Topic>;
}

const pick = <T>(ids: readonly number[], byId: Map<number, T>) =>
  ids.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);

export function toProfile({ user, profile, uploads, institution, skills, topics }: ProfileParts): Profile {
  const upload = (id: number | null) => (id === null ? undefined : uploads.get(id));
  const picture = upload(profile.pictureId);
  const resume = upload(profile.resumeId);
  const video = upload(profile.videoId);
  const extra = { ...EMPTY_EXTRA_INFO, ...profile.extraInfo };
  const out: Profile = {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    title: user.title,
    short_bio: profile.shortBio,
    career_story: profile.careerStory,
    career_advice: profile.careerAdvice,
    country: user.country,
    location: user.location,
    prefered_language: profile.preferedLanguage,
    professional_field: profile.professionalField ?? extra.professional_field,
    institution: profile.institutionId,
    institution_detailed: institution,
    batch: profile.batch,
    skills: profile.skills,
    topics: profile.topics,
    skills_detailed: pick(profile.skills, skills),
    topics_detailed: pick(profile.topics, topics),
    social_linkedin: profile.socialLinkedin,
    social_twitter: profile.socialTwitter,
    social_facebook: profile.socialFacebook,
    social_google_scholar: profile.socialGoogleScholar,
    social_research_gate: profile.socialResearchGate,
    social_orcid: profile.socialOrcid,
    picture: picture ? mediaUrl(picture.key) : null,
    name_slug: user.nameSlug,
    completion_percent: 0,
    video: video ? toUploadedFile(video) : null,
    calendy_url: profile.calendyUrl,
    leadership_certification_details:
      profile.certificationLevel !== null
        ? {
            level: profile.certificationLevel,
            certified_at: (profile.certifiedAt ?? profile.updatedAt).toISOString(),
          }
        : null,
    extra_info: extra,
    is_influencer: profile.isInfluencer,
    updated_at: profile.updatedAt.toISOString(),
    resume: resume ? toUploadedFile(resume) : null,
    alternate_email: user.alternateEmail,
    is_alternate_email_verified: user.isAlternateEmailVerified,
    group_profile: {
      current_role: user.currentRole,
      career_stage: extra.career_stage,
      reason_to_join: extra.reason_to_join,
      job_function: profile.jobFunction,
      interested_services: profile.interestedServices,
      specific_needs: profile.specificNeeds,
      additional_career_information: profile.additionalCareerInformation,
      is_certified: profile.certificationLevel !== null,
    },
    registration_completed_at: profile.registrationCompletedAt?.toISOString() ?? null,
  };
  out.completion_percent = profileCompletionPercent(out);
  return out;
}

export function toCareerEntry(row: CareerEntryRow, group: GroupRef | null, skills: Map<number, Skill>): CareerEntry {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    group,
    skills: row.skills,
    skills_detailed: pick(row.skills, skills),
    is_currently_working: row.isCurrentlyWorking,
    start_date: row.startDate,
    end_date: row.endDate,
    updated_at: row.updatedAt.toISOString(),
  };
}
