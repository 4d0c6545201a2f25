// One autocannon run, reduced to what the benchmarks report: throughput, latency and every failure.
import autocannon from 'autocannon';

/**
 * @param {import('autocannon').Options} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, ok: number, non2xx: number, errors: number, timeouts: number, statusCodes: Record<string, number> }>}
 */
export async function runAutocannon(options) {
  const result = await autocannon({ timeout: 30, ...options });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/** Whether a run had anything but 2xx answers. */
export const failed = (run) => run.non2xx > 0 || run.errors > 0 || run.timeouts > 0 || run.ok === 0;
