import { describe, expect, it } from 'vitest';
import { formatBytes, sectionOfSegment, visibleSections } from './collection-sections';

describe('collection sections', () => {
  it('lists the spec sections in order, jobs only with the job menu', () => {
    expect(visibleSections('favorites', true)).toEqual([
      'usecases',
      'circles',
      'events',
      'resources',
      'aitools',
      'jobs',
    ]);
    expect(visibleSections('favorites', false)).not.toContain('jobs');
    expect(visibleSections('my', true)).toEqual(['circles', 'resources', 'jobs', 'usecases', 'posts', 'aitools']);
    expect(visibleSections('my', false)).toEqual(['circles', 'resources', 'usecases', 'posts', 'aitools']);
  });

  it('maps sub-route segments to sections and refuses the rest', () => {
    expect(sectionOfSegment('favorites', 'ai-tools', false)).toBe('aitools');
    expect(sectionOfSegment('favorites', 'usecases', false)).toBe('usecases');
    expect(sectionOfSegment('favorites', 'aitools', false)).toBeNull();
    expect(sectionOfSegment('favorites', 'posts', true)).toBeNull();
    expect(sectionOfSegment('my', 'events', true)).toBeNull();
    expect(sectionOfSegment('my', 'posts', false)).toBe('posts');
    expect(sectionOfSegment('my', 'jobs', false)).toBeNull();
    expect(sectionOfSegment('my', 'jobs', true)).toBe('jobs');
    expect(sectionOfSegment('favorites', '', true)).toBeNull();
    expect(sectionOfSegment('favorites', '../my', true)).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024)).toBe('20 KB');
    expect(formatBytes(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
  });
});
