import { Router, type Request, type Response } from 'express';
import {
  analyticsRangeParamsSchema,
  DEFAULT_ANALYTICS_RANGE,
  isClientRenderedScreen,
  pageViewSchema,
  type AnalyticsArticle,
  type AnalyticsExport,
  type AnalyticsOverview,
  type AnalyticsRange,
} from '@bulletin/contract';
import { param, send } from '../http/route.js';
import { exportCsv, exportFileName } from '../analytics/export-csv.js';
import { parseOrThrow } from '../http/validate.js';
import { viewToStore } from '../analytics/collect.js';
import { viewBufferFor, type ViewBuffer } from '../analytics/view-buffer.js';
import { visitorHash } from '../analytics/visitor.js';
import { localDaySalts } from '../analytics/day-salt.js';
import type { Deps } from './deps.js';
import { streamReaders } from './realtime-stream.js';
import { createStreamLimit, STREAMS_LIMITED } from '../live/stream-limit.js';
import { TooManyRequestsError } from '../http/errors.js';

export function analyticsRoutes({ env, views, connect, salts }: Deps): Router {
  const router = Router();
  router.get('/analytics/dashboard', async (_req, res) => {
    const { data } = await res.locals.strapi.signedIn().get<{ data: Record<string, number> }>('/analytics/dashboard');
    send(res, data);
  });

  // The page-view figures (docs/decisions/0029-analytics-read.md): Strapi counts, for the caller's role, in buckets
  // of the newsroom's time zone. The caller comes first: no token is a 401, and a bad range is a 400 only for a
  // caller Strapi lets in (it is asked with the default range first, so a reader's bad query is still their 403).
  const figures = async <T>(req: Request, res: Response, path: string) => {
    const strapi = res.locals.strapi.signedIn();
    const ask = (range: AnalyticsRange) => strapi.get<{ data: T }>(path, { range });
    let range: AnalyticsRange;
    try {
      range = parseOrThrow(analyticsRangeParamsSchema, req.query).range;
    } catch (error) {
      await ask(DEFAULT_ANALYTICS_RANGE);
      throw error;
    }
    return { range, data: (await ask(range)).data };
  };
  router.get('/analytics/overview', async (req, res) => {
    send(res, (await figures<AnalyticsOverview>(req, res, '/analytics/overview')).data);
  });
  router.get('/analytics/articles/:id', async (req, res) => {
    send(res, (await figures<AnalyticsArticle>(req, res, `/analytics/articles/${param(req, 'id')}`)).data);
  });
  router.get('/analytics/export', async (req, res) => {
    const { range, data } = await figures<AnalyticsExport>(req, res, '/analytics/export');
    res.attachment(exportFileName(range)).type('text/csv; charset=utf-8').send(exportCsv(data.rows));
  });

  // Readers now, as a stream of Server-Sent Events (routes/realtime-stream.ts): staff only, as the figures; at most
  // LIVE_STREAMS_PER_IP open per address, counted with nothing else.
  const streams = createStreamLimit(env.LIVE_STREAMS_PER_IP);
  router.get('/analytics/realtime/stream', async (req, res) => {
    const token = res.locals.strapi.signedIn().token;
    const release = streams.take(req.ip ?? '');
    if (!release) throw new TooManyRequestsError(STREAMS_LIMITED);
    res.once('close', release);
    const closed = new AbortController();
    res.once('close', () => closed.abort());
    const clientOf = () =>
      connect({ token, clientIp: req.ip, userAgent: req.get('user-agent'), signal: closed.signal, deadline: AbortSignal.timeout(env.UPSTREAM_READ_TIMEOUT_MS) });
    try {
      await streamReaders(req, res, clientOf);
    } catch (error) {
      release();
      throw error;
    }
  });

  // A reader page's beacon (docs/decisions/0028-analytics-storage.md): answered at once (204); the view, if it
  // counts, joins the batch this instance hands to Strapi. The newsroom's and account screens are never counted.
  const buffer: ViewBuffer = views ?? viewBufferFor(env);
  const daySalts = salts ?? localDaySalts();
  const siteHost = new URL(env.PUBLIC_URL).hostname;
  router.post('/analytics/views', (req, res) => {
    const view = parseOrThrow(pageViewSchema, req.body);
    res.status(204).end();
    if (isClientRenderedScreen(view.path)) return;
    const request = { headers: req.headers, address: req.ip ?? '', at: Date.now(), siteHost };
    // The day's salt is at hand but for a moment when the day begins (analytics/day-salt.ts); it never fails.
    void daySalts.of(request.at).then((salt) => {
      const stored = viewToStore(view, request, visitorHash(salt));
      if (stored) buffer.add(stored);
    });
  });
  return router;
}
