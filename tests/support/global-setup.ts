import type { TestProject } from 'vitest/node';
import { assertBuilt } from './built.js';
import { makeDatabaseTemplate } from './database-template.js';
import { startStack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    siteUrl: string;
    cmsUrl: string;
    database: 'sqlite' | 'postgres';
    outboxDir: string;
  }
}

/** The `integration` project runs on SQLite; `integration-postgres` on the server named by TEST_DATABASE_URL. */
export async function setup(project: TestProject) {
  const postgresUrl = project.name.endsWith('postgres') ? process.env.TEST_DATABASE_URL : undefined;
  if (project.name.endsWith('postgres') && !postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  // The stack serves the built site: without it every test would fail, each in its own way.
  assertBuilt();
  const template = await makeDatabaseTemplate(postgresUrl);
  const stack = await startStack({ postgresUrl });
  project.provide('apiUrl', stack.apiUrl);
  project.provide('siteUrl', stack.siteUrl);
  project.provide('cmsUrl', stack.cmsUrl);
  project.provide('database', stack.database);
  project.provide('outboxDir', stack.outboxDir);
  // Returned, not kept in a module variable: each integration project has a stack of its own.
  return async () => {
    await stack.stop();
    await template.drop();
  };
}
