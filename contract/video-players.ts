/**
 * The video players the app frames: a YouTube or Vimeo link is shown in its privacy-minded
 * embed on these origins. The server's content security policy lists exactly these in
 * frame-src, so the embed and the policy cannot drift apart.
 */
export const VIDEO_PLAYER_ORIGINS = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
} as const;

/** The site of each player origin, as the "Watch on …" link names it. */
export const VIDEO_SITE_NAMES: Readonly<Record<string, string>> = {
  [VIDEO_PLAYER_ORIGINS.youtube]: 'YouTube',
  [VIDEO_PLAYER_ORIGINS.vimeo]: 'Vimeo',
};
