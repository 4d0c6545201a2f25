import type { Request, Response } from 'express';
import type { AnalyticsRealtime } from '@bulletin/contract';
import type { StrapiClient } from '../strapi/client.js';
import { openEventStream } from '../live/sse.js';
import { HttpError } from '../http/errors.js';

/**
 * The newsroom's live "readers now" (docs/decisions/0029-analytics-read.md): a Server-Sent Events stream that sends
 * the caller's readers of the last five minutes at once and every EVERY_MS after, each event `readers` with the
 * figure as JSON. The caller's token is checked before the stream opens (a 401 or 403 is an ordinary answer) and
 * again with every figure: a session that ends closes the stream. Each figure is asked of Strapi with a fresh client
 * (`clientOf`), with its own deadline; a figure Strapi does not give in time is skipped, the stream stays.
 */
export const EVERY_MS = 5_000;
/** Nothing written for this long (several figures missed in a row): the stream is closed; the browser reconnects. */
const IDLE_MS = 60_000;

export const readersFrame = (figure: AnalyticsRealtime) => `event: readers\ndata: ${JSON.stringify(figure)}\n\n`;

const isRefusal = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

export async function streamReaders(req: Request, res: Response, clientOf: () => StrapiClient): Promise<void> {
  const ask = async () => (await clientOf().signedIn().get<{ data: AnalyticsRealtime }>('/analytics/realtime')).data;
  const first = await ask();
  const sink = openEventStream(res, IDLE_MS);
  sink.write(readersFrame(first));
  let asking = false;
  const timer = setInterval(() => {
    if (asking) return;
    asking = true;
    ask()
      .then((figure) => sink.write(readersFrame(figure)))
      .catch((error: unknown) => {
        if (isRefusal(error)) sink.close();
      })
      .finally(() => {
        asking = false;
      });
  }, EVERY_MS);
  req.once('close', () => clearInterval(timer));
  res.once('close', () => clearInterval(timer));
}
