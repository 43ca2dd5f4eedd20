/**
 * What stands in for a video player that is not framed (offline, data saver): the poster, why
 * the player is not here, and a link to the video on its own site.
 */
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes/button';
import { Button } from '../../../../ui/button';

const posterStyle = css({
  position: 'relative',
  w: 'full',
  aspectRatio: '16 / 9',
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'black',
  color: 'white',
  display: 'flex',
  alignItems: 'flex-end',
});
const imageStyle = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover', opacity: '0.6' });
const captionStyle = css({
  position: 'relative',
  w: 'full',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2',
  bgGradient: 'to-t',
  gradientFrom: 'black/80',
  gradientTo: 'transparent',
});

export interface VideoPosterProps {
  /** The video's page on its own site. */
  url: string;
  title: string;
  /** The site's name, as in "Watch on YouTube". */
  siteName: string;
  /** Why the player is not shown here. */
  reason: string;
  /** An image for the poster; a plain dark panel when missing. */
  poster?: string | null | undefined;
  /** Offered when the player may still be loaded here on request (data saver). */
  onLoadPlayer?: (() => void) | undefined;
}

export function VideoPoster({ url, title, siteName, reason, poster, onLoadPlayer }: VideoPosterProps) {
  return (
    <figure aria-label={`Video: ${title}`} className={posterStyle}>
      {poster ? <img src={poster} alt="" className={imageStyle} /> : null}
      <figcaption className={captionStyle}>
        <p>{reason}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={button({ size: 'sm' })}>
            Watch on {siteName}
          </a>
          {onLoadPlayer ? (
            <Button size="sm" variant="outline" onClick={onLoadPlayer}>
              Play here
            </Button>
          ) : null}
        </div>
      </figcaption>
    </figure>
  );
}
