/** The chosen items of a multi-select: a labelled list of chips, each with its Remove button. */
import { css } from '../../styled-system/css';
import { Button } from './button';
import { CloseIcon } from './icons';

interface ChosenChipsProps {
  /** The list's accessible name, e.g. 'Chosen skills'. */
  label: string;
  chips: readonly { id: number; name: string }[];
  onRemove: (id: number) => void;
  /** @default false */
  disabled?: boolean;
}

const chip = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  bg: 'brand.subtle',
  borderRadius: 'full',
  pl: '3',
  fontSize: 'sm',
});

export function ChosenChips({ label, chips, onRemove, disabled = false }: ChosenChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
      {chips.map(({ id, name }) => (
        <li key={id} className={chip}>
          {name}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${name}`}
            disabled={disabled}
            onClick={() => onRemove(id)}
          >
            <CloseIcon width={14} height={14} />
          </Button>
        </li>
      ))}
    </ul>
  );
}
