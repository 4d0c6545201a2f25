import { createHash, randomBytes } from 'node:crypto';

/**
 * A visitor without a cookie (docs/decisions/0028-analytics-storage.md): the hash of a salt, the address and the
 * user agent. The salt lives in this process's memory only and is replaced when the UTC day changes, so a hash
 * cannot be linked across days, nor reversed to its address once the day's salt is gone; neither the address nor
 * the user agent is ever written. (Two adapters instances have two salts: a reader they both serve counts twice.)
 */
export type VisitorHasher = (address: string, userAgent: string) => string;

const DAY_MS = 24 * 60 * 60_000;

export function visitorHasher(now: () => number = Date.now, newSalt: () => Buffer = () => randomBytes(32)): VisitorHasher {
  let day = -1;
  let salt: Buffer = Buffer.alloc(0);
  return (address, userAgent) => {
    const today = Math.floor(now() / DAY_MS);
    if (today !== day) {
      day = today;
      salt = newSalt();
    }
    return createHash('sha256').update(salt).update(address).update('\n').update(userAgent).digest('hex').slice(0, 32);
  };
}
