import type { Core } from '@strapi/strapi';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bulletin/contract';
import type { CommentsConfig } from '../../config/comments';
import { countersFor, keyOf, memoryCounters, type CounterStore } from '../requests/counters';

/**
 * How fast comments may come: per account (`perAccount` in the window) and per address (`perAddress`, higher:
 * a household or an office shares one). Only comments that would be stored count; past either limit a 429.
 * The counters are those of requests/counters.ts: in PostgreSQL, shared by every Strapi
 * process, or in memory on SQLite; keys are hashes.
 */
export const ACCOUNT_MESSAGE = MESSAGES.commentsTooOften;
export const ADDRESS_MESSAGE = MESSAGES.commentsFromAddressTooOften;

export type CommentLimits = {
  /** Counts a comment about to be stored; refuses it (429) past either limit, counting it against neither. */
  posting(account: number, address: string): Promise<void>;
};

const refused = (error: unknown) => error instanceof RateLimiterRes;

export function createCommentLimits(limits: CommentsConfig, store: CounterStore = memoryCounters): CommentLimits {
  const duration = Math.ceil(limits.windowMs / 1000);
  const byAccount = store({ keyPrefix: 'comment-account', points: limits.perAccount, duration });
  const byAddress = store({ keyPrefix: 'comment-address', points: limits.perAddress, duration });
  return {
    async posting(account, address) {
      const accountKey = keyOf(String(account));
      try {
        await byAccount.consume(accountKey);
      } catch (error) {
        if (refused(error)) throw new errors.RateLimitError(ACCOUNT_MESSAGE);
        throw error;
      }
      try {
        await byAddress.consume(keyOf(address));
      } catch (error) {
        await byAccount.reward(accountKey);
        if (refused(error)) throw new errors.RateLimitError(ADDRESS_MESSAGE);
        throw error;
      }
    },
  };
}

let shared: CommentLimits | null = null;

/** The process's limits, from config/comments.ts on first use (in PostgreSQL when that is the database). */
export function commentLimits(strapi: Core.Strapi): CommentLimits {
  shared ??= createCommentLimits(
    strapi.config.get<CommentsConfig>('comments'),
    countersFor(strapi),
  );
  return shared;
}
