import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    siteUrl: string;
    cmsUrl: string;
    database: 'sqlite' | 'postgres';
  }
}

let stack: Stack | undefined;

export async function setup(project: TestProject) {
  stack = await startStack();
  project.provide('apiUrl', stack.apiUrl);
  project.provide('siteUrl', stack.siteUrl);
  project.provide('cmsUrl', stack.cmsUrl);
  project.provide('database', stack.database);
}

export async function teardown() {
  await stack?.stop();
}
