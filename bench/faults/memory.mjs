// Whether a process's memory levelled off under the soak (docs/performance.md#faults). Resident memory says little
// on its own: V8 collects lazily, so it climbs for a while whether or not anything is kept. What a process keeps is
// its heap after a full garbage collection (bench/faults/heap.mjs), read after the first minute, halfway and at the
// end. By halfway the read cache is full (it is bounded), so what the heap gains in the second half is what the
// process keeps and should not: stable when that is at most LEVELLED_MB. (A leak of 2 MB a minute shows in a
// 20-minute soak as 20 MB; the adapters' old one, 25 MB a minute, as about 250 MB.)
export const LEVELLED_MB = 16;

/**
 * `samples`: resident memory every 30 s, [{at (s), [process]: MB}]; `retained`: heap after a full collection, the
 * same shape, taken after the first minute, halfway and at the end. Per process: resident growth after the first
 * minute, the heap at each reading, what the second half added, and whether it levelled off.
 */
export function memoryVerdict(samples, retained, processes) {
  const warm = samples.filter((sample) => sample.at >= 60);
  const rss = warm.length ? warm : samples;
  const end = retained.at(-1);
  const half = retained.at(-2) ?? end;
  return Object.fromEntries(
    processes.map((name) => {
      const lateMb = end[name] - half[name];
      return [name, { rssGrowthMb: rss.at(-1)[name] - rss[0][name], heapMb: retained.map((reading) => reading[name]), lateMb, levelled: lateMb <= LEVELLED_MB }];
    }),
  );
}
