/**
 * An embedded video: YouTube and Vimeo links in their privacy-minded players (the origins the
 * content security policy frames), any other link in <video>. Nothing autoplays. Offline, or
 * when the device saves data, the player is not framed: a poster links to the video on its
 * own site instead (with data saver, a plain panel: no poster image either), and with data
 * saver the member may still load the player here.
 */
import { useState } from 'react';
import { MESSAGES } from '../../../../../contract/messages';
import { VIDEO_SITE_NAMES } from '../../../../../contract/video-players';
import { css } from '../../../../../styled-system/css';
import { useSavesData } from '../../../../ui/save-data';
import { useIsOnline } from '../../../sync/queries';
import { videoEmbedUrl } from '../text';
import { VideoPoster } from './video-poster';

const frameStyle = css({ w: 'full', aspectRatio: '16 / 9', borderRadius: 'md', bg: 'black' });

export interface VideoEmbedProps {
  /** The video link as the member gave it. */
  url: string;
  title: string;
  /** An image shown when the player is not framed. */
  poster?: string | null | undefined;
}

export function VideoEmbed({ url, title, poster }: VideoEmbedProps) {
  const embed = videoEmbedUrl(url);
  const isOnline = useIsOnline();
  const savesData = useSavesData();
  const [isPlayerWanted, setPlayerWanted] = useState(false);
  if (embed) {
    const siteName = VIDEO_SITE_NAMES[new URL(embed).origin] ?? new URL(url).hostname;
    if (!isOnline) {
      const reason = `${MESSAGES.youAreOffline}: the video plays here once you are back online.`;
      return <VideoPoster url={url} title={title} siteName={siteName} reason={reason} poster={poster} />;
    }
    if (savesData && !isPlayerWanted) {
      const reason = 'Data saver is on, so the player is not loaded.';
      return (
        <VideoPoster
          url={url}
          title={title}
          siteName={siteName}
          reason={reason}
          poster={null}
          onLoadPlayer={() => setPlayerWanted(true)}
        />
      );
    }
    return (
      <iframe
        src={embed}
        title={`Video: ${title}`}
        className={frameStyle}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: member-supplied videos come without captions.
    <video src={url} controls preload={savesData ? 'none' : 'metadata'} className={frameStyle}>
      <a href={url}>Open the video</a>
    </video>
  );
}
