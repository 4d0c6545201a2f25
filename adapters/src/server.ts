import { createApp } from './app.js';
import { readEnv } from './env.js';

const env = readEnv();
const server = createApp(env).listen(env.PORT, env.HOST, () => {
  console.log(`[adapters] Bulletin API on http://localhost:${env.PORT}/api (content from ${env.CMS_URL})`);
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
