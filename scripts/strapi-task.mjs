// A command-line task on the site's database (`npm run import`, `npm run media:migrate`, `media:renditions`): the same configuration
// as `npm start` (the environment, then cms/.env), Strapi booted in this process (no HTTP server, no seed, no admin
// account), its own start-up lines kept off stdout (a task's summary goes there), warnings on stderr.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { purgeUrlFor, root, run } from './lib.mjs';

export const cmsDir = path.join(root, 'cms');
export const cmsRequire = createRequire(path.join(cmsDir, 'package.json'));

/** Sets this process's environment for the task `name` (BULLETIN_TASK) and builds Strapi's code if it is stale. */
export async function prepareStrapiTask(name) {
  // Strapi's update notice is off in its configuration (cms/config/server.ts); the old variable only makes it warn.
  delete process.env.STRAPI_DISABLE_UPDATE_NOTIFICATION;
  Object.assign(process.env, {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // Strapi reads cms/.env (as under `npm start`; the environment wins); a task does not seed or make the admin.
    ENV_PATH: process.env.ENV_PATH ?? path.join(cmsDir, '.env'),
    BULLETIN_TASK: name,
    BULLETIN_SEED: 'none',
    CMS_SERVE_ADMIN: 'false',
    PURGE_URL: purgeUrlFor(process.env),
  });
  if (!existsSync(process.env.ENV_PATH)) console.error(`[${name}] no ${process.env.ENV_PATH}: the environment alone configures the database`);
  await run(process.execPath, [path.join(root, 'scripts/build.mjs'), '--only=cms'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Strapi loaded on the site's database; its log at `level` and on stderr. */
export async function loadStrapi(level) {
  process.chdir(cmsDir);
  const { createStrapi } = cmsRequire('@strapi/strapi');
  const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') });
  strapi.log.level = level;
  const everyLevel = Object.fromEntries(Object.keys(strapi.log.levels ?? {}).map((each) => [each, true]));
  for (const transport of strapi.log.transports ?? []) transport.stderrLevels = everyLevel;
  await strapi.load();
  return strapi;
}

/**
 * A media task over every file (`npm run media:migrate`, `media:renditions`): Strapi loaded, then `work(strapi,
 * progress)`, whose answer gives the exit status (0 done, 2 done with files left as they were); 1 when Strapi cannot
 * start or the work fails. A counter line on stderr every 50 files and at the end; stdout carries the summary alone.
 */
export async function runFileTask(name, work) {
  let strapi;
  try {
    strapi = await loadStrapi('warn');
  } catch (error) {
    console.error(`[${name}] Strapi could not start on the site's database: ${error?.message ?? error}`);
    process.exit(1);
  }
  let status = 1;
  try {
    const progress = (done, total) => {
      if (done === total || done % 50 === 0) console.error(`[${name}] ${done}/${total} files`);
    };
    status = await work(strapi, progress);
  } catch (error) {
    console.error(`[${name}] ${error?.message ?? error}`);
  }
  await strapi.destroy().catch(() => undefined);
  process.exit(status);
}
