import type { Context } from 'koa';

/** How long the database may take to answer `select 1` before Strapi calls itself not ready. */
const DATABASE_TIMEOUT_MS = 1500;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export default {
  /** 200 when the database answers a trivial query; 503 when it does not (or not in time). */
  async ready(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    try {
      await withinTimeout(strapi.db.connection.raw('select 1'), DATABASE_TIMEOUT_MS);
      ctx.body = { data: { database: 'ok' } };
    } catch (err) {
      strapi.log.warn(`ready: the database does not answer (${err instanceof Error ? err.message : String(err)})`);
      ctx.status = 503;
      ctx.body = { data: { database: 'down' } };
    }
  },
};
