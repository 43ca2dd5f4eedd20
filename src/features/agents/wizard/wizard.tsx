/**
 * /careergps/{slug}'s wizard: the steps for the caller's audience, a stepper when the step asks
 * for one, the step's form with Back and Next. A call runs in the background with the step's
 * loading text; offline, Next is disabled and what was typed stays in the draft.
 */
import { useNavigate } from '@tanstack/react-router';
import { AGENT_MESSAGES, fillMessage } from '../../../../contract/agents';
import { css } from '../../../../styled-system/css';
import type { AgentWizardDraft } from '../../../../sync/core/db';
import { Button } from '../../../ui/button';
import { useIsOnline } from '../../sync/queries';
import type { StoredAgent } from '../queries';
import { BlockNotice, FinishCard, LoginLink, Notice, SignupLink } from './notices';
import { StepForm } from './step-form';
import { useWizard } from './use-wizard';
import { WizardStepper } from './wizard-stepper';

interface WizardProps {
  agent: StoredAgent;
  isSignedIn: boolean;
  draft: AgentWizardDraft | null;
  /** The member's profile completion (for 'Use my profile'); null for visitors. */
  completion: number | null;
}

const noteStyle = css({ fontSize: 'sm', color: 'fg.muted' });

export function Wizard({ agent, isSignedIn, draft, completion }: WizardProps) {
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const wizard = useWizard(agent, isSignedIn, draft, completion);
  const step = wizard.steps[wizard.index];
  const slug = agent.slug;

  if (wizard.report) {
    return (
      <FinishCard
        title={wizard.report.title}
        reportSlug={wizard.report.slug}
        onDone={() => void wizard.reset().then(() => navigate({ to: '/careergps' }))}
      />
    );
  }
  if (!step) return <p className={noteStyle}>{AGENT_MESSAGES.notFound}</p>;
  const info = step.extra_info;
  const isLast = wizard.index === wizard.steps.length - 1;
  const hasNext = info.type !== 'redirect_to_signup';
  const problem = wizard.problem;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {wizard.beneficiary ? (
        <div
          role="status"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            p: '2',
            bg: 'bg.muted',
            borderRadius: 'md',
          })}
        >
          <span className={css({ flex: '1' })}>
            {fillMessage(AGENT_MESSAGES.runningFor, { name: wizard.beneficiary.name })}
          </span>
          <Button size="sm" variant="ghost" onClick={wizard.clearBeneficiary} disabled={wizard.isBusy}>
            Clear
          </Button>
        </div>
      ) : null}
      {info.show_stepper ? <WizardStepper steps={wizard.steps} index={wizard.index} /> : null}
      <section
        aria-labelledby="agent-step-title"
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <header>
          <h2 id="agent-step-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
            {info.header_text}
          </h2>
          {/* The sign-up step's prompt says it already (its notice holds the links). */}
          {info.description && info.description !== AGENT_MESSAGES.signupPrompt ? (
            <p className={noteStyle}>{info.description}</p>
          ) : null}
        </header>
        <form
          noValidate
          aria-busy={wizard.isBusy || undefined}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          onSubmit={(event) => {
            event.preventDefault();
            if (isOnline) wizard.next();
          }}
        >
          <StepForm
            slug={slug}
            info={info}
            stored={wizard.values[info.id]}
            onChange={(next) => wizard.setStepValues(info.id, next)}
            errors={wizard.errors}
            ensureRun={wizard.ensureRun}
          />
          {wizard.registration === 'active' ? (
            <Notice message={AGENT_MESSAGES.registrationActive}>
              <LoginLink slug={slug} />
            </Notice>
          ) : null}
          {wizard.registration === 'previously_used' ? (
            <Notice message={AGENT_MESSAGES.registrationUsed}>
              <SignupLink slug={slug} />
            </Notice>
          ) : null}
          {problem?.kind === 'blocked' ? (
            <BlockNotice slug={slug} block={problem.block} message={problem.message} />
          ) : null}
          {problem?.kind === 'failed' ? (
            <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
              <p className={css({ color: 'danger', flex: '1' })}>{problem.message || AGENT_MESSAGES.stepFailed}</p>
              <Button size="sm" variant="outline" onClick={wizard.retry} disabled={!isOnline || wizard.isBusy}>
                {AGENT_MESSAGES.retry}
              </Button>
            </div>
          ) : null}
          {wizard.isBusy ? (
            <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <p>{info.loading_text || 'Working…'}</p>
              <progress aria-label={info.loading_text || 'Working'} className={css({ w: 'full' })} />
            </div>
          ) : null}
          {!isOnline ? (
            <p role="status" className={noteStyle}>
              {AGENT_MESSAGES.offline}
            </p>
          ) : null}
          <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
            <Button variant="outline" onClick={wizard.back} disabled={wizard.index === 0 || wizard.isBusy}>
              Back
            </Button>
            {hasNext && wizard.registration !== 'active' ? (
              <Button type="submit" disabled={!isOnline || wizard.isBusy || problem?.kind === 'blocked'}>
                {info.next_text || (isLast ? 'Finish' : 'Next')}
              </Button>
            ) : null}
          </div>
        </form>
      </section>
    </div>
  );
}
