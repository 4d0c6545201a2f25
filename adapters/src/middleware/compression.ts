import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * On-the-fly Brotli or gzip (by Accept-Encoding, with `Vary: Accept-Encoding`) for compressible answers of
 * 1 kB or more: API JSON, index.html, and any static file without a precompressed copy. Precompressed assets
 * (`site/static-files.ts`) already carry Content-Encoding and pass through untouched; images are not compressible.
 * Server-Sent Events are left alone (compression would hold events back).
 */
export const COMPRESSION_THRESHOLD = 1024;

export function compress(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD,
    filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  });
}
