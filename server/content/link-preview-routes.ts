/**
 * GET /api/v1/link-preview/?url= (members only): what the page at `url` says about itself
 * (content/link-preview.ts: public addresses only, 5 s, 512 KB, 3 redirects, HTML only).
 * A URL that is not http(s) is a 400 on `url`; any other failure a 400 with the
 * catalogue's message and a `code` naming the reason.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES } from '../../contract/content-forms';
import type { AppDeps, AppEnv } from '../app-env';
import { requireAuth } from '../auth/middleware';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/input';
import { fetchLinkPreview, LinkPreviewError, linkPreviewEnvOptions } from './link-preview';

const LinkPreviewQuery = v.object({
  url: v.pipe(
    v.string(CONTENT_FORM_MESSAGES.required),
    v.trim(),
    v.minLength(1, CONTENT_FORM_MESSAGES.required),
    v.maxLength(2000, CONTENT_FORM_MESSAGES.invalidUrl),
  ),
});

export function linkPreviewRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>().get('/link-preview/', requireAuth, async (c) => {
    const { url } = parseInput(LinkPreviewQuery, c.req.query());
    try {
      return c.json(await fetchLinkPreview(url, linkPreviewEnvOptions()));
    } catch (error) {
      if (!(error instanceof LinkPreviewError)) throw error;
      if (error.reason === 'invalid_url') throw new HttpError(400, { url: [CONTENT_FORM_MESSAGES.invalidUrl] });
      throw new HttpError(400, { detail: CONTENT_MESSAGES.linkPreviewFailed, code: error.reason });
    }
  });
}
