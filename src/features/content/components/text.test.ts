import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContentListSearch } from './list-search';
import { plainText, truncateText, videoEmbedUrl } from './text';
import { compactContentSearch } from './use-content-list-search';

describe('videoEmbedUrl', () => {
  it('turns YouTube and Vimeo pages into their players', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://m.youtube.com/shorts/abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('leaves other links and nonsense to the <video> element', () => {
    expect(videoEmbedUrl('https://example.org/talk.mp4')).toBe(null);
    expect(videoEmbedUrl('https://www.youtube.com/channel/xyz')).toBe(null);
    expect(videoEmbedUrl('not a url')).toBe(null);
    expect(videoEmbedUrl('javascript:alert(1)')).toBe(null);
  });
});

describe('card text', () => {
  it('strips markup and decodes entities', () => {
    expect(plainText('<p>One &amp; two</p><p>three<br>four</p><script>x</script>')).toBe('One & two three four x');
  });

  it('cuts at the limit with an ellipsis', () => {
    expect(truncateText('abcdef', 3)).toBe('abc…');
    expect(truncateText('abc', 3)).toBe('abc');
  });
});

describe('list search params', () => {
  it('keeps ids as numbers in the URL and drops empty filters and page 1', () => {
    const parsed = v.parse(ContentListSearch, { career_stage: 2, topic_areas: '1,2', search: '', page: 1 });
    expect(compactContentSearch(parsed)).toEqual({ career_stage: 2, topic_areas: '1,2' });
    expect(compactContentSearch({ ...parsed, topic_area: '7', page: 3 })).toEqual({
      career_stage: 2,
      topic_area: 7,
      topic_areas: '1,2',
      page: 3,
    });
  });

  it('falls back on bad values instead of failing the route', () => {
    expect(v.parse(ContentListSearch, { page: -4, career_stage: { x: 1 }, search: 5 })).toEqual({
      page: 1,
      career_stage: '',
      search: '',
    });
  });
});
