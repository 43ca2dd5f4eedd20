/**
 * Security headers on every response (hono/secure-headers). The CSP allows only our own
 * scripts; inline styles stay allowed because the per-tenant page head sets its colours
 * in an inline <style>, and its JSON <script type="application/json"> is never executed.
 * The service worker and websocket need worker-src blob: and connect-src ws:/wss:. Frames are
 * allowed from exactly the video players the use-case pages embed, and from nowhere else.
 */
import { secureHeaders } from 'hono/secure-headers';
import { VIDEO_PLAYER_ORIGINS } from '../../contract/video-players';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  frameSrc: Object.values(VIDEO_PLAYER_ORIGINS),
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    // HSTS belongs to whoever terminates TLS; on plain-HTTP localhost it means nothing.
    strictTransportSecurity: false,
  });
