/** The frame of every content detail page: the back action, and the loading, offline and not-found states. */
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CONTENT_MESSAGES, type ContentByKind, type ContentKind } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { useContentItem } from '../queries';

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

/** A content item's page by kind and slug: `children` renders the item once it is here. */
export function DetailFrame<K extends ContentKind>({
  kind,
  slug,
  fallback,
  notFound = CONTENT_MESSAGES.contentNotFound,
  children,
}: {
  kind: K;
  slug: string;
  /** Where Back goes when there is no history (the kind's list). */
  fallback: string;
  notFound?: string;
  children: (item: ContentByKind[K]) => ReactNode;
}) {
  const { item, status } = useContentItem(kind, slug);
  return (
    <article
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '5xl', mx: 'auto', w: 'full' })}
    >
      <BackButton fallback={fallback} />
      {item !== null ? (
        children(item)
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
