/** The About tab: short bio, career story, skills, topics and the intro video. */
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

export function AboutTab({ profile }: { profile: AboutProfile }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <section aria-labelledby="about-bio" className={sectionStyle}>
        <h2 id="about-bio" className={headingStyle}>
          Short bio
        </h2>
        {profile.short_bio ? <SafeHtml html={profile.short_bio} /> : <p className={emptyStyle}>Nothing here yet.</p>}
      </section>
      <section aria-labelledby="about-story" className={sectionStyle}>
        <h2 id="about-story" className={headingStyle}>
          Career story
        </h2>
        {profile.career_story ? (
          <SafeHtml html={profile.career_story} />
        ) : (
          <p className={emptyStyle}>Nothing here yet.</p>
        )}
      </section>
      <section aria-labelledby="about-skills" className={sectionStyle}>
        <h2 id="about-skills" className={headingStyle}>
          Skills
        </h2>
        <Chips label="Skills" items={profile.skills_detailed} />
      </section>
      <section aria-labelledby="about-topics" className={sectionStyle}>
        <h2 id="about-topics" className={headingStyle}>
          Topics
        </h2>
        <Chips label="Topics" items={profile.topics_detailed} />
      </section>
      {profile.video ? (
        <section aria-labelledby="about-video" className={sectionStyle}>
          <h2 id="about-video" className={headingStyle}>
            Introduction video
          </h2>
          {/* biome-ignore lint/a11y/useMediaCaption: member-uploaded videos carry no caption track. */}
          <video
            src={profile.video.file}
            controls
            preload="none"
            className={css({ maxW: 'full', borderRadius: 'md' })}
          />
        </section>
      ) : null}
    </div>
  );
}
