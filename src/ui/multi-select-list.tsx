/** The open list of a multi-select: the options still offered, or 'No matches'. */
import { Combobox } from '@ark-ui/react/combobox';
import { css } from '../../styled-system/css';
import type { Choice } from './use-choice-collection';

const content = css({
  // Above a dialog's positioner (z-index 50), whose content may hold this list.
  zIndex: '60',
  maxH: '64',
  overflowY: 'auto',
  p: '1',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  boxShadow: 'lg',
});
const item = css({
  px: '3',
  py: '2',
  borderRadius: 'sm',
  cursor: 'pointer',
  fontSize: 'sm',
  _highlighted: { bg: 'bg.muted' },
});

export function MultiSelectList({ items }: { items: readonly Choice[] }) {
  return (
    <Combobox.Positioner>
      <Combobox.Content className={content}>
        {items.map((option) => (
          <Combobox.Item key={option.id} item={option} className={item}>
            <Combobox.ItemText>{option.name}</Combobox.ItemText>
          </Combobox.Item>
        ))}
        {items.length === 0 ? (
          <p className={css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' })}>No matches</p>
        ) : null}
      </Combobox.Content>
    </Combobox.Positioner>
  );
}
