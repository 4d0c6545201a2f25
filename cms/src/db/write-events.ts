import type { Core } from '@strapi/strapi';

/**
 * Strapi's database lifecycles for every write of some models, one place for both watchers (purge/public-writes.ts for
 * the read cache, audit/audit-log.ts for the audit log): a handler for each write, called for single and bulk writes alike
 * (`afterCreateMany` goes to `afterCreate`, and so on; `event.action` tells which).
 */
export type WriteEvent<State> = {
  action: string;
  model: { uid: string };
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> | Record<string, unknown>[] };
  result?: { id?: unknown; ids?: unknown[]; count?: unknown } | null;
  state: State;
};

type Handler<State> = (event: WriteEvent<State>) => Promise<void> | void;

export type WriteHandlers<State> = {
  afterCreate?: Handler<State>;
  beforeUpdate?: Handler<State>;
  afterUpdate?: Handler<State>;
  beforeDelete?: Handler<State>;
  afterDelete?: Handler<State>;
};

export function watchWrites<State>(strapi: Core.Strapi, models: string[], handlers: WriteHandlers<State>): void {
  const subscriber: Record<string, unknown> = { models };
  for (const [name, handler] of Object.entries(handlers)) {
    if (!handler) continue;
    subscriber[name] = handler;
    subscriber[`${name}Many`] = handler;
  }
  // The handlers read the narrow `WriteEvent` stated above; Strapi's own event type is wider and not exported
  // for subscribers: the one cast of this module.
  strapi.db.lifecycles.subscribe(subscriber as never);
}
