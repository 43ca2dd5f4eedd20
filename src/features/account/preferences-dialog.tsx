/**
 * Portal Preferences (spec part 1 sections 2 and 4): a summary of the saved persona and
 * focus, then a 2-step wizard (Select Persona, Choose Focus Area) that saves both.
 */
import { useState } from 'react';
import { ACCOUNT_MESSAGES, FOCUS_AREAS, type FocusArea, MESSAGES, PERSONAS, type Preferences } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { notify } from '../../ui/notify';
import { RadioCard } from '../../ui/radio-card';
import { useIsOnline } from '../sync/queries';
import { FormAlert } from './form-alert';
import { type FormErrors, savePreferences } from './mutations';

interface PreferencesDialogProps {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What is saved now (from the identity); undefined while it loads. */
  preferences: Preferences | undefined;
}

const STEPS = ['Select Persona', 'Choose Focus Area'] as const;

const personaLabel = (id: number | null | undefined) => PERSONAS.find((persona) => persona.id === id)?.label;
const focusLabel = (id: string | null | undefined) => FOCUS_AREAS.find((focus) => focus.id === id)?.label;
const isFocusArea = (value: string | null): value is FocusArea => FOCUS_AREAS.some((focus) => focus.id === value);

export function PreferencesDialog({ open, onOpenChange, preferences }: PreferencesDialogProps) {
  const isOnline = useIsOnline();
  const [step, setStep] = useState(0);
  const [persona, setPersona] = useState<string | null>(
    preferences?.current_role ? String(preferences.current_role) : null,
  );
  const [focus, setFocus] = useState<string | null>(preferences?.focus_area ?? null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isBusy, setBusy] = useState(false);

  async function save() {
    if (!persona || !isFocusArea(focus)) return;
    setBusy(true);
    const result = await savePreferences(Number(persona), focus);
    setBusy(false);
    if (!result.ok) return setErrors(result.errors);
    notify({ title: ACCOUNT_MESSAGES.preferencesSaved, type: 'success' });
    close();
  }

  function close() {
    setStep(0);
    setErrors({});
    onOpenChange(false);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}
      lazyMount
      unmountOnExit
    >
      <Dialog.Content>
        <Dialog.Title>Portal Preferences</Dialog.Title>
        <Dialog.Description>Choose who you are and what you want from the portal; content follows.</Dialog.Description>
        <dl
          aria-label="Current preferences"
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: '1 3',
            p: '3',
            bg: 'bg.muted',
            borderRadius: 'md',
            fontSize: 'sm',
          })}
        >
          <dt className={css({ color: 'fg.muted' })}>Persona</dt>
          <dd>{personaLabel(preferences?.current_role) ?? 'Not set'}</dd>
          <dt className={css({ color: 'fg.muted' })}>Focus</dt>
          <dd>{focusLabel(preferences?.focus_area) ?? 'Not set'}</dd>
        </dl>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Step {step + 1} of {STEPS.length}
        </p>
        {step === 0 ? (
          <RadioCard.Root value={persona} onValueChange={(details) => setPersona(details.value)}>
            <RadioCard.Label>{STEPS[0]}</RadioCard.Label>
            {PERSONAS.map((option) => (
              <RadioCard.Item key={option.id} value={String(option.id)}>
                {option.label}
              </RadioCard.Item>
            ))}
          </RadioCard.Root>
        ) : (
          <RadioCard.Root value={focus} onValueChange={(details) => setFocus(details.value)}>
            <RadioCard.Label>{STEPS[1]}</RadioCard.Label>
            {FOCUS_AREAS.map((option) => (
              <RadioCard.Item key={option.id} value={option.id}>
                {option.label}
              </RadioCard.Item>
            ))}
          </RadioCard.Root>
        )}
        <FormAlert errors={errors} />
        <div className={css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '2' })}>
          {step === 1 ? (
            <Button variant="outline" onClick={() => setStep(0)}>
              Back
            </Button>
          ) : null}
          {step === 0 ? (
            <Button disabled={!persona} onClick={() => setStep(1)}>
              Next
            </Button>
          ) : (
            <Button disabled={!isFocusArea(focus) || isBusy || !isOnline} onClick={() => void save()}>
              {isBusy ? 'Saving…' : 'Save Preferences'}
            </Button>
          )}
        </div>
        {isOnline ? null : <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{MESSAGES.youAreOffline}</p>}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}
