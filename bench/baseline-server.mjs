// The node:http baseline: serves, from memory, the exact bytes and headers the adapters sent for each URL —
// what the machine can do with no work per request. Run as a child process (bench/read.mjs forks it) so it
// never shares a CPU thread with the load generator; answers arrive by IPC, the port goes back the same way.
import http from 'node:http';

/** @type {Map<string, { status: number, headers: [string, string][], body: Buffer }>} */
const answers = new Map();

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not captured');
    return;
  }
  res.writeHead(answer.status, answer.headers.flat());
  res.end(answer.body);
});
server.keepAliveTimeout = 60_000;

process.on('message', (message) => {
  for (const [url, answer] of Object.entries(message.answers)) {
    answers.set(url, { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') });
  }
  if (server.listening) return process.send?.({ port: server.address().port });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
});
process.on('disconnect', () => server.close(() => process.exit(0)));
