// What a running process really keeps: its memory after a full garbage collection, read through Node's inspector
// (opened with SIGUSR1 on 127.0.0.1:9229, closed again after, so the next process can open its own). Resident
// memory alone says little: V8 collects lazily, so a process that keeps nothing new still grows until it collects.
const INSPECTOR = 'http://127.0.0.1:9229';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function inspectorOf(pid, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const targets = await fetch(`${INSPECTOR}/json/list`).then((res) => res.json()).catch(() => null);
    if (targets?.[0]?.webSocketDebuggerUrl) return targets[0].webSocketDebuggerUrl;
    if (Date.now() > deadline) throw new Error(`the inspector of process ${pid} did not open`);
    await sleep(100);
  }
}

async function session(url) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', () => reject(new Error('could not reach the inspector')), { once: true });
  });
  let id = 0;
  const pending = new Map();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      id += 1;
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  const evaluate = async (expression) => (await call('Runtime.evaluate', { expression, returnByValue: true })).result.result.value;
  return { call, evaluate, close: () => ws.close() };
}

/** The process's heap in use and resident memory (MB) after a full garbage collection. */
export async function retainedMb(pid) {
  process.kill(pid, 'SIGUSR1');
  const inspector = await session(await inspectorOf(pid));
  try {
    const seen = await inspector.evaluate('process.pid');
    if (seen !== pid) throw new Error(`port 9229 is the inspector of process ${seen}, not ${pid}`);
    await inspector.call('HeapProfiler.enable');
    await inspector.call('HeapProfiler.collectGarbage');
    const usage = await inspector.evaluate('process.memoryUsage()');
    // Closed once this session has gone (closing blocks while a session is open).
    await inspector.evaluate("setTimeout(() => process.getBuiltinModule('node:inspector').close(), 200).unref(), 0");
    return { heapMb: Math.round(usage.heapUsed / 1048576), rssMb: Math.round(usage.rss / 1048576) };
  } finally {
    inspector.close();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await fetch(`${INSPECTOR}/json/list`).then(() => true, () => false))) await sleep(100);
  }
}
