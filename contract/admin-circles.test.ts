import { describe, expect, it } from 'vitest';
import { circleRunOf } from './admin';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-01T12:00:00Z');
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

describe('where a circle stands from its dates', () => {
  it('is upcoming before the start, running until the end, ended after it', () => {
    const circle = { start_date: at(5), end_date: at(30) };
    expect(circleRunOf(circle, NOW)).toBe('upcoming');
    expect(circleRunOf(circle, NOW + 5 * DAY)).toBe('running');
    expect(circleRunOf(circle, NOW + 30 * DAY)).toBe('running');
    expect(circleRunOf(circle, NOW + 30 * DAY + 1)).toBe('ended');
  });

  it('reads a missing start as started and a missing end as never ending; no dates, no status', () => {
    expect(circleRunOf({ start_date: null, end_date: at(1) }, NOW)).toBe('running');
    expect(circleRunOf({ start_date: null, end_date: at(-1) }, NOW)).toBe('ended');
    expect(circleRunOf({ start_date: at(-100), end_date: null }, NOW)).toBe('running');
    expect(circleRunOf({ start_date: null, end_date: null }, NOW)).toBeNull();
  });
});
