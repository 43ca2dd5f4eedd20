import { defineRecipe } from '@pandacss/dev';

/**
 * A table of records with actions (members, moderation). From md up it is a table; below
 * md each row is a card, each cell under its column's name (the cell's `data-label`), so a
 * row's actions are on screen with no sideways scrolling.
 */
export const dataTableRecipe = defineRecipe({
  className: 'data-table',
  base: {
    w: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': {
      textAlign: 'left',
      p: '2',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      verticalAlign: 'top',
    },
    mdDown: {
      display: 'block',
      '& tbody, & tr, & td': { display: 'block' },
      // The header row keeps only what acts (Select all); the column names move into the cards.
      '& thead, & thead tr': { display: 'block' },
      '& thead:not(:has(input))': { display: 'none' },
      '& thead th': { display: 'none', borderBottomWidth: '0' },
      '& thead th:has(input)': { display: 'flex', alignItems: 'center', gap: '2', px: '3' },
      '& thead th[data-label]:has(input)::after': { content: 'attr(data-label)', fontWeight: 'normal' },
      '& tbody tr': {
        mb: '3',
        p: '3',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
      },
      '& td': { px: '0', py: '1', borderBottomWidth: '0' },
      // A card has no column to keep in line: an empty cell would leave its name over nothing.
      '& td:empty': { display: 'none' },
      '& td[data-label]::before': {
        content: 'attr(data-label)',
        display: 'block',
        fontSize: 'xs',
        fontWeight: 'semibold',
        color: 'fg.muted',
      },
    },
  },
});
