/**
 * GET /api/v1/link-preview/?url= (members only), declared in contract/content-endpoints.ts:
 * what the page at `url` says about itself (content/link-preview.ts: public addresses only,
 * 5 s, 512 KB, 3 redirects, HTML only). A URL that is not http(s) is a 400 on `url`; any
 * other failure a 400 with the catalogue's message and a `code` naming the reason.
 */
import { Hono } from 'hono';
import { LINK_PREVIEW_ENDPOINT } from '../../contract/content-endpoints';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { HttpError } from '../http/errors';
import { register } from '../http/register';
import { fetchLinkPreview, LinkPreviewError, linkPreviewEnvOptions } from './link-preview';

export function linkPreviewRoutes(_deps: AppDeps) {
  return register(new Hono<AppEnv>(), LINK_PREVIEW_ENDPOINT, async (c, { query }) => {
    try {
      return c.json(await fetchLinkPreview(query.url, linkPreviewEnvOptions()));
    } catch (error) {
      if (!(error instanceof LinkPreviewError)) throw error;
      if (error.reason === 'invalid_url') throw new HttpError(400, { url: [CONTENT_FORM_MESSAGES.invalidUrl] });
      throw new HttpError(400, { detail: CONTENT_MESSAGES.linkPreviewFailed, code: error.reason });
    }
  });
}
