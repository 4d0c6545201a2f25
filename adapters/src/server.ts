import { createServer } from 'node:http';
import { createApp } from './app.js';
import { readEnv } from './env.js';
import { startReadPath } from './cache/read-path.js';

const env = readEnv();
const app = createApp(env);
const readPath = await startReadPath(app, env);
const server = createServer(readPath.listener).listen(env.PORT, env.HOST, () => {
  console.log(`[adapters] Bulletin API on http://localhost:${env.PORT}/api (content from ${env.CMS_URL})`);
});

function stop() {
  server.close(() => void readPath.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
