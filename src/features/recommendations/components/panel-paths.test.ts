import { describe, expect, it } from 'vitest';
import { askAnythingPanelFor, hasRecommendationsPanel } from './panel-paths';

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

describe('askAnythingPanelFor', () => {
  it('puts Ask Anything on the agent area, with the agent of an agent page', () => {
    expect(askAnythingPanelFor('/careergps')).toEqual({ agent: null });
    expect(askAnythingPanelFor('/careergps/')).toEqual({ agent: null });
    expect(askAnythingPanelFor('/agent')).toEqual({ agent: null });
    expect(askAnythingPanelFor('/careergps/interview-coach')).toEqual({ agent: 'interview-coach' });
    expect(askAnythingPanelFor('/careergps/interest-explorer/')).toEqual({ agent: 'interest-explorer' });
  });

  it('leaves out reports, listing pages and look-alike paths', () => {
    for (const path of ['/', '/jobs', '/careergps-reports', '/careergps-report/abc', '/careergps/a/b', '/agents']) {
      expect(askAnythingPanelFor(path), path).toBeNull();
    }
  });
});
