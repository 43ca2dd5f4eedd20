/**
 * WebP thumbnails of uploaded images, so lists download a picture at the size they show
 * it. A thumbnail is made by sharp on its first request and kept through the same
 * MediaStorage as the upload (local disk or the S3 bucket) under a derived key, so every
 * process reads it afterwards instead of making it again.
 */
import sharp from 'sharp';
import { THUMBNAIL_WIDTHS, type ThumbnailWidth } from '../../contract/imports';
import type { Logger } from '../logger';
import type { MediaStorage } from './storage';

/**
 * Larger inputs are not decoded (a 10 MB PNG can claim billions of pixels). 50 megapixels
 * still takes the photo of a 48 MP phone camera.
 */
export const THUMBNAIL_MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 75;

/** The width asked for by `?w=`, or null when it is not one of THUMBNAIL_WIDTHS. */
export function thumbnailWidthOf(value: string): ThumbnailWidth | null {
  return THUMBNAIL_WIDTHS.find((width) => String(width) === value) ?? null;
}

/** `thumbs/{width}/{tenantId}/{uuid}.webp` for the upload `{tenantId}/{uuid}.{ext}`: never an upload's key. */
export const thumbnailKey = (key: string, width: ThumbnailWidth) =>
  `thumbs/${width}/${key.replace(/\.[a-z0-9]+$/, '')}.webp`;

/**
 * The image at `width` pixels wide (or its own width when narrower: never enlarged), turned
 * by its EXIF orientation, as WebP without metadata. An animated GIF or WebP gives its first
 * frame. Throws on input sharp refuses: corrupt or truncated data, too many pixels.
 */
export async function makeThumbnail(bytes: Uint8Array, width: ThumbnailWidth): Promise<Uint8Array<ArrayBuffer>> {
  const output = await sharp(bytes, {
    failOn: 'error',
    limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS,
    autoOrient: true,
  })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return new Uint8Array(output);
}

/**
 * Requests of one thumbnail that arrive while it is being made wait for the same work. Only
 * an optimisation of this process: the stored thumbnail is what processes share.
 */
const making = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();

/**
 * The stored thumbnail of the upload `key`, made and stored first when missing. Null when the
 * upload's bytes are gone or sharp cannot read them (the caller answers the original). A
 * thumbnail that could not be stored is still answered, and made again next time.
 */
export function readOrMakeThumbnail(
  storage: MediaStorage,
  key: string,
  width: ThumbnailWidth,
  logger: Logger,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const derived = thumbnailKey(key, width);
  const pending = making.get(derived);
  if (pending) return pending;
  const work = (async () => {
    const stored = await storage.get(derived);
    if (stored) return stored;
    const original = await storage.get(key);
    if (!original) return null;
    let thumbnail: Uint8Array<ArrayBuffer>;
    try {
      thumbnail = await makeThumbnail(original, width);
    } catch (error) {
      logger.warn({ key, width, err: error }, 'no thumbnail of this upload: answering the original');
      return null;
    }
    try {
      await storage.put(derived, thumbnail);
    } catch (error) {
      logger.warn({ key: derived, err: error }, 'thumbnail not stored');
    }
    return thumbnail;
  })().finally(() => making.delete(derived));
  making.set(derived, work);
  return work;
}
