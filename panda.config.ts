import { defineConfig } from '@pandacss/dev';
import { badgeRecipe } from './src/ui/recipes/badge';
import { buttonRecipe } from './src/ui/recipes/button';
import { dataTableRecipe } from './src/ui/recipes/data-table';
import { dialogRecipe } from './src/ui/recipes/dialog';
import { drawerRecipe } from './src/ui/recipes/drawer';
import { fieldRecipe } from './src/ui/recipes/field';
import { radioCardRecipe } from './src/ui/recipes/radio-card';
import { scrollHintRecipe } from './src/ui/recipes/scroll-hint';
import { tabsRecipe } from './src/ui/recipes/tabs';
import { toastRecipe } from './src/ui/recipes/toast';

/**
 * Design tokens. Tenant colours are semantic tokens backed by CSS variables that the
 * server writes into the page head per Host, so one build serves every tenant.
 */
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  // Only warnings and errors in the build log (not the extraction timing of every build).
  logLevel: 'warn',
  jsxFramework: 'react',
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', lineHeight: '1.5' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { '*': { animation: 'none !important', transition: 'none !important' } },
  },
  theme: {
    extend: {
      tokens: {
        fonts: { body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' } },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: 'var(--tenant-primary, #0f766e)' },
            contrast: { value: 'var(--tenant-primary-contrast, #ffffff)' },
            subtle: { value: 'color-mix(in srgb, var(--tenant-primary, #0f766e) 12%, white)' },
          },
          bg: {
            canvas: { value: '{colors.gray.50}' },
            surface: { value: '{colors.white}' },
            muted: { value: '{colors.gray.100}' },
          },
          fg: { default: { value: '{colors.gray.900}' }, muted: { value: '{colors.gray.600}' } },
          border: { default: { value: '{colors.gray.200}' } },
          danger: { value: '{colors.red.700}' },
          warning: { value: '{colors.amber.700}' },
        },
      },
      recipes: { button: buttonRecipe, badge: badgeRecipe, dataTable: dataTableRecipe, scrollHint: scrollHintRecipe },
      slotRecipes: {
        toast: toastRecipe,
        field: fieldRecipe,
        dialog: dialogRecipe,
        drawer: drawerRecipe,
        radioCard: radioCardRecipe,
        tabs: tabsRecipe,
      },
    },
  },
});
