import { describe, expect, it } from 'vitest';
import { absoluteUrl, byNewestReport, reportPath, scorePercent, scoreTone } from './labels';

describe('report labels', () => {
  it('colours a fit score green only above 60', () => {
    expect(scoreTone(60)).toBe('amber');
    expect(scoreTone(60.6)).toBe('green');
    expect(scoreTone(61)).toBe('green');
    expect(scoreTone(0)).toBe('amber');
  });

  it('keeps scores within 0..100 as whole numbers', () => {
    expect(scorePercent(-5)).toBe(0);
    expect(scorePercent(140)).toBe(100);
    expect(scorePercent(72.4)).toBe(72);
    expect(scorePercent(Number.NaN)).toBe(0);
  });

  it('makes portal paths absolute and leaves absolute addresses alone', () => {
    expect(absoluteUrl('http://localhost:5173', '/resource/a-b')).toBe('http://localhost:5173/resource/a-b');
    expect(absoluteUrl('http://localhost:5173', 'https://x.org/y')).toBe('https://x.org/y');
    expect(reportPath('a b')).toBe('/careergps-report/a%20b');
  });

  it('orders reports newest first, then by id', () => {
    const row = (id: number, created_at: string) => ({
      id,
      slug: String(id),
      title: '',
      agent_name: '',
      agent_slug: '',
      created_at,
      user: { id: 1, name: '', name_slug: '' },
    });
    const rows = [row(1, '2026-01-01'), row(3, '2026-02-01'), row(2, '2026-02-01')].sort(byNewestReport);
    expect(rows.map((r) => r.id)).toEqual([3, 2, 1]);
  });
});
