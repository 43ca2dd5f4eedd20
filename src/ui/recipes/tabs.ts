import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/**
 * Tabs: the list never cuts a label. On a phone the labels wrap onto more rows; on wider
 * screens the row scrolls sideways when it must (the `scrollHint` shadows say so).
 */
export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    list: {
      display: 'flex',
      // A phone wraps the labels onto more rows; wider screens scroll the row (with the hint).
      flexWrap: { base: 'wrap', sm: 'nowrap' },
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    trigger: {
      flexShrink: '0',
      px: '3',
      py: '2',
      whiteSpace: 'nowrap',
      fontWeight: 'medium',
      color: 'fg.muted',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      cursor: 'pointer',
      scrollMarginInline: '8',
      _hover: { color: 'fg.default' },
      _selected: { color: 'brand.solid', borderColor: 'brand.solid' },
    },
    content: { pt: '4', _focusVisible: { outlineOffset: '4px' } },
  },
});
