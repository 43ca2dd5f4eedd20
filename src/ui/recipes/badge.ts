import { defineRecipe } from '@pandacss/dev';

export const badgeRecipe = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    px: '2',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'medium',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.muted' },
      brand: { bg: 'brand.subtle', color: 'brand.solid' },
      pending: { bg: 'amber.100', color: 'amber.800' },
      danger: { bg: 'red.100', color: 'red.800' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
