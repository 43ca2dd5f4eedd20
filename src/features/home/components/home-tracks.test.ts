import { describe, expect, it } from 'vitest';
import { trackOrder } from './home-tracks';

describe('trackOrder', () => {
  it('puts career development first only when it is the saved focus', () => {
    expect(trackOrder('career_development').map((track) => track.id)).toEqual([
      'career_development',
      'learn_ai_skills',
    ]);
    for (const focus of ['learn_ai_skills', 'both', null, undefined] as const) {
      expect(trackOrder(focus).map((track) => track.id)).toEqual(['learn_ai_skills', 'career_development']);
    }
  });

  it('gives each track four steps', () => {
    for (const track of trackOrder(null)) expect(track.steps).toHaveLength(4);
  });
});
