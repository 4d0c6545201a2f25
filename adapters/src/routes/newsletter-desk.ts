import { Router, type Request, type Response } from 'express';
import {
  queueListParamsSchema,
  subscriberExportParamsSchema,
  subscriberListParamsSchema,
  SUBSCRIBER_CSV_COLUMNS,
  testDigestSchema,
  type QueueList,
  type Subscriber,
  type SubscriberList,
  type TestDigest,
} from '@bulletin/contract';
import type { z } from 'zod';
import { csvFile } from '../http/csv.js';
import { param, send } from '../http/route.js';
import { parseForCaller } from '../http/validate.js';

/** The query Strapi is asked with: the parsed values, as text. */
const asQuery = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));

/**
 * The newsletter desk (docs/product.md#newsletter-desk): admins only, by Strapi's role matrix (anyone else gets
 * Strapi's 403, no token a 401). The caller comes first: a reporter's bad query is their 403, not a 400 (as GET /audit).
 * Never public, so never in the read cache.
 */
export function newsletterDeskRoutes(): Router {
  const router = Router();

  const read = async <T>(req: Request, res: Response, schema: z.ZodType<Record<string, unknown>>, path: string) => {
    const strapi = res.locals.strapi.signedIn();
    const params = await parseForCaller(schema, req.query, () => strapi.get(path, {}));
    return (await strapi.get<{ data: T }>(path, asQuery(params))).data;
  };

  router.get('/newsletter/subscribers', async (req, res) => {
    send(res, await read<SubscriberList>(req, res, subscriberListParamsSchema, '/newsletter-subscribers/list'));
  });

  router.get('/newsletter/subscribers.csv', async (req, res) => {
    const rows = await read<Subscriber[]>(req, res, subscriberExportParamsSchema, '/newsletter-subscribers/export');
    const lines = rows.map((s) => [s.email, s.status, s.language, s.digest, s.alerts, s.createdAt]);
    const day = new Date().toISOString().slice(0, 10);
    res.attachment(`bulletin-subscribers-${day}.csv`).type('text/csv; charset=utf-8').send(csvFile(SUBSCRIBER_CSV_COLUMNS, lines));
  });

  router.get('/newsletter/queue', async (req, res) => {
    send(res, await read<QueueList>(req, res, queueListParamsSchema, '/newsletter-subscribers/queue'));
  });

  router.post('/newsletter/queue/:id/retry', async (req, res) => {
    await res.locals.strapi.signedIn().post(`/newsletter-subscribers/queue/${param(req, 'id')}/retry`, { data: {} });
    send(res, {});
  });

  router.post('/newsletter/digest/test', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    // The caller before the body, as for the lists: a reporter's bad body is their 403.
    const input = await parseForCaller(testDigestSchema, req.body ?? {}, () => strapi.get('/newsletter-subscribers/queue', { limit: '1' }));
    const { data } = await strapi.post<{ data: TestDigest }>('/newsletter-subscribers/digest-test', { data: input });
    send(res, data);
  });

  return router;
}
