import { radioGroupAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** A radio group whose items are cards: the whole card is the hit area. */
export const radioCardRecipe = defineSlotRecipe({
  className: 'radio-card',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '2' },
    label: { gridColumn: '1 / -1', fontWeight: 'semibold' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minH: '12',
      px: '3',
      py: '2',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      bg: 'bg.surface',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
      _checked: { borderColor: 'brand.solid', bg: 'brand.subtle' },
      '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
    },
    itemControl: {
      flexShrink: '0',
      w: '4',
      h: '4',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'gray.400',
      _checked: { borderColor: 'brand.solid', borderWidth: '5px' },
    },
    itemText: { fontWeight: 'medium' },
  },
});
