import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { getCallSites } from 'node:util';
import { Piscina } from 'piscina';
import type { DecodeResult, DecodeTask } from './decode-worker.js';

/**
 * The worker threads that decode BMP and ICO images (decode-worker.ts), so that a server's event loop keeps
 * answering while one is read: at most two threads (one fewer than the machine's cores, at least one), started
 * when first needed and stopped after a while unused; a bounded queue; and a time limit after which the thread
 * is stopped and the image refused.
 */
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** The largest image allowed decodes in about 5 s on a free core; far past that the machine is overwhelmed. */
export const DECODE_TIMEOUT_MS = 60_000;
/** Images waiting for a thread; one more is refused at once (ImageCheckBusyError). */
const MAX_WAITING = 64;
const IDLE_MS = 30_000;

/**
 * This module's file, a path (CommonJS: Strapi) or a file URL (ES module: the adapters): the package is built
 * both ways (scripts/build.mjs) and the worker is this file's neighbour in each build.
 */
function ownUrl(): URL {
  const file = getCallSites(1)[0]?.scriptName ?? '';
  return /^file:/.test(file) ? new URL(file) : pathToFileURL(file);
}

const workerFile = new URL('./decode-worker.js', ownUrl());

/** The image could not be checked now (too many waiting, or its decoding ran out of time on a busy machine). */
export class ImageCheckBusyError extends Error {
  constructor(cause: unknown) {
    super('Images cannot be checked right now; try again shortly', { cause });
    this.name = 'ImageCheckBusyError';
  }
}

let pool: Piscina<DecodeTask, DecodeResult> | null = null;

/** Decodes a BMP or ICO image in a worker thread (a copy of the bytes is moved there). */
export async function decodeInWorker(ext: DecodeTask['ext'], bytes: Uint8Array): Promise<DecodeResult> {
  pool ??= new Piscina<DecodeTask, DecodeResult>({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    maxQueue: MAX_WAITING,
  });
  // A copy of its own (a Buffer's slice would share, and the transfer detach, the caller's memory).
  const copy = new Uint8Array(bytes);
  try {
    return await pool.run({ ext, bytes: copy }, { transferList: [copy.buffer], signal: AbortSignal.timeout(DECODE_TIMEOUT_MS) });
  } catch (error) {
    throw new ImageCheckBusyError(error);
  }
}
