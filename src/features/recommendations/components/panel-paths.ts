/**
 * Listing pages that show the panel (a trailing slash is ignored): jobs, connect,
 * influencers, influential-orgs, circle-leaders, circles, events, posts, usecases,
 * ai-tools, resourcehub, prompt-library. One pattern: this file is in the
 * first-route bundle.
 */
const PANEL_PATHS =
  /^\/(jobs|connect|influencers|influential-orgs|circle-leaders|circles|events|posts|usecases|ai-tools|resourcehub|prompt-library)\/?$/;

export const hasRecommendationsPanel = (path: string) => PANEL_PATHS.test(path);
