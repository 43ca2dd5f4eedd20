/**
 * Where uploaded files are served and the widths of their thumbnails, apart from imports.ts:
 * every list's images read them, and a list should not load the upload and import contract.
 */

/** Where uploaded files are served: GET {MEDIA_UPLOADS_PREFIX}{key}, same origin as the app. */
export const MEDIA_UPLOADS_PREFIX = '/media/uploads/';
/**
 * Widths, in pixels, of the WebP thumbnails of an uploaded image: GET {file}?w=N, made on
 * first request and never wider than the original. Lists pick one through srcset.
 */
export const THUMBNAIL_WIDTHS = [160, 320, 640] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];
