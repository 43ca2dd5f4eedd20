/**
 * /profile/{slug}/career-advice: a member's career advice. The owner edits it (queued like
 * any profile change, 'Maximum of {limit} characters'); everyone else reads it.
 */
import { createFileRoute, Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { CAREER_ADVICE_MAX_CHARS, MESSAGES, type Profile } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { useProfileSave } from '../../../../features/profile/components/use-profile-save';
import { useOwnProfile, useProfilePending, usePublicProfile } from '../../../../features/profile/queries';
import { Button } from '../../../../ui/button';
import { Field } from '../../../../ui/field';
import { PendingMark } from '../../../../ui/pending-mark';

export const Route = createFileRoute('/_member/profile/$slug/career-advice')({ component: CareerAdvicePage });

const pageStyle = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl', mx: 'auto', w: 'full' });

function CareerAdvicePage() {
  const { slug } = Route.useParams();
  const own = useOwnProfile();
  if (own === undefined) return <p aria-busy="true">Loading…</p>;
  return own.name_slug === slug ? <OwnCareerAdvice profile={own} /> : <PublicCareerAdvice slug={slug} />;
}

function OwnCareerAdvice({ profile }: { profile: Profile }) {
  const [advice, setAdvice] = useState(profile.career_advice);
  const { save, errorOf, isBusy } = useProfileSave();
  const isPending = useProfilePending();
  const error = errorOf('career_advice');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save({ career_advice: advice });
  }

  return (
    <form noValidate onSubmit={onSubmit} className={pageStyle}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Career advice</h1>
        <PendingMark isPending={isPending} />
      </div>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Your career advice</Field.Label>
        <Field.Textarea value={advice} rows={10} onChange={(event) => setAdvice(event.target.value)} />
        <Field.HelperText>
          {advice.length} / {CAREER_ADVICE_MAX_CHARS} characters
        </Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Button type="submit" disabled={isBusy}>
          Save
        </Button>
        <Link
          to="/profile"
          search={{ tab: 'about' }}
          className={css({ color: 'brand.solid', textDecoration: 'underline' })}
        >
          Back to profile
        </Link>
      </div>
    </form>
  );
}

function PublicCareerAdvice({ slug }: { slug: string }) {
  const { profile, status } = usePublicProfile(slug);
  if (!profile) {
    if (status === 'missing') return <p className={css({ py: '10', textAlign: 'center' })}>{MESSAGES.notFound}</p>;
    if (status === 'offline') return <p role="status">{MESSAGES.youAreOffline}</p>;
    return <p aria-busy="true">Loading…</p>;
  }
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <article className={pageStyle}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Career advice from {name}</h1>
      {profile.is_influencer || !profile.career_advice ? (
        <p className={css({ color: 'fg.muted' })}>No career advice shared yet.</p>
      ) : (
        <p className={css({ whiteSpace: 'pre-line' })}>{profile.career_advice}</p>
      )}
      <Link
        to="/profile/$slug"
        params={{ slug }}
        search={{ tab: 'about' }}
        className={css({ color: 'brand.solid', textDecoration: 'underline' })}
      >
        Back to {name}
      </Link>
    </article>
  );
}
