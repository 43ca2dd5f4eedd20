import { createRootRoute } from '@tanstack/react-router';
import { CrashPage } from '../app/crash-page';
import { NotFound } from '../app/not-found';
import { Shell } from '../app/shell';

export const Route = createRootRoute({
  component: Shell,
  notFoundComponent: NotFound,
  errorComponent: CrashPage,
});
