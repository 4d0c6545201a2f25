import { createHash } from 'node:crypto';

/**
 * A visitor without a cookie (docs/decisions/0028-analytics-storage.md): the hash of the day's salt
 * (analytics/day-salt.ts), the address and the user agent. A hash cannot be linked across days, nor reversed to its
 * address once the day's salt is gone; neither the address nor the user agent is ever written.
 */
export type VisitorHasher = (address: string, userAgent: string) => string;

export function visitorHash(salt: Buffer): VisitorHasher {
  return (address, userAgent) => createHash('sha256').update(salt).update(address).update('\n').update(userAgent).digest('hex').slice(0, 32);
}
