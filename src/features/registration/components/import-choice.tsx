/** Step 0 (spec part 1 section 2): three ways in with their estimates; Continue acts on the chosen one. */
import { useState } from 'react';
import { REGISTRATION_ESTIMATE_SECONDS } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { RadioCard } from '../../../ui/radio-card';

export type ImportChoice = 'linkedin' | 'resume' | 'form';

const CHOICES: { id: ImportChoice; title: string; seconds: number }[] = [
  { id: 'linkedin', title: 'One step with LinkedIn', seconds: REGISTRATION_ESTIMATE_SECONDS.linkedin },
  { id: 'resume', title: 'With your resume', seconds: REGISTRATION_ESTIMATE_SECONDS.resume },
  { id: 'form', title: 'Step by step', seconds: REGISTRATION_ESTIMATE_SECONDS.form },
];
const isChoice = (value: string | null): value is ImportChoice => CHOICES.some((choice) => choice.id === value);

export function ImportChoiceStep({ onContinue }: { onContinue: (choice: ImportChoice) => void }) {
  const [choice, setChoice] = useState<ImportChoice>('form');
  return (
    <section
      aria-labelledby="registration-step-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id="registration-step-title" tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        How would you like to build your profile?
      </h2>
      <RadioCard.Root
        value={choice}
        onValueChange={(details) => (isChoice(details.value) ? setChoice(details.value) : null)}
        className={css({ gridTemplateColumns: '1fr' })}
      >
        <RadioCard.Label>Choose one</RadioCard.Label>
        {CHOICES.map((item) => (
          <RadioCard.Item key={item.id} value={item.id}>
            {item.title} — under {item.seconds} seconds
          </RadioCard.Item>
        ))}
      </RadioCard.Root>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button onClick={() => onContinue(choice)}>Continue</Button>
      </div>
    </section>
  );
}
