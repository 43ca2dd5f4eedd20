/**
 * Choose focus areas (spec part 1 section 2, career track): a multi-select of the topic
 * areas, then the Resource Hub filtered by them (/resourcehub?topic_areas=id1,id2).
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useTopicAreas } from '../../lookups/queries';

export interface FocusAreasDialogProps {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const optionStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle' },
});

export function FocusAreasDialog({ open, onOpenChange }: FocusAreasDialogProps) {
  const topicAreas = useTopicAreas();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());

  function toggle(id: number, isChecked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function explore() {
    // In the order the list shows them, so the same choice always gives the same address.
    const ids = topicAreas.filter((area) => chosen.has(area.id)).map((area) => area.id);
    onOpenChange(false);
    void navigate({ href: `/resourcehub?topic_areas=${ids.join(',')}` });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Dialog.Content>
        <Dialog.Title>Choose your focus areas</Dialog.Title>
        <Dialog.Description>Pick one or more topic areas; the Resource Hub shows what matches them.</Dialog.Description>
        <fieldset
          className={css({
            display: 'grid',
            gap: '2',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          <legend className={css({ srOnly: true })}>Topic areas</legend>
          {topicAreas.length === 0 ? (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Loading topic areas…</p>
          ) : null}
          {topicAreas.map((area) => (
            <label key={area.id} className={optionStyle}>
              <input
                type="checkbox"
                checked={chosen.has(area.id)}
                onChange={(event) => toggle(area.id, event.target.checked)}
              />
              {area.name}
            </label>
          ))}
        </fieldset>
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <Button disabled={chosen.size === 0} onClick={explore}>
            Explore resources
          </Button>
        </div>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}
