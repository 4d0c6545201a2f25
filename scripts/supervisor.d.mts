// Types of scripts/supervisor.mjs for the TypeScript tests that import it (tests/unit/scripts/supervisor.test.ts).
import type { ChildProcess } from 'node:child_process';

export type SuperviseOptions = {
  name: string;
  spawnChild: () => ChildProcess;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  maxRestarts?: number;
  windowMs?: number;
  onStart?: (child: ChildProcess) => void;
  onGiveUp?: (message: string) => void;
  log?: (line: string) => void;
};

export type Supervised = {
  readonly child: ChildProcess | null;
  readonly gaveUp: boolean;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
};

export function exitReason(code: number | null, signal: NodeJS.Signals | null): string;
export function supervise(options: SuperviseOptions): Supervised;
