// Loaded with `node --import` into the import command by bench/import.mjs: when the process ends, writes its peak
// resident memory (the kernel's high-water mark, `process.resourceUsage().maxRSS`, in kB) and the largest V8 heap
// seen (sampled every 250 ms) to BENCH_MEMORY_FILE. `process.exit` is wrapped, because `strapi.destroy()` removes
// every listener of the process (an 'exit' listener alone would never run).
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  let heapUsed = 0;
  const sample = () => {
    heapUsed = Math.max(heapUsed, process.memoryUsage().heapUsed);
  };
  setInterval(sample, 250).unref();
  const record = () => {
    sample();
    writeFileSync(file, JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS, maxHeapUsedKb: Math.round(heapUsed / 1024) }));
  };
  const exit = process.exit.bind(process);
  process.exit = (code) => {
    record();
    return exit(code);
  };
  process.on('exit', record);
}
