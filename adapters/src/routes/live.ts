import { Router, type Request } from 'express';
import { ERROR_MESSAGES, liveEntrySchema, liveEntryUpdateSchema, liveListParamsSchema, liveStoryParamsSchema, liveStorySchema, liveStoryUpdateSchema, liveStreamParamsSchema } from '@bulletin/contract';
import { NotFoundError, TooManyRequestsError } from '../http/errors.js';
import { param, send } from '../http/route.js';
import type { Deps } from './deps.js';
import { createLiveHub } from '../live/hub.js';
import { createStreamLimit, STREAMS_LIMITED } from '../live/stream-limit.js';
import { resolveContentImages, resolveImage } from '../strapi/images.js';
import type { StrapiClient } from '../strapi/client.js';
import { liveEntryFromStrapi, liveStoryFromStrapi, liveStoryPageFromStrapi, liveSummaryFromStrapi } from '../translate/live.js';
import type { StrapiLiveEntry, StrapiLiveStory, StrapiLiveStoryPage } from '../translate/live.js';
import { parseOrThrow } from '../http/validate.js';
import { createInput } from './write-input.js';

/**
 * Live coverage (docs/api.md "Live coverage"): stories and their entries, and the Server-Sent Events stream of a
 * story (live/hub.ts). Reads are the same for every reader (asked anonymously, kept by the read cache); writes
 * are the caller's (Strapi's role matrix: editors and admins start, end and edit; reporters post too).
 */
/** What Strapi's uid field allows in a slug: anything else names no story (and never reaches Strapi). */
const SLUG = /^[A-Za-z0-9\-_.~]{1,200}$/;

function slugOf(req: Request): string {
  const slug = String(req.params.slug ?? '');
  if (!SLUG.test(slug)) throw new NotFoundError(ERROR_MESSAGES.liveStoryNotFound);
  return param(req, 'slug');
}

const storyPath = (slug: string) => `/live-stories/${slug}`;


/** An entry's image (stored through Strapi's upload) and inline images, as Strapi takes them. */
async function entryData(strapi: StrapiClient, input: { content?: string; image?: string | null; keyEvent?: boolean; pinned?: boolean }) {
  const { image, content, ...rest } = input;
  const data: Record<string, unknown> = { ...rest };
  if (content !== undefined) data.content = await resolveContentImages(strapi, content);
  const imageId = await resolveImage(strapi, image, 'image');
  if (imageId !== undefined) data.image = imageId;
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}

export function liveRoutes(deps: Deps): Router {
  const live = deps.live ?? createLiveHub(deps.connect);
  const streams = createStreamLimit(deps.env.LIVE_STREAMS_PER_IP);
  const router = Router();

  router.get('/live', async (req, res) => {
    const { status, limit } = parseOrThrow(liveListParamsSchema, req.query);
    const { data } = await res.locals.strapi.as(null).get<{ data: StrapiLiveStory[] }>('/live-stories', { status, limit });
    send(res, data.map(liveSummaryFromStrapi));
  });

  router.get('/live/:slug', async (req, res) => {
    const slug = slugOf(req);
    const { page, limit } = parseOrThrow(liveStoryParamsSchema, req.query);
    const body = await res.locals.strapi.as(null).get<StrapiLiveStoryPage>(storyPath(slug), { page, limit });
    send(res, liveStoryPageFromStrapi(body));
  });

  router.get('/live/:slug/stream', async (req, res) => {
    const slug = String(req.params.slug ?? '');
    if (!SLUG.test(slug)) throw new NotFoundError(ERROR_MESSAGES.liveStoryNotFound);
    // A reconnecting EventSource says where it stopped (Last-Event-ID); a first connection says what it loaded (?after=).
    const { after } = parseOrThrow(liveStreamParamsSchema, { after: req.get('last-event-id') || req.query.after });
    const release = streams.take(req.ip ?? '');
    if (!release) throw new TooManyRequestsError(STREAMS_LIMITED);
    res.once('close', release);
    await live.stream(slug, after, res);
  });

  router.post('/live', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const input = await createInput(strapi, liveStorySchema, req.body);
    const { data } = await strapi.post<{ data: StrapiLiveStory }>('/live-stories', { data: input });
    send(res, liveStoryFromStrapi(data), 201);
  });

  router.put('/live/:slug', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const slug = slugOf(req);
    const input = await createInput(strapi, liveStoryUpdateSchema, req.body);
    const { data } = await strapi.put<{ data: StrapiLiveStory }>(storyPath(slug), { data: input });
    live.wrote(data.slug);
    send(res, liveStoryFromStrapi(data));
  });

  router.post('/live/:slug/entries', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const slug = slugOf(req);
    const input = await createInput(strapi, liveEntrySchema, req.body);
    const { data } = await strapi.post<{ data: StrapiLiveEntry }>(`${storyPath(slug)}/entries`, { data: await entryData(strapi, input) });
    live.wrote(decodeURIComponent(slug));
    send(res, liveEntryFromStrapi(data), 201);
  });

  router.put('/live/:slug/entries/:entryId', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const slug = slugOf(req);
    const input = await createInput(strapi, liveEntryUpdateSchema, req.body);
    const { data } = await strapi.put<{ data: StrapiLiveEntry }>(`${storyPath(slug)}/entries/${param(req, 'entryId')}`, {
      data: await entryData(strapi, input),
    });
    live.wrote(decodeURIComponent(slug));
    send(res, liveEntryFromStrapi(data));
  });

  router.delete('/live/:slug/entries/:entryId', async (req, res) => {
    const strapi = res.locals.strapi.signedIn();
    const slug = slugOf(req);
    await strapi.delete(`${storyPath(slug)}/entries/${param(req, 'entryId')}`);
    live.wrote(decodeURIComponent(slug));
    send(res, {});
  });

  return router;
}
