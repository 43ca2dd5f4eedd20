/**
 * The two tracks of the home dashboard (spec part 1 section 2, Home dashboard), four
 * numbered steps each. The readiness assessment and the interest explorer open their agents'
 * wizards (/careergps/{slug}).
 */
import type { FocusArea } from '../../../../contract';

export type TrackId = 'learn_ai_skills' | 'career_development';

export interface TrackStep {
  title: string;
  description: string;
  /** Where the step's link goes; absent for the focus areas step (it opens a dialog). */
  to?: string;
  search?: Record<string, string>;
  action: string;
}

export interface Track {
  id: TrackId;
  label: string;
  steps: TrackStep[];
}

const CAREER_AGENTS = { agent_type: 'career_assistant' };

const circlesStep: TrackStep = {
  title: 'Join a circle',
  description: 'Learn with peers and mentors in a career circle.',
  to: '/circles',
  action: 'Browse circles',
};
const agentsStep: TrackStep = {
  title: 'Work with career agents',
  description: 'Plan your next move with AI career agents that know your profile.',
  to: '/careergps',
  search: CAREER_AGENTS,
  action: 'Open career agents',
};

export const TRACKS: Record<TrackId, Track> = {
  learn_ai_skills: {
    id: 'learn_ai_skills',
    label: 'Learn AI skills',
    steps: [
      {
        title: 'Take the AI readiness assessment',
        description: 'Find out where you stand with AI and what to learn first.',
        to: '/careergps/ai-readiness-assessment',
        action: 'Start the assessment',
      },
      {
        title: 'Explore AI use cases',
        description: 'See how AI is used in your field, step by step.',
        to: '/usecases',
        action: 'See use cases',
      },
      circlesStep,
      agentsStep,
    ],
  },
  career_development: {
    id: 'career_development',
    label: 'Career development',
    steps: [
      {
        title: 'Explore your interests',
        description: 'The interest explorer agent helps you find careers that fit you.',
        to: '/careergps/interest-explorer',
        action: 'Open the interest explorer',
      },
      {
        title: 'Choose your focus areas',
        description: 'Pick the topic areas you care about to get matching resources.',
        action: 'Choose focus areas',
      },
      circlesStep,
      agentsStep,
    ],
  },
};

/** Career development leads when it is the saved focus; learning AI skills leads otherwise (both or unset). */
export function trackOrder(focus: FocusArea | null | undefined): Track[] {
  return focus === 'career_development'
    ? [TRACKS.career_development, TRACKS.learn_ai_skills]
    : [TRACKS.learn_ai_skills, TRACKS.career_development];
}
