/** Upload Files tab: picture, resume (PDF) and introduction video (mp4). */
import type { Profile } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { UploadField } from './upload-field';

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

export function UploadFilesForm({ profile }: { profile: Profile }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {profile.picture ? (
        <img
          src={profile.picture}
          alt="You, as your profile shows you"
          width={96}
          height={96}
          className={css({ borderRadius: 'full', objectFit: 'cover', w: '24', h: '24' })}
        />
      ) : null}
      <UploadField
        field="picture"
        label="Picture"
        accept="image/*"
        current={profile.picture ? { url: profile.picture, name: fileName(profile.picture) } : null}
      />
      <UploadField
        field="resume"
        label="Resume (PDF)"
        accept="application/pdf"
        current={profile.resume ? { url: profile.resume.file, name: profile.resume.name } : null}
      />
      <UploadField
        field="video"
        label="Introduction video (mp4)"
        accept="video/mp4"
        current={profile.video ? { url: profile.video.file, name: profile.video.name } : null}
      />
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Up to 10 MB per file.</p>
    </div>
  );
}
