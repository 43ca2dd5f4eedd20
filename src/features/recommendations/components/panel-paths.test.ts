import { describe, expect, it } from 'vitest';
import { hasRecommendationsPanel } from './panel-paths';

describe('hasRecommendationsPanel', () => {
  it('opts in the listing pages, with or without a trailing slash', () => {
    for (const path of ['/jobs', '/jobs/', '/connect', '/influencers', '/influential-orgs', '/circle-leaders']) {
      expect(hasRecommendationsPanel(path), path).toBe(true);
    }
  });

  it('leaves out home, detail pages, profiles and look-alike paths', () => {
    for (const path of ['/', '/jobs/some-job', '/profile', '/careergps', '/jobsearch', '/login']) {
      expect(hasRecommendationsPanel(path), path).toBe(false);
    }
  });
});
