import { Router, type Request, type Response } from 'express';
import {
  newsletterConfirmSchema,
  newsletterPreferencesQuerySchema,
  newsletterPreferencesSchema,
  newsletterSchema,
  newsletterUnsubscribeSchema,
  type NewsletterPreferences,
} from '@bulletin/contract';
import { parseOrThrow } from '../http/validate.js';
import { send } from '../http/route.js';
import { HttpError } from '../http/errors.js';
import type { Deps } from './deps.js';
import { newsletterLimit } from '../middleware/newsletter-limit.js';
import { unsubscribeAskPage, unsubscribedPage, unsubscribeFailedPage } from './newsletter-pages.js';

/** A person's browser (the page's form) rather than a mail program's one-click POST. */
const fromBrowser = (req: Request) => req.accepts(['json', 'html']) === 'html';

function html(res: Response, status: number, body: string) {
  res.status(status).type('html').send(body);
}

/**
 * The newsletter with double opt-in (docs/product.md#newsletter): sign-up, the confirmation link's POST, and the
 * unsubscribe address every newsletter e-mail names in `List-Unsubscribe` (GET: a page; POST: unsubscribed at once);
 * the subscriber's preferences, read and changed with the same token. The token routes are not rate-limited, as
 * confirm and unsubscribe are not: a token is 256 random bits, nothing to guess.
 */
export function newsletterRoutes({ env }: Deps): Router {
  const router = Router();
  router.post('/newsletter', newsletterLimit(env), async (req, res) => {
    const input = parseOrThrow(newsletterSchema, req.body);
    await res.locals.strapi.as(null).post('/newsletter-subscribers/subscribe', { data: input });
    send(res, {});
  });

  router.post('/newsletter/confirm', async (req, res) => {
    const input = parseOrThrow(newsletterConfirmSchema, req.body);
    await res.locals.strapi.as(null).post('/newsletter-subscribers/confirm', { data: input });
    send(res, {});
  });

  router.get('/newsletter/preferences', async (req, res) => {
    const input = parseOrThrow(newsletterPreferencesQuerySchema, { token: req.query.token });
    const { data } = await res.locals.strapi.as(null).post<{ data: NewsletterPreferences }>('/newsletter-subscribers/preferences', { data: input });
    send(res, data);
  });

  router.put('/newsletter/preferences', async (req, res) => {
    const input = parseOrThrow(newsletterPreferencesSchema, req.body);
    const { data } = await res.locals.strapi.as(null).put<{ data: NewsletterPreferences }>('/newsletter-subscribers/preferences', { data: input });
    send(res, data);
  });

  router.get('/newsletter/unsubscribe', (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    html(res, 200, unsubscribeAskPage(token));
  });

  // The token is in the address (the body of a one-click POST is `List-Unsubscribe=One-Click`, form-encoded).
  router.post('/newsletter/unsubscribe', async (req, res) => {
    try {
      const input = parseOrThrow(newsletterUnsubscribeSchema, { token: req.query.token });
      await res.locals.strapi.as(null).post('/newsletter-subscribers/unsubscribe', { data: input });
    } catch (error) {
      if (fromBrowser(req) && error instanceof HttpError && error.status < 500) {
        html(res, error.status, unsubscribeFailedPage(error.message));
        return;
      }
      throw error;
    }
    if (fromBrowser(req)) html(res, 200, unsubscribedPage());
    else send(res, {});
  });
  return router;
}
