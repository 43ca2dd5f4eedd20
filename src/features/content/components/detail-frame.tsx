/** The frame of every content detail page: the back action, and the loading, offline and not-found states. */
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CONTENT_MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import type { ContentStatusOf } from '../queries';

export function BackButton({ fallback }: { fallback: string }) {
  const router = useRouter();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={css({ alignSelf: 'flex-start' })}
      onClick={() => {
        if (window.history.length > 1) router.history.back();
        else void router.navigate({ href: fallback });
      }}
    >
      ← Back
    </Button>
  );
}

export function DetailFrame({
  status,
  hasItem,
  fallback,
  notFound = CONTENT_MESSAGES.contentNotFound,
  children,
}: {
  status: ContentStatusOf;
  hasItem: boolean;
  /** Where Back goes when there is no history (the kind's list). */
  fallback: string;
  notFound?: string;
  children: ReactNode;
}) {
  return (
    <article
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '5xl', mx: 'auto', w: 'full' })}
    >
      <BackButton fallback={fallback} />
      {hasItem ? (
        children
      ) : status === 'loading' ? (
        <p role="status">Loading…</p>
      ) : status === 'offline' ? (
        <p role="status">You're offline and this page is not saved on this device.</p>
      ) : (
        <p role="alert" className={css({ py: '8', textAlign: 'center' })}>
          {notFound}
        </p>
      )}
    </article>
  );
}

export const metaStyle = css({ color: 'fg.muted', fontSize: 'sm' });
export const titleStyle = css({ fontSize: '3xl', fontWeight: 'bold', overflowWrap: 'anywhere' });
export const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
