/**
 * The report's structured sections: skill gaps, the recommended portal items by kind (each a
 * link to its page with the reason it was picked) and the numbered next steps. Empty sections
 * are left out.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { GuidanceItem, NextStep, ReportSections, SkillGap } from '../../../contract';
import { css } from '../../../styled-system/css';
import { ITEM_SECTIONS } from './section-list';
import { mutedStyle, sectionHeadingStyle, sectionStyle } from './styles';

const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const linkStyle = css({ fontWeight: 'semibold', color: 'brand.solid', textDecoration: 'underline' });

/** A portal path through the router; anything else (an outside address) as a plain link. */
function ItemLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link to={href} className={linkStyle}>
        {children}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkStyle}>
      {children}
    </a>
  );
}

function sectionId(title: string): string {
  return `report-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = sectionId(title);
  return (
    <section aria-labelledby={id} className={sectionStyle}>
      <h2 id={id} className={sectionHeadingStyle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ItemList({ title, items }: { title: string; items: GuidanceItem[] }) {
  if (items.length === 0) return null;
  return (
    <Section title={title}>
      <ul className={listStyle}>
        {items.map((item) => (
          <li key={`${item.type}:${item.id}`} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
            <ItemLink href={item.href}>{item.title}</ItemLink>
            <span className={mutedStyle}>{item.reason}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function SkillGaps({ gaps }: { gaps: SkillGap[] }) {
  if (gaps.length === 0) return null;
  return (
    <Section title="Skill gaps">
      <ul className={listStyle}>
        {gaps.map((gap) => (
          <li key={gap.skill} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
            <span className={css({ fontWeight: 'semibold' })}>{gap.skill}</span>
            {gap.roles.length > 0 && !gap.reason.includes(gap.roles[0] ?? '') ? (
              <span className={mutedStyle}>For {gap.roles.join(', ')}</span>
            ) : null}
            <span className={mutedStyle}>{gap.reason}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function NextSteps({ steps }: { steps: NextStep[] }) {
  if (steps.length === 0) return null;
  return (
    <Section title="Next steps">
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'decimal', pl: '6' })}>
        {steps.map((step) => (
          <li key={step.title}>
            {step.href ? (
              <ItemLink href={step.href}>{step.title}</ItemLink>
            ) : (
              <span className={css({ fontWeight: 'semibold' })}>{step.title}</span>
            )}
            {step.detail ? <p className={mutedStyle}>{step.detail}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function ReportSectionList({ sections }: { sections: ReportSections }) {
  return (
    <>
      <SkillGaps gaps={sections.skill_gaps} />
      {ITEM_SECTIONS.map(([key, title]) => (
        <ItemList key={key} title={title} items={sections[key]} />
      ))}
      <NextSteps steps={sections.next_steps} />
    </>
  );
}
