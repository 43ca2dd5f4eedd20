import { createRouter } from '@tanstack/react-router';
import { CrashPage } from './app/crash-page';
import { NotFound } from './app/not-found';
import { routeTree } from './routeTree.gen';
import { firstPageRendered } from './ui/after-first-paint';

/** Where a page is while its code still downloads: the chrome around it is already drawn. */
function PagePending() {
  return <div aria-busy="true" />;
}

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: CrashPage,
  defaultPreload: 'intent',
  scrollRestoration: true,
  // A first visit whose page takes a while to load its own chunks (a list and its form
  // fields on a slow link: seconds) draws the chrome (top bar, menu, banner) 400 ms in, instead
  // of a blank screen until the last chunk. Not at once: a page that is ready within that
  // time would pay for an extra render. Once the first page is drawn, navigations keep the
  // old page until the new one is ready, as before.
  defaultPendingComponent: PagePending,
  defaultPendingMs: 400,
  defaultPendingMinMs: 0,
});

const unsubscribe = router.subscribe('onResolved', () => {
  unsubscribe();
  firstPageRendered();
  router.update({ defaultPendingMs: Number.POSITIVE_INFINITY });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
