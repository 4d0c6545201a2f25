import { createServer } from 'node:http';
import { createApp } from './app.js';
import { readEnv } from './env.js';
import { startReadPath } from './cache/read-path.js';
import { loadPages } from './pages/render.js';
import { ownApi } from './pages/own-api.js';
import { log, logRequests, setLogLevel } from './middleware/request-log.js';
import { createLiveHub } from './live/hub.js';
import { createStrapiConnection } from './strapi/client.js';
import { viewBufferFor } from './analytics/view-buffer.js';
import { daySaltsFor } from './analytics/day-salt.js';

const env = readEnv();
setLogLevel(env.LOG_LEVEL);
const pages = await loadPages(env);
// Live coverage's streams fan out from memory; purge notices of live writes tell the hub what to ask Strapi.
const live = createLiveHub(createStrapiConnection(env.CMS_URL, env.UPSTREAM_TIMEOUT_MS));
// Page views wait here for their batch to Strapi; written before the process exits.
const views = viewBufferFor(env);
// Readers are hashed with the day's salt, agreed with the other instances (analytics/day-salt.ts).
const salts = await daySaltsFor(env);
const app = createApp(env, pages, live, views, salts);
const readPath = await startReadPath(app, env, { pages: pages !== null, onChanges: live.notice });
// Server-rendered pages read the public API as a reader would: through the read cache, then Express.
const api = pages ? await ownApi(readPath.listener) : null;
if (pages && api) pages.connect(api.get);
const server = createServer(logRequests(readPath.listener)).listen(env.PORT, env.HOST, () => {
  log.info(`Bulletin API on http://localhost:${env.PORT}/api (content from ${env.CMS_URL})`);
});

function stop() {
  // Open event streams would hold the server open: end them (browsers reconnect elsewhere with their last id).
  live.close();
  server.close(() => void Promise.all([readPath.close(), api?.close(), views.close(), salts.close()]).finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
