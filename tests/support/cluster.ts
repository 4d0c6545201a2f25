import { startBalancer, MEDIA_BUCKET, type Balancer } from './balancer.js';
import { startS3, type S3Server } from './s3.js';
import { freePort, startStack, type Member, type Stack } from './stack.js';

/**
 * Bulletin scaled out as docker-compose.yml runs it, on one machine: two Strapi processes and two adapters processes
 * over one PostgreSQL, media in an S3-compatible bucket (s3rver, standing in for MinIO), and with `balancer`, nginx in
 * front (tests/support/balancer.ts). Used by the scaled-strapi integration test (without nginx) and by
 * `npm run bench:cluster` (with it).
 */
export type Node = { siteUrl: string; apiUrl: string };
export type Cluster = {
  stack: Stack;
  s3: S3Server;
  /** The two adapters instances; the second can be killed and started again. */
  adapters: [Node, Node & Member];
  /** The two Strapi processes' addresses; the second can be killed and started again. */
  cms: [{ cmsUrl: string }, { cmsUrl: string } & Member];
  /** nginx when asked for, else null. */
  balancer: Balancer | null;
  /** Where readers come in: the balancer, or the first adapters instance. */
  siteUrl: string;
  /** Where stored media is served (MEDIA_PUBLIC_URL). */
  mediaBase: string;
  /** kill -9 of both Strapi processes at once. */
  killAllCms(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The limits the cluster runs with: low enough that the sign-in checks reach them in a few calls (the checks call from
 * addresses of their own, so other traffic is not held back).
 */
export const CLUSTER_LIMITS = {
  LOGIN_LIMIT_PER_IP: '6',
  LOGIN_BACKOFF_AFTER: '3',
  REGISTER_LIMIT_PER_IP: '2',
  VIEW_FLUSH_MS: '200',
};

export async function startCluster(options: { postgresUrl: string; balancer?: boolean; extraEnv?: NodeJS.ProcessEnv }): Promise<Cluster> {
  const s3 = await startS3(MEDIA_BUCKET);
  const ports = options.balancer ? { site: await freePort(), strapi: await freePort(), purge: await freePort() } : null;
  const siteOrigin = ports ? `http://127.0.0.1:${ports.site}` : null;
  const mediaBase = siteOrigin ? `${siteOrigin}/media` : `${s3.endpoint}/${MEDIA_BUCKET}`;
  const stopped: Array<() => Promise<void>> = [() => s3.stop()];
  const stopAll = async () => {
    for (const stop of stopped.reverse()) await stop().catch(() => undefined);
  };
  try {
    const stack = await startStack({
      postgresUrl: options.postgresUrl,
      extraEnv: {
        ...CLUSTER_LIMITS,
        ...s3.env,
        MEDIA_PUBLIC_URL: mediaBase,
        // As the compose file: the adapters believe the balancer's X-Forwarded-For, call Strapi by the name every Strapi
        // process answers to, and Strapi sends its purge notices to any adapters instance.
        ...(ports ? { TRUST_PROXY: 'loopback', PUBLIC_URL: siteOrigin!, CMS_URL: `http://127.0.0.1:${ports.strapi}`, PURGE_URL: `http://127.0.0.1:${ports.purge}/internal/purge` } : {}),
        ...options.extraEnv,
      },
    });
    stopped.push(() => stack.stop());
    const secondCms = await stack.addCms();
    const secondAdapters = await stack.addAdapters();
    const balancer = ports
      ? await startBalancer(ports, {
          adapters: [stack.siteUrl, secondAdapters.siteUrl].map((url) => Number(new URL(url).port)),
          cms: [stack.cmsUrl, secondCms.cmsUrl].map((url) => Number(new URL(url).port)),
          mediaOrigin: s3.endpoint,
        })
      : null;
    if (balancer) stopped.push(() => balancer.stop());
    return {
      stack,
      s3,
      adapters: [{ siteUrl: stack.siteUrl, apiUrl: stack.apiUrl }, secondAdapters],
      cms: [{ cmsUrl: stack.cmsUrl }, secondCms],
      balancer,
      siteUrl: balancer?.url ?? stack.siteUrl,
      mediaBase,
      async killAllCms() {
        secondCms.kill();
        await stack.stopCms('SIGKILL');
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
