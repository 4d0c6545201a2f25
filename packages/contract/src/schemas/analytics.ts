import { z } from 'zod';
import { LOCALES } from '../locales.js';

/**
 * Page-view analytics (docs/decisions/0028-analytics-storage.md): what a reader page's beacon reports
 * (`POST /api/analytics/views`), and what the adapters hand on to Strapi in batches once a view is classified.
 * Nothing personal travels past the adapters: the address and user agent become a visitor hash there.
 */
const utmValue = z.string().trim().max(200).optional();

/** The beacon's body: the page, its article (if it is one), its language, the referrer and the `utm_*` values. */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(2000).startsWith('/'),
  articleId: z.string().min(1).max(200).nullish(),
  locale: z.enum(LOCALES),
  referrer: z.string().max(2000).optional().default(''),
  utm: z
    .object({ source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue })
    .strict()
    .optional()
    .default({}),
}).strict();

export type PageView = z.output<typeof pageViewSchema>;

/** Where a view came from, grouped: the entry page's referrer and `utm_*` (adapters/src/analytics/sources.ts). */
export const ANALYTICS_SOURCES = ['direct', 'search', 'social', 'newsletter', 'campaign', 'site'] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];

export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const name = z.string().min(1).max(200);

/** One counted view as stored: no address, no user agent; `visitor` is the day's hash, null for GPC / DNT readers. */
export const storedViewSchema = z.object({
  /** Milliseconds since the epoch, when the adapters received the beacon. */
  at: z.number().int().nonnegative(),
  path: z.string().min(1).max(2000),
  articleId: name.nullable(),
  locale: z.enum(LOCALES),
  source: z.enum(ANALYTICS_SOURCES),
  /** The engine or network (search, social), the domain (site), the campaign (campaign, newsletter); else null. */
  sourceName: name.nullable(),
  referrerDomain: name.nullable(),
  campaign: name.nullable(),
  device: z.enum(DEVICE_CLASSES),
  visitor: z.string().regex(/^[0-9a-f]{32}$/).nullable(),
});

export type StoredView = z.output<typeof storedViewSchema>;

/** A batch from one adapters instance to Strapi (signed like a purge notice: HMAC over "<timestamp>.<body>"). */
export const storedViewBatchSchema = z.object({ views: z.array(storedViewSchema).min(1).max(5000) });
