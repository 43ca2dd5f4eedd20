/** The preview card of an external resource's source link (read by the server). */
import { CONTENT_MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { SavedDataImage } from '../../../ui/saved-data-image';
import { useLinkPreview } from '../queries';

const cardStyle = css({
  display: 'flex',
  gap: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '3',
  bg: 'bg.surface',
  alignItems: 'flex-start',
});

export function LinkPreviewCard({ url }: { url: string }) {
  const { preview, status } = useLinkPreview(url);
  return (
    <section aria-label="Link preview" className={cardStyle}>
      {preview?.image ? (
        <SavedDataImage
          src={preview.image}
          alt=""
          width={96}
          height={96}
          className={css({ objectFit: 'cover', borderRadius: 'md' })}
        />
      ) : null}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
        {preview?.site_name ? (
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{preview.site_name}</span>
        ) : null}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={css({ fontWeight: 'semibold', color: 'brand.solid', overflowWrap: 'anywhere' })}
        >
          {preview?.title ?? url}
        </a>
        {preview?.description ? <p className={css({ fontSize: 'sm' })}>{preview.description}</p> : null}
        {status === 'loading' ? <span role="status">Loading preview…</span> : null}
        {status === 'failed' ? (
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{CONTENT_MESSAGES.linkPreviewFailed}</span>
        ) : null}
      </div>
    </section>
  );
}
