/** Small display helpers of the content pages: plain text of rich text, truncation, video embeds. */
import { VIDEO_PLAYER_ORIGINS } from '../../../../contract/video-players';

/** The text of sanitised rich text, for card descriptions (no markup, entities decoded). */
export function plainText(html: string): string {
  const withoutTags = html
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return withoutTags.replace(/\s+/g, ' ').trim();
}

export function truncateText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** File names in the viewers and files lists are cut at 50 characters (spec part 2 section 9). */
export const FILE_NAME_MAX = 50;

const DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
export function formatContentDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DATE.format(time);
}

/** A YouTube or Vimeo page URL as its embed URL; null for anything else (played in <video>). */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') {
    const id = parsed.pathname.slice(1).split('/')[0];
    return id ? `${VIDEO_PLAYER_ORIGINS.youtube}/embed/${encodeURIComponent(id)}` : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id =
      parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/?#]+)/)?.[1] ?? null;
    return id ? `${VIDEO_PLAYER_ORIGINS.youtube}/embed/${encodeURIComponent(id)}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parsed.pathname.match(/(\d+)/)?.[1];
    return id ? `${VIDEO_PLAYER_ORIGINS.vimeo}/video/${id}` : null;
  }
  return null;
}
