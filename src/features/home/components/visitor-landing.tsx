/** The visitor landing page: the tenant's landing_page_content and intro video (spec part 1 section 3). */
import { Link } from '@tanstack/react-router';
import type { TenantConfig } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';

export interface VisitorLandingProps {
  /** The host's tenant; undefined only before any config reached the page. */
  tenant: TenantConfig | undefined;
}

/** cta_url is tenant data: a path of ours navigates in the app, anything else is a plain link. */
function CtaLink({ url, text }: { url: string; text: string }) {
  const isAppPath = url.startsWith('/') && !url.startsWith('//');
  if (isAppPath) {
    return (
      <Link to={url} className={button()}>
        {text}
      </Link>
    );
  }
  return (
    <a href={url} className={button()} rel="noopener">
      {text}
    </a>
  );
}

export function VisitorLanding({ tenant }: VisitorLandingProps) {
  const landing = tenant?.ui.landing_page_content;
  const videoUrl = tenant?.ui.video_url;
  const thumbnailUrl = tenant?.ui.video_thumbnail_url;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{landing?.title || tenant?.name}</h1>
      {landing?.description ? <p className={css({ color: 'fg.muted' })}>{landing.description}</p> : null}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        {landing?.cta_text && landing.cta_url ? <CtaLink url={landing.cta_url} text={landing.cta_text} /> : null}
        <Link to="/signup" search={{ next: '/' }} className={button({ variant: 'outline' })}>
          Get started
        </Link>
        <Link to="/login" search={{ next: '/' }} className={button({ variant: 'outline' })}>
          Login
        </Link>
      </div>
      {thumbnailUrl && videoUrl ? (
        <a href={videoUrl} className={css({ display: 'block', borderRadius: 'lg', overflow: 'hidden' })}>
          <img
            src={thumbnailUrl}
            alt={`Watch the ${tenant?.name ?? ''} introduction video`}
            width={640}
            height={360}
            loading="lazy"
            className={css({ display: 'block', w: 'full', h: 'auto' })}
          />
        </a>
      ) : null}
    </section>
  );
}
