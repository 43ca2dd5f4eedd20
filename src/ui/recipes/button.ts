import { defineRecipe } from '@pandacss/dev';

export const buttonRecipe = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'md',
    fontWeight: 'semibold',
    cursor: 'pointer',
    minH: '10',
    px: '4',
    transition: 'background 0.15s',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'brand.solid', color: 'brand.contrast', _hover: { filter: 'brightness(0.95)' } },
      outline: {
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
        color: 'fg.default',
        _hover: { bg: 'bg.muted' },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.muted' } },
    },
    size: { sm: { minH: '8', px: '3', fontSize: 'sm' }, md: {}, icon: { minH: '10', minW: '10', px: '0' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
