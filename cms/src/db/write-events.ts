import type { Core } from '@strapi/strapi';
import type { Event } from '@strapi/database';

/**
 * Strapi's database lifecycles for every write of some models, one place for the watchers (purge/public-writes.ts
 * for the read cache, audit/audit-log.ts for the audit log, revisions/snapshots.ts for the history): a handler for
 * each write, called for single and bulk writes alike (`afterCreateMany` goes to `afterCreate`, and so on;
 * `event.action` tells which).
 */
export type WriteEvent<State> = {
  action: string;
  model: { uid: string };
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> | Record<string, unknown>[] };
  result?: { id?: unknown; ids?: unknown[]; count?: unknown } | null;
  /** What the watcher keeps between a write's `before…` and `after…` handlers. */
  state: Partial<State>;
};

type Handler<State> = (event: WriteEvent<State>) => Promise<void> | void;

export type WriteHandlers<State> = {
  afterCreate?: Handler<State>;
  beforeUpdate?: Handler<State>;
  afterUpdate?: Handler<State>;
  beforeDelete?: Handler<State>;
  afterDelete?: Handler<State>;
};

type Subscriber = Exclude<Parameters<Core.Strapi['db']['lifecycles']['subscribe']>[0], (...args: never[]) => unknown>;
type Action = Exclude<keyof Subscriber, 'models'>;

export function watchWrites<State>(strapi: Core.Strapi, models: string[], handlers: WriteHandlers<State>): void {
  // Strapi hands a subscriber the same state object in a write's `before…` and `after…` events: the watcher's
  // own state is kept beside it.
  const states = new WeakMap<object, Partial<State>>();
  const stateOf = (shared: object) => {
    const known = states.get(shared);
    if (known) return known;
    const fresh: Partial<State> = {};
    states.set(shared, fresh);
    return fresh;
  };
  const subscriber: Subscriber = { models };
  const on = (handler: Handler<State> | undefined, ...actions: Action[]) => {
    if (!handler) return;
    for (const action of actions) {
      subscriber[action] = (event: Event) =>
        handler({ action: event.action, model: { uid: event.model.uid }, params: event.params, result: event.result, state: stateOf(event.state) });
    }
  };
  on(handlers.afterCreate, 'afterCreate', 'afterCreateMany');
  on(handlers.beforeUpdate, 'beforeUpdate', 'beforeUpdateMany');
  on(handlers.afterUpdate, 'afterUpdate', 'afterUpdateMany');
  on(handlers.beforeDelete, 'beforeDelete', 'beforeDeleteMany');
  on(handlers.afterDelete, 'afterDelete', 'afterDeleteMany');
  strapi.db.lifecycles.subscribe(subscriber);
}
