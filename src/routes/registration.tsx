/**
 * /registration?next= — the profile-completion flow (spec part 1 sections 2 and 4). The spec
 * names no route for it; this one is ours. Members whose registration is not completed are
 * sent here by the member guards, with `next` the page they asked for (default /).
 *
 * Needs login and verification (the member gate). The member's own profile arrives with the
 * first sync: until it is stored the page waits. Step 0 (import or form) is offered in the
 * modes that have it; after an import the completion card shows; the form's Finish, or the
 * card's, completes the registration and goes on to `next`.
 */
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { completionStep, EMPTY_TENANT_OPTIONS, hasImportChoice, type Profile } from '../../contract';
import { rulesContextOf } from '../../contract/profile-state';
import { css, cx } from '../../styled-system/css';
import { useOwnProfile } from '../features/profile/queries';
import { CompletionCard } from '../features/registration/components/completion-card';
import { type ImportChoice, ImportChoiceStep } from '../features/registration/components/import-choice';
import { LinkedinImport } from '../features/registration/components/linkedin-import';
import { ResumeImport } from '../features/registration/components/resume-import';
import { Wizard } from '../features/registration/components/wizard';
import { registrationModeOf } from '../features/registration/queries';
import { gateRedirect } from '../features/session/gate';
import { NextSearch } from '../features/session/next-path';
import { readMemberGate } from '../features/session/queries';
import { kickSync } from '../features/sync/sync-client';
import { useTenant } from '../tenant/use-tenant';
import { pageCard } from '../ui/card-styles';

export const Route = createFileRoute('/registration')({
  validateSearch: NextSearch,
  beforeLoad: async ({ location }) => {
    const gate = await readMemberGate();
    if (gate) throw redirect(gateRedirect(gate, location.href));
  },
  component: RegistrationPage,
});

type Phase = ImportChoice | 'choice' | 'imported';

function RegistrationPage() {
  const { next = '/' } = Route.useSearch();
  const navigate = useNavigate();
  const tenant = useTenant();
  const profile = useOwnProfile();
  const mode = registrationModeOf(tenant);
  const [phase, setPhase] = useState<Phase>(() => (hasImportChoice(mode) ? 'choice' : 'form'));
  const [imported, setImported] = useState<Profile | null>(null);
  const isDone = profile !== undefined && completionStep(profile, mode) === 'none';

  // The profile comes with a sync round; a member who just verified may not have had one yet.
  const isWaiting = profile === undefined;
  useEffect(() => {
    if (isWaiting) kickSync();
  }, [isWaiting]);

  // Completed (here, or on another device): on to where the member was going.
  useEffect(() => {
    if (isDone && phase !== 'imported') void navigate({ href: next, replace: true });
  }, [isDone, phase, next, navigate]);

  // Each phase opens on its heading, for keyboard and screen-reader users.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each phase change, by design
  useEffect(() => {
    document.getElementById('registration-step-title')?.focus();
  }, [phase]);

  const onImported = (updated: Profile) => {
    setImported(updated);
    setPhase('imported');
  };
  const toChoice = () => setPhase('choice');

  return (
    <div className={cx(pageCard, css({ maxW: '2xl' }))}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Complete your profile</h1>
      {!profile ? (
        <p role="status">Loading your profile…</p>
      ) : phase === 'choice' ? (
        <ImportChoiceStep onContinue={setPhase} />
      ) : phase === 'resume' ? (
        <ResumeImport onImported={onImported} onBack={toChoice} />
      ) : phase === 'linkedin' ? (
        <LinkedinImport onImported={onImported} onBack={toChoice} />
      ) : phase === 'imported' ? (
        <CompletionCard profile={imported ?? profile} tenant={tenant} next={next} />
      ) : (
        <Wizard
          profile={profile}
          mode={mode}
          ctx={rulesContextOf(tenant)}
          options={tenant?.options ?? EMPTY_TENANT_OPTIONS}
          onFinished={() => void navigate({ href: next, replace: true })}
          onLeave={hasImportChoice(mode) ? toChoice : undefined}
        />
      )}
    </div>
  );
}
