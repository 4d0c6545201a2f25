// Types of scripts/lib.mjs for the TypeScript tests that import it (tests/support/stack.ts).
export const root: string;
export function run(command: string, args: string[], options?: object): Promise<void>;
export function isStale(output: string, inputs: string[]): boolean;
export function purgeUrlFor(env: NodeJS.ProcessEnv): string;
export function writeIfChanged(file: string, text: string, options?: { check?: boolean }): boolean;
export function throwawayStrapiEnv(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
