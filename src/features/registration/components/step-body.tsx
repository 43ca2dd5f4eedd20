/** The form of one step, chosen by its id. */
import type { StepId } from '../../../../contract';
import type { StepProps } from './step-props';
import { AiExperienceStep } from './steps/ai-experience-step';
import { CareerInfoStep } from './steps/career-info-step';
import { CountryStep } from './steps/country-step';
import { CurrentRoleStep } from './steps/current-role-step';
import { OrganizationStep } from './steps/organization-step';
import { PersonalStep } from './steps/personal-step';
import { SkillsTopicsStep } from './steps/skills-topics-step';
import { SocialStep } from './steps/social-step';
import { UniversityStep } from './steps/university-step';

export function StepBody({ step, ...props }: StepProps & { step: StepId }) {
  switch (step) {
    case 'personal':
      return <PersonalStep {...props} />;
    case 'skills_topics':
      return <SkillsTopicsStep {...props} />;
    case 'social':
      return <SocialStep {...props} />;
    case 'current_role':
      return <CurrentRoleStep {...props} />;
    case 'career_info':
      return <CareerInfoStep {...props} />;
    case 'ai_experience':
      return <AiExperienceStep {...props} />;
    case 'organization':
      return <OrganizationStep />;
    case 'university':
      return <UniversityStep {...props} />;
    case 'country':
      return <CountryStep {...props} />;
    case 'almost_complete':
      return <p>Finish to save your profile and start exploring. You can edit everything later from your profile.</p>;
  }
}
