import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontWeight: 'medium', fontSize: 'sm' },
    input: {
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'md',
      px: '3',
      minH: '10',
      // An input's intrinsic width (about 20 characters) must not push it out of a narrow column.
      minW: '0',
      bg: 'bg.surface',
      _invalid: { borderColor: 'danger' },
    },
    textarea: {
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'md',
      px: '3',
      py: '2',
      minH: '32',
      minW: '0',
      bg: 'bg.surface',
      resize: 'vertical',
      _invalid: { borderColor: 'danger' },
    },
    errorText: { color: 'danger', fontSize: 'sm' },
    helperText: { color: 'fg.muted', fontSize: 'sm' },
  },
});
