import { describe, expect, it } from 'vitest';
import { imageSources, smallestImageSource } from './image-sources';

const ORIGIN = 'https://campus.example.org';
const UPLOAD = '/media/uploads/3/0b7c6f5e-8d1a-4c7e-9a55-0f3a2e1d4c6b.png';
const SRC_SET = `${UPLOAD}?w=160 160w, ${UPLOAD}?w=320 320w, ${UPLOAD}?w=640 640w`;

describe('imageSources', () => {
  it('gives an upload the smallest thumbnail at least as wide as shown, and every width in srcSet', () => {
    expect(imageSources(UPLOAD, 48, ORIGIN)).toEqual({ src: `${UPLOAD}?w=160`, srcSet: SRC_SET, sizes: '48px' });
    expect(imageSources(UPLOAD, 160, ORIGIN).src).toBe(`${UPLOAD}?w=160`);
    expect(imageSources(UPLOAD, 161, ORIGIN).src).toBe(`${UPLOAD}?w=320`);
    expect(imageSources(UPLOAD, 640, ORIGIN)).toEqual({ src: `${UPLOAD}?w=640`, srcSet: SRC_SET, sizes: '640px' });
  });

  it('keeps the original of an image shown wider than the largest thumbnail', () => {
    expect(imageSources(UPLOAD, 641, ORIGIN)).toEqual({ src: UPLOAD });
  });

  it('takes an absolute upload URL of this origin, but no other host', () => {
    const absolute = `${ORIGIN}${UPLOAD}`;
    expect(imageSources(absolute, 40, ORIGIN)).toMatchObject({ src: `${absolute}?w=160`, sizes: '40px' });
    expect(imageSources(`https://cdn.example.com${UPLOAD}`, 40, ORIGIN)).toEqual({
      src: `https://cdn.example.com${UPLOAD}`,
    });
    expect(imageSources(absolute, 40, undefined)).toEqual({ src: absolute });
  });

  it('uses any other address as it is', () => {
    for (const url of [
      'https://logo.clearbit.com/example.com',
      'data:image/png;base64,iVBORw0KGgo=',
      '/icons/logo.svg',
      '//evil.example/media/uploads/1/a.png',
      `${UPLOAD}?w=320`,
      `${UPLOAD}#x`,
      `${ORIGIN}${UPLOAD}?v=2`,
      '',
    ]) {
      expect(imageSources(url, 48, ORIGIN), url).toEqual({ src: url });
    }
  });
});

describe('smallestImageSource', () => {
  it('is the smallest thumbnail of an upload, else the address itself', () => {
    expect(smallestImageSource(UPLOAD, ORIGIN)).toBe(`${UPLOAD}?w=160`);
    expect(smallestImageSource('https://example.com/a.png', ORIGIN)).toBe('https://example.com/a.png');
  });
});
