/** An embedded video: YouTube and Vimeo pages as their players, any other link in <video>; no autoplay when saving data. */
import { css } from '../../../../../styled-system/css';
import { prefersSavingData, videoEmbedUrl } from '../text';

const frameStyle = css({ w: 'full', aspectRatio: '16 / 9', borderRadius: 'md', bg: 'black' });

export function VideoEmbed({ url, title, autoPlay = false }: { url: string; title: string; autoPlay?: boolean }) {
  const embed = videoEmbedUrl(url);
  const play = autoPlay && !prefersSavingData();
  if (embed) {
    return (
      <iframe
        src={play ? `${embed}?autoplay=1` : embed}
        title={`Video: ${title}`}
        className={frameStyle}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: member-supplied videos come without captions.
    <video
      src={url}
      controls
      autoPlay={play}
      preload={prefersSavingData() ? 'none' : 'metadata'}
      className={frameStyle}
    >
      <a href={url}>Open the video</a>
    </video>
  );
}
