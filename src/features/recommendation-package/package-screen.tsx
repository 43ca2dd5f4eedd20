/**
 * /recommendation-package (spec part 1 sections 2, 4, 5 and 9): staff choose a member, select
 * recommendations for them by type, then edit and send the e-mail. Each step reads the draft,
 * so a reload lands on the same step with the same choices.
 */
import { PACKAGE_MESSAGES } from '../../../contract';
import { css } from '../../../styled-system/css';
import { useIdentity } from '../session/queries';
import { useIsOnline } from '../sync/queries';
import { BrowseStep } from './browse-step';
import { EmailStep } from './email-step';
import { MemberStep } from './member-step';
import { usePackageDraft } from './queries';

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });

export function PackageScreen() {
  const identity = useIdentity();
  const draft = usePackageDraft();
  const isOnline = useIsOnline();
  if (identity === undefined || draft === undefined) return <p role="status">Loading…</p>;
  if (!identity.is_staff) return <p role="alert">{PACKAGE_MESSAGES.staffOnly}</p>;
  return (
    <section aria-labelledby="package-title" className={page}>
      <h1 id="package-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {PACKAGE_MESSAGES.title}
      </h1>
      {isOnline ? null : (
        <p role="status" className={css({ color: 'fg.muted' })}>
          {PACKAGE_MESSAGES.offline}
        </p>
      )}
      {draft.member === null ? (
        <MemberStep />
      ) : draft.step === 'email' ? (
        <EmailStep draft={draft} member={draft.member} />
      ) : (
        <BrowseStep draft={draft} member={draft.member} />
      )}
    </section>
  );
}
