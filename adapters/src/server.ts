import { createServer } from 'node:http';
import { createApp } from './app.js';
import { readEnv } from './env.js';
import { startReadPath } from './cache/read-path.js';
import { loadPages } from './pages/render.js';
import { ownApi } from './pages/own-api.js';
import { log, logRequests, setLogLevel } from './request-log.js';

const env = readEnv();
setLogLevel(env.LOG_LEVEL);
const pages = await loadPages(env);
const app = createApp(env, pages);
const readPath = await startReadPath(app, env, { pages: pages !== null });
// Server-rendered pages read the public API as a reader would: through the read cache, then Express.
const api = pages ? await ownApi(readPath.listener) : null;
if (pages && api) pages.connect(api.get);
const server = createServer(logRequests(readPath.listener)).listen(env.PORT, env.HOST, () => {
  log.info(`Bulletin API on http://localhost:${env.PORT}/api (content from ${env.CMS_URL})`);
});

function stop() {
  server.close(() => void Promise.all([readPath.close(), api?.close()]).finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
