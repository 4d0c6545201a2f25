// A supervised child process for `npm start` (docs/decisions/0024-supervisor-and-stale-if-error.md): a child that
// exits while it should be running is started again after a back-off that doubles with each quick failure; a
// crash loop (too many exits within a window) gives up with a clear message; `stop()` ends it gracefully.

/** Why a child ended, in words for the log. */
export function exitReason(code, signal) {
  if (signal) return `killed by ${signal}`;
  return `exit code ${code}`;
}

/** A duration as a log shows it: milliseconds below a second, else seconds. */
const seconds = (ms) => (ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`);

/**
 * Supervises one child made by `spawnChild()` (a ChildProcess). Options:
 * - `name`: how the log names it;
 * - `minBackoffMs` / `maxBackoffMs`: the first delay before a restart, doubled with each exit in the window, at most the max;
 * - `maxRestarts` within `windowMs`: one more exit in that window is a crash loop, and the supervisor gives up;
 * - `onStart(child)`: called with each new child (the first and every restart);
 * - `onGiveUp(message)`: called once when it gives up (the launcher stops everything);
 * - `log(line)`: where the lines go (console.log by default).
 */
export function supervise({
  name,
  spawnChild,
  minBackoffMs = 1000,
  maxBackoffMs = 30_000,
  maxRestarts = 5,
  windowMs = 60_000,
  onStart = () => undefined,
  onGiveUp = () => undefined,
  log = (line) => console.log(line),
}) {
  let child = null;
  let stopping = false;
  let gaveUp = false;
  let timer = null;
  /** When each unexpected exit happened (only those within `windowMs` count). */
  let exits = [];

  function launch() {
    timer = null;
    const startedAt = Date.now();
    const current = spawnChild();
    child = current;
    current.once('error', (error) => log(`[start] ${name} could not start: ${error.message}`));
    current.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      exits = exits.filter((at) => now - at < windowMs).concat(now);
      const why = `${exitReason(code, signal)} after ${seconds(now - startedAt)}`;
      if (exits.length > maxRestarts) {
        gaveUp = true;
        const message = `${name} stopped ${exits.length} times within ${seconds(windowMs)} (last: ${why}); giving up. Its log above says why.`;
        log(`[start] ${message}`);
        onGiveUp(message);
        return;
      }
      const delay = Math.min(maxBackoffMs, minBackoffMs * 2 ** (exits.length - 1));
      log(`[start] ${name} stopped unexpectedly (${why}); restarting in ${seconds(delay)} (restart ${exits.length} of at most ${maxRestarts} within ${seconds(windowMs)})`);
      timer = setTimeout(launch, delay);
    });
    onStart(current);
  }

  launch();

  return {
    /** The child running now (or the one that last ended). */
    get child() {
      return child;
    },
    get gaveUp() {
      return gaveUp;
    },
    /** Ends the child with `signal`, then SIGKILL after `graceMs`; no restart afterwards. Resolves once it has ended. */
    stop(signal = 'SIGTERM', graceMs = 10_000) {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const kill = setTimeout(() => {
          log(`[start] ${name} did not stop within ${seconds(graceMs)}; killing it`);
          current.kill('SIGKILL');
        }, graceMs);
        current.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        current.kill(signal);
      });
    },
  };
}
