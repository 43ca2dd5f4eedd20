/** A link to a route that may load lazily (another area's form routes): a plain anchor navigated by the router. */
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { button } from '../../../../styled-system/recipes/button';

export function HrefLink({
  href,
  children,
  variant = 'solid',
}: {
  href: string;
  children: ReactNode;
  variant?: 'solid' | 'outline';
}) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={button({ size: 'sm', variant })}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}

/** Members go to `href`; visitors to log in first and come back to it. */
export function memberHref(href: string, isLoggedIn: boolean | undefined): string {
  return isLoggedIn === false ? `/login?${new URLSearchParams({ next: href })}` : href;
}
