/**
 * After a successful import (spec part 1 section 2): links to CareerGPS and the profile, the
 * tenant's optional intro video, and Finish, which completes the registration and reloads.
 */
import { useState } from 'react';
import type { Profile, TenantConfig } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../account/form-alert';
import { updateProfile } from '../../profile/mutations';

interface CompletionCardProps {
  profile: Profile;
  tenant: TenantConfig | undefined;
  /** Where Finish reloads to. */
  next: string;
}

export function CompletionCard({ profile, tenant, next }: CompletionCardProps) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [isBusy, setBusy] = useState(false);
  const videoUrl = tenant?.ui.video_url;
  const thumbnailUrl = tenant?.ui.video_thumbnail_url;

  async function finish() {
    setBusy(true);
    const saved = await updateProfile({ registration_completed: true });
    if (!saved.ok) {
      setBusy(false);
      return setErrors(saved.errors);
    }
    // A full reload: the app starts again with the completed profile.
    window.location.assign(next);
  }

  return (
    <section
      aria-labelledby="registration-step-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id="registration-step-title" tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Your profile is ready{profile.first_name ? `, ${profile.first_name}` : ''}!
      </h2>
      <p>
        We filled in your profile from what you imported. Review it any time, or let CareerGPS plan your next steps.
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <a href="/careergps" className={button({ variant: 'outline' })}>
          Try CareerGPS
        </a>
        <a href="/profile" className={button({ variant: 'outline' })}>
          View your profile
        </a>
      </div>
      {videoUrl ? (
        // A link, not an inline player: nothing large loads unless the member asks (data saver).
        <a
          href={videoUrl}
          className={css({ display: 'flex', flexDirection: 'column', gap: '2', color: 'brand.solid' })}
        >
          {thumbnailUrl ? (
            <img
              src={thumbnailUrl}
              alt=""
              loading="lazy"
              className={css({ w: 'full', maxW: 'md', borderRadius: 'lg' })}
            />
          ) : null}
          Watch the introduction video
        </a>
      ) : null}
      <FormAlert errors={errors} />
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button onClick={() => void finish()} disabled={isBusy}>
          Finish
        </Button>
      </div>
    </section>
  );
}
