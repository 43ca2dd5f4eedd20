/** The About tab: short bio, career story, skills, topics and the intro video. */
import type { ReactNode } from 'react';
import type { Profile } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { SafeHtml } from './safe-html';

type AboutProfile = Pick<Profile, 'short_bio' | 'career_story' | 'skills_detailed' | 'topics_detailed' | 'video'>;

const sectionStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const headingStyle = css({ fontSize: 'lg', fontWeight: 'semibold' });
const chipsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' });
const chipStyle = css({ bg: 'bg.muted', borderRadius: 'full', px: '3', py: '0.5', fontSize: 'sm' });
const emptyStyle = css({ color: 'fg.muted' });

function Chips({ label, items }: { label: string; items: readonly { id: number; name: string }[] }) {
  if (items.length === 0) return <p className={emptyStyle}>No {label.toLowerCase()} yet.</p>;
  return (
    <ul aria-label={label} className={chipsStyle}>
      {items.map((item) => (
        <li key={item.id} className={chipStyle}>
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/** A section named by its heading (`id` ties them). */
function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionStyle}>
      <h2 id={id} className={headingStyle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AboutTab({ profile }: { profile: AboutProfile }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <AboutSection id="about-bio" title="Short bio">
        {profile.short_bio ? <SafeHtml html={profile.short_bio} /> : <p className={emptyStyle}>Nothing here yet.</p>}
      </AboutSection>
      <AboutSection id="about-story" title="Career story">
        {profile.career_story ? (
          <SafeHtml html={profile.career_story} />
        ) : (
          <p className={emptyStyle}>Nothing here yet.</p>
        )}
      </AboutSection>
      <AboutSection id="about-skills" title="Skills">
        <Chips label="Skills" items={profile.skills_detailed} />
      </AboutSection>
      <AboutSection id="about-topics" title="Topics">
        <Chips label="Topics" items={profile.topics_detailed} />
      </AboutSection>
      {profile.video ? (
        <AboutSection id="about-video" title="Introduction video">
          {/* biome-ignore lint/a11y/useMediaCaption: member-uploaded videos carry no caption track. */}
          <video
            src={profile.video.file}
            controls
            preload="none"
            className={css({ maxW: 'full', borderRadius: 'md' })}
          />
        </AboutSection>
      ) : null}
    </div>
  );
}
