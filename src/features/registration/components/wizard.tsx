/**
 * The registration form (spec part 1 sections 2 and 4): the tenant's step set with a stepper;
 * Next validates and saves the step's fields (queued, so it works offline), Skip passes a
 * skippable step without saving, Back returns. The last step's Finish marks the registration
 * completed. The step list is taken once, when the wizard opens: registrationSteps reads the
 * profile, and saving Current Role and Career Information in basic mode would otherwise make
 * those steps vanish under the member.
 */
import { useEffect, useRef, useState } from 'react';
import {
  type ExtraInfo,
  type Profile,
  type RegistrationMode,
  type RulesContext,
  registrationSteps,
  SKIPPABLE_STEPS,
  STEP_TITLES,
  type TenantOptions,
} from '../../../../contract';
import { checkStep, draftFromProfile, type RegistrationDraft } from '../../../../contract/registration-fields';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../account/form-alert';
import { updateProfile } from '../../profile/mutations';
import { StepBody } from './step-body';
import { Stepper } from './stepper';

interface WizardProps {
  profile: Profile;
  mode: RegistrationMode;
  ctx: RulesContext;
  options: TenantOptions;
  /** Called after Finish was saved. */
  onFinished: () => void;
  /** Back from the first step (to the import choice), when there is one. */
  onLeave?: (() => void) | undefined;
}

export function Wizard({ profile, mode, ctx, options, onFinished, onLeave }: WizardProps) {
  const [steps] = useState(() => registrationSteps(mode, profile, ctx));
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<RegistrationDraft>(() => draftFromProfile(profile));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [isSaving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps[index] ?? 'almost_complete';
  const isLast = index === steps.length - 1;

  // A new step is announced: focus goes to its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change, by design
  useEffect(() => {
    heading.current?.focus();
  }, [index]);

  function go(to: number) {
    setErrors({});
    setIndex(to);
  }

  async function onNext() {
    const checked = checkStep(step, draft, mode, profile, ctx);
    if (!checked.ok) return setErrors(checked.errors);
    if (Object.keys(checked.patch).length > 0) {
      setSaving(true);
      const saved = await updateProfile(checked.patch);
      setSaving(false);
      if (!saved.ok) return setErrors(saved.errors);
    }
    if (isLast) return onFinished();
    go(index + 1);
  }

  const update = (change: Partial<RegistrationDraft>) => setDraft((was) => ({ ...was, ...change }));
  const updateExtra = (change: Partial<ExtraInfo>) =>
    setDraft((was) => ({ ...was, extra: { ...was.extra, ...change } }));

  return (
    <section
      aria-labelledby="registration-step-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <Stepper steps={steps} index={index} />
      <h2
        id="registration-step-title"
        ref={heading}
        tabIndex={-1}
        className={css({ fontSize: 'xl', fontWeight: 'bold', outline: 'none' })}
      >
        {STEP_TITLES[step]}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onNext();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <StepBody
          step={step}
          draft={draft}
          update={update}
          updateExtra={updateExtra}
          errors={errors}
          options={options}
          mode={mode}
        />
        <FormAlert errors={errors} />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}>
          {index > 0 || onLeave ? (
            <Button variant="outline" onClick={() => (index > 0 ? go(index - 1) : onLeave?.())}>
              Back
            </Button>
          ) : null}
          {SKIPPABLE_STEPS.has(step) && !isLast ? (
            <Button variant="ghost" onClick={() => go(index + 1)}>
              Skip
            </Button>
          ) : null}
          <Button type="submit" disabled={isSaving}>
            {isLast ? 'Finish' : 'Next'}
          </Button>
        </div>
      </form>
    </section>
  );
}
