import { defineRecipe } from '@pandacss/dev';

/**
 * A row that scrolls sideways shows a soft shadow on each edge that has more to scroll to,
 * so a tab or item half past the edge reads as "scroll for more", not as cut. Pure CSS: the
 * covers scroll with the content (background-attachment local) and hide the shadow at an end.
 * The covers take the colour of `--scroll-hint-bg` (the page's canvas unless a surface sets it).
 */
export const scrollHintRecipe = defineRecipe({
  className: 'scroll-hint',
  base: {
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'thin',
    backgroundImage: [
      'linear-gradient(to right, var(--scroll-hint-bg, var(--colors-bg-canvas)) 40%, transparent)',
      'linear-gradient(to left, var(--scroll-hint-bg, var(--colors-bg-canvas)) 40%, transparent)',
      'linear-gradient(to right, rgb(0 0 0 / 0.22), transparent)',
      'linear-gradient(to left, rgb(0 0 0 / 0.22), transparent)',
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundSize: '2.5rem 100%, 2.5rem 100%, 1rem 100%, 1rem 100%',
    backgroundRepeat: 'no-repeat',
    backgroundAttachment: 'local, local, scroll, scroll',
  },
});
