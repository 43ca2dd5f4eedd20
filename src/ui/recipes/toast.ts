import { toastAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const toastRecipe = defineSlotRecipe({
  className: 'toast',
  slots: toastAnatomy.keys(),
  base: {
    root: {
      bg: 'gray.900',
      color: 'white',
      borderRadius: 'lg',
      p: '4',
      minW: '72',
      maxW: 'calc(100vw - 2rem)',
      boxShadow: 'lg',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 0.3s, scale 0.3s, opacity 0.3s, height 0.3s',
      '&[data-type=error]': { bg: 'red.800' },
    },
    title: { fontWeight: 'semibold', fontSize: 'sm' },
    description: { fontSize: 'sm' },
    actionTrigger: { fontWeight: 'semibold', textDecoration: 'underline', cursor: 'pointer', mt: '2' },
    closeTrigger: { position: 'absolute', top: '2', right: '2', cursor: 'pointer' },
  },
});
