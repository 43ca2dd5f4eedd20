import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { closeTriggerBase } from './dialog';

/** A modal panel from the left edge over a dimmed backdrop (the menu on small screens). */
export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: { position: 'fixed', inset: '0', zIndex: '40', bg: 'rgb(0 0 0 / 0.45)' },
    positioner: { position: 'fixed', top: '0', bottom: '0', left: '0', zIndex: '50', display: 'flex' },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      // A strip of backdrop stays visible beside it, to tap it closed.
      w: '72',
      maxW: 'calc(100vw - 3rem)',
      h: '100dvh',
      overflowY: 'auto',
      bg: 'bg.surface',
      boxShadow: 'lg',
      _focusVisible: { outline: 'none' },
    },
    title: { fontSize: 'lg', fontWeight: 'bold', px: '6', pt: '4', pb: '2', pr: '14' },
    description: { srOnly: true },
    closeTrigger: { ...closeTriggerBase, top: '2', right: '2' },
  },
});
