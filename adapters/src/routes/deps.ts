import type { StrapiConnection } from '../strapi/client.js';
import type { Env } from '../env.js';
import type { LiveHub } from '../live/hub.js';
import type { ViewBuffer } from '../analytics/view-buffer.js';
import type { DaySalts } from '../analytics/day-salt.js';

/**
 * What every route module needs: the checked environment and the connection to Strapi (routes under /api use
 * their request's own client, `res.locals.strapi`; `connect()` is for calls made for no one in particular), and
 * the live hub of this process (live/hub.ts; made by the live routes when not given), and the page views waiting
 * for Strapi (analytics/view-buffer.ts; made by the analytics routes when not given) and the visitor salt of the day
 * (analytics/day-salt.ts; this process's own when not given).
 */
export type Deps = { connect: StrapiConnection; env: Env; live?: LiveHub; views?: ViewBuffer; salts?: DaySalts };
