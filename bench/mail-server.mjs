// `npm run bench:mail`'s SMTP server, in a process of its own so that the autocannon runs of the parent do not slow
// its answers: on loopback, any user and password accepted (as a relay that knows the site), every message taken,
// and each delivery counted per recipient of its envelope (RCPT TO) once the message's data has arrived whole.
// Messages ask it over IPC: `progress` → { delivered, first, last }, `counts` → the same and [address, count] pairs.
import { SMTPServer } from 'smtp-server';

const counts = new Map();
let delivered = 0;
/** When the first and the last message arrived whole (ms since 1970). */
let first = null;
let last = null;

const server = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  authOptional: true,
  logger: false,
  // No reverse DNS lookup of each client (smtp-server's default, slow where loopback has no name): the server is
  // not what is measured.
  disableReverseLookup: true,
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username });
  },
  onData(stream, session, callback) {
    stream.on('end', () => {
      const now = Date.now();
      first ??= now;
      last = now;
      for (const { address } of session.envelope.rcptTo) {
        const to = address.toLowerCase();
        counts.set(to, (counts.get(to) ?? 0) + 1);
        delivered += 1;
      }
      callback();
    });
    stream.resume();
  },
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', (message) => {
  const progress = { delivered, first, last };
  if (message === 'progress') process.send(progress);
  else if (message === 'counts') process.send({ ...progress, counts: [...counts] });
});
process.on('disconnect', () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
});
