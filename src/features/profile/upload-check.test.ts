import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, PROFILE_MESSAGES, UPLOAD_MAX_BYTES } from '../../../contract';
import { sniffUpload } from './upload-check';

const bytes = (...parts: (number[] | string)[]) =>
  new Blob(parts.map((part) => (typeof part === 'string' ? part : new Uint8Array(part))));

describe('upload checks', () => {
  it('accepts files whose first bytes match the field', async () => {
    expect(await sniffUpload(bytes('%PDF-1.7'), 'resume')).toBeNull();
    expect(await sniffUpload(bytes([0, 0, 0, 0x20], 'ftypisom'), 'video')).toBeNull();
    expect(await sniffUpload(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'picture')).toBeNull();
    expect(await sniffUpload(bytes([0xff, 0xd8, 0xff, 0xe0]), 'picture')).toBeNull();
    expect(await sniffUpload(bytes('RIFF', [1, 2, 3, 4], 'WEBP'), 'picture')).toBeNull();
    expect(await sniffUpload(bytes('GIF89a'), 'picture')).toBeNull();
  });

  it('refuses the wrong kind with the spec message', async () => {
    expect(await sniffUpload(bytes('hello'), 'resume')).toBe(PROFILE_MESSAGES.resumeNotPdf);
    expect(await sniffUpload(bytes('%PDF'), 'picture')).toBe(IMPORT_MESSAGES.pictureType);
    expect(await sniffUpload(bytes('GIF89a'), 'video')).toBe(IMPORT_MESSAGES.videoType);
  });

  it('refuses files over 10 MB', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await sniffUpload(new Blob([big]), 'picture')).toBe(PROFILE_MESSAGES.uploadTooLarge);
    big.set([0x25, 0x50, 0x44, 0x46]);
    expect(await sniffUpload(new Blob([big]), 'resume')).toBe(PROFILE_MESSAGES.resumeTooLarge);
  });
});
