import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says now for the same instant', () => {
    expect(relativeTime(ago(0), now)).toBe('now');
  });

  it('picks the largest whole unit', () => {
    expect(relativeTime(ago(30), now)).toBe('30 seconds ago');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('3 days ago');
    expect(relativeTime(ago(14 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(60 * 24 * 3600), now)).toBe('2 months ago');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });

  it('handles times in the future (a clock ahead of ours)', () => {
    expect(relativeTime(new Date(now + 5 * 60 * 1000).toISOString(), now)).toBe('in 5 minutes');
  });

  it('answers nothing for an invalid date', () => {
    expect(relativeTime('not a date', now)).toBe('');
    expect(relativeTime('', now)).toBe('');
  });
});
