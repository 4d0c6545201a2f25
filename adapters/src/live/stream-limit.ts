/**
 * Open live streams per client address (LIVE_STREAMS_PER_IP): a reader's tabs each hold one, and an address may
 * be a household or an office, but one client cannot hold hundreds of sockets open. In memory, per adapters
 * process; an address is forgotten when its last stream closes. Pure: tests/unit/adapters/live/stream-limit.test.ts.
 */
export type StreamLimit = ReturnType<typeof createStreamLimit>;

/** More than LIVE_STREAMS_PER_IP streams open from one address: a 429 (live coverage, and the newsroom's readers now). */
export const STREAMS_LIMITED = 'Too many live streams open from this address. Close one and try again.';

export function createStreamLimit(max: number) {
  const open = new Map<string, number>();
  return {
    /** A place for one more stream of `address`, or null when it has `max` open; the function gives it back (once). */
    take(address: string): (() => void) | null {
      const count = open.get(address) ?? 0;
      if (count >= max) return null;
      open.set(address, count + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
    /** Streams open for `address`. */
    count: (address: string) => open.get(address) ?? 0,
  };
}
