/**
 * The report's target roles as cards: the fit score as a ring (green above the spec's 60,
 * amber otherwise), the member's own skills that match, the skills still missing, and why.
 */
import type { TargetRole } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Badge } from '../../ui/badge';
import { pairGrid } from '../../ui/card-styles';
import { surfaceCardStyle } from '../../ui/surface';
import { scorePercent, scoreTone } from './labels';
import { sectionHeadingStyle, sectionStyle } from './styles';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const ringStyle = css({
  flexShrink: '0',
  '&[data-tone=green]': { color: 'green.700' },
  '&[data-tone=amber]': { color: 'amber.600' },
});

function ScoreRing({ score }: { score: number }) {
  const percent = scorePercent(score);
  return (
    <svg
      width="56"
      height="56"
      viewBox="0 0 56 56"
      aria-hidden="true"
      data-tone={scoreTone(score)}
      className={ringStyle}
    >
      <circle cx="28" cy="28" r={RADIUS} fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="6" />
      <circle
        cx="28"
        cy="28"
        r={RADIUS}
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray={`${(CIRCUMFERENCE * percent) / 100} ${CIRCUMFERENCE}`}
        transform="rotate(-90 28 28)"
      />
      <text x="28" y="33" textAnchor="middle" fontSize="14" fontWeight="600" fill="currentColor">
        {percent}
      </text>
    </svg>
  );
}

function SkillChips({ label, skills, tone }: { label: string; skills: string[]; tone: 'brand' | 'neutral' }) {
  if (skills.length === 0) return null;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</span>
      <ul aria-label={label} className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
        {skills.map((skill) => (
          <li key={skill}>
            <Badge tone={tone}>{skill}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RoleCard({ role }: { role: TargetRole }) {
  const percent = scorePercent(role.fit_score);
  return (
    <li className={surfaceCardStyle}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <ScoreRing score={role.fit_score} />
        <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
          <h3 className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{role.title}</h3>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>Fit score {percent}%</span>
        </div>
      </div>
      {role.description ? <p className={css({ fontSize: 'sm' })}>{role.description}</p> : null}
      <SkillChips label="Skills you have" skills={role.matched_skills} tone="brand" />
      <SkillChips label="Skills to build" skills={role.missing_skills} tone="neutral" />
      {role.reason ? <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{role.reason}</p> : null}
    </li>
  );
}

export function TargetRoles({ roles }: { roles: TargetRole[] }) {
  if (roles.length === 0) return null;
  return (
    <section aria-labelledby="report-target-roles" className={sectionStyle}>
      <h2 id="report-target-roles" className={sectionHeadingStyle}>
        Target roles
      </h2>
      <ul className={pairGrid}>
        {roles.map((role) => (
          <RoleCard key={role.slug} role={role} />
        ))}
      </ul>
    </section>
  );
}
