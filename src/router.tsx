import { createRouter } from '@tanstack/react-router';
import { CrashPage } from './app/crash-page';
import { NotFound } from './app/not-found';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: CrashPage,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
