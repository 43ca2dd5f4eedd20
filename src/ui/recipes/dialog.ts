import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** The × button of a modal, square and hoverable; each recipe says how far from the corner. */
export const closeTriggerBase = {
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
} as const;

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: { position: 'fixed', inset: '0', zIndex: '40', bg: 'rgb(0 0 0 / 0.45)' },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: '50',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
    },
    content: {
      position: 'relative',
      bg: 'bg.surface',
      w: 'full',
      maxW: 'lg',
      maxH: '100dvh',
      overflowY: 'auto',
      borderRadius: { base: 'xl xl 0 0', sm: 'xl' },
      boxShadow: 'lg',
      p: { base: '4', sm: '6' },
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      // Rows that scroll sideways inside (tabs) fade into this surface, not the page's canvas.
      '--scroll-hint-bg': 'var(--colors-bg-surface)',
    },
    title: { fontSize: 'xl', fontWeight: 'bold', pr: '10' },
    description: { color: 'fg.muted', fontSize: 'sm' },
    closeTrigger: { ...closeTriggerBase, top: '3', right: '3' },
  },
});
