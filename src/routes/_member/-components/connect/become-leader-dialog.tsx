/**
 * 'Become a Circle Leader': what certification is, and the way to it through a circle
 * (the application itself comes with the circles area).
 */
import { useState } from 'react';
import { CERTIFICATION_LEVELS } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes/button';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';

export function BecomeLeaderDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(details) => setIsOpen(details.open)}>
      <Button onClick={() => setIsOpen(true)}>Become a Circle Leader</Button>
      <Dialog.Content>
        <Dialog.Title>Become a Circle Leader</Dialog.Title>
        <Dialog.Description>
          Circle leaders guide a cohort of members through a circle. Certification comes through the Circle Leader
          programme, which takes 4-8 weeks.
        </Dialog.Description>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' })}>
          <p>Leaders are certified at one of three levels:</p>
          <ul className={css({ listStyle: 'disc', pl: '5' })}>
            {CERTIFICATION_LEVELS.map((level) => (
              <li key={level.id}>{level.label}</li>
            ))}
          </ul>
          <p>Apply from the page of a circle you want to lead.</p>
          <a href="/circles" className={button({ variant: 'solid' })}>
            Browse circles
          </a>
        </div>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}
