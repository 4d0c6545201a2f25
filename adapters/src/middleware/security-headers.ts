import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers on every answer (site, API, uploads). The Content-Security-Policy allows only the
 * site's own scripts (no inline script: the built index.html has none), its own API, and images from the
 * site plus data:/blob: (the editor's previews) and, with media in a bucket, the media base's origin
 * (docs/decisions/0035-media-object-storage.md). Chakra (Emotion) and CKEditor insert <style> elements at
 * run time, hence style-src 'unsafe-inline' (styles only; scripts stay strict). HSTS is sent only on HTTPS
 * (behind a TLS proxy, as Express's `req.secure` tells with TRUST_PROXY).
 */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Browser features the site may use: the weather block's geolocation and fullscreen; nothing else. */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'fullscreen=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy's directives: images also from the media base's origin when stored media is served from there. */
export function contentSecurityPolicy(mediaBaseUrl: string | null): Record<string, string[]> {
  if (!mediaBaseUrl) return CONTENT_SECURITY_POLICY;
  return { ...CONTENT_SECURITY_POLICY, 'img-src': [...CONTENT_SECURITY_POLICY['img-src'], new URL(mediaBaseUrl).origin] };
}

export function securityHeaders(mediaBaseUrl: string | null = null): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(mediaBaseUrl) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const extra: RequestHandler = (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
  return [headers, extra];
}
