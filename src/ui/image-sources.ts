/**
 * The `src`, `srcSet` and `sizes` of an image shown at a known width, so the browser
 * downloads an uploaded picture as a thumbnail near that size (GET {file}?w=N, WebP)
 * instead of the full file. Only the app's own uploads have thumbnails: any other address
 * (an external logo, a data: URL, another host) is used as it is.
 */
import { MEDIA_UPLOADS_PREFIX, THUMBNAIL_WIDTHS } from '../../contract/media';

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const pageOrigin = () => (typeof location === 'undefined' ? undefined : location.origin);

/** Whether `url` names an upload of this origin as it is stored: no query or fragment of its own. */
function isOwnUpload(url: string, origin: string | undefined): boolean {
  if (url.startsWith(MEDIA_UPLOADS_PREFIX)) return !/[?#]/.test(url);
  if (!origin || !URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.origin === origin && parsed.pathname.startsWith(MEDIA_UPLOADS_PREFIX) && !parsed.search && !parsed.hash;
}

/**
 * For an upload: `src` the smallest thumbnail at least `displayWidth` CSS pixels wide, every
 * thumbnail in `srcSet`, and `sizes` the display width, so a denser screen takes a larger one.
 * An image shown wider than the largest thumbnail keeps its original file.
 * @param origin the page's origin, for absolute URLs (@default location.origin)
 */
export function imageSources(url: string, displayWidth: number, origin = pageOrigin()): ImageSources {
  const fit = THUMBNAIL_WIDTHS.find((width) => width >= displayWidth);
  if (fit === undefined || !isOwnUpload(url, origin)) return { src: url };
  const at = (width: number) => `${url}?w=${width}`;
  return {
    src: at(fit),
    srcSet: THUMBNAIL_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '),
    sizes: `${displayWidth}px`,
  };
}

/** The smallest thumbnail of an upload (what data saver loads when the member asks), else `url`. */
export const smallestImageSource = (url: string, origin = pageOrigin()) => imageSources(url, 0, origin).src;
