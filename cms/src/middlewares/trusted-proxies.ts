import proxyaddr from 'proxy-addr';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';

/**
 * Strapi trusts X-Forwarded-For (its rate limits and the sign-in throttle key on the client address), but
 * only a trusted proxy (the adapters; CMS_TRUSTED_PROXIES, default loopback) may set it. From anyone else the
 * forwarded headers are dropped, so the address is the connection's own and cannot be changed per request.
 */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded'];

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const trusted = proxyaddr.compile(strapi.config.get<string[]>('sign-in.trustedProxies'));
  return async (ctx: Context, next: Next) => {
    const remote = ctx.req.socket.remoteAddress ?? '';
    if (!remote || !trusted(remote, 0)) {
      for (const header of FORWARDED) delete ctx.req.headers[header];
    }
    await next();
  };
};
