/**
 * Listing pages that show the panel (a trailing slash is ignored): jobs, connect,
 * influencers, influential-orgs, circle-leaders, circles, events, posts, usecases,
 * ai-tools, resourcehub, prompt-library. One pattern: this file is in the
 * first-route bundle.
 */
const PANEL_PATHS =
  /^\/(jobs|connect|influencers|influential-orgs|circle-leaders|circles|events|posts|usecases|ai-tools|resourcehub|prompt-library)\/?$/;

export const hasRecommendationsPanel = (path: string) => PANEL_PATHS.test(path);

/** The agent area's pages where Ask Anything takes the panel: /careergps, /agent, /careergps/{slug}. */
const AGENT_PATHS = /^\/(?:careergps|agent)\/?$|^\/careergps\/([^/]+)\/?$/;

/**
 * Ask Anything's place in the panel: `{agent: null}` on the agent area's main pages, `{agent: slug}`
 * on an agent's page (shown only when that agent can chat), null elsewhere.
 */
export function askAnythingPanelFor(path: string): { agent: string | null } | null {
  const match = AGENT_PATHS.exec(path);
  if (!match) return null;
  return { agent: match[1] ? decodeURIComponent(match[1]) : null };
}
