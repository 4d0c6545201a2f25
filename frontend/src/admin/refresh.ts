/**
 * After a mutation, refetch every cached response it may have changed (SWR keys are API paths).
 * Responses are otherwise reused for 5 minutes (lib/swr.ts), so a mutation must call one of these.
 */
import { mutate } from 'swr';

const startsWithAny = (prefixes: string[]) => (key: unknown) =>
  typeof key === 'string' && prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`));

/** Article lists and single articles, and the dashboard's figures. */
export const refreshArticles = () => mutate(startsWithAny(['/articles', '/analytics/dashboard']));

/** Categories (names and counts appear in article lists too) and the dashboard's figures. */
export const refreshCategories = () => mutate(startsWithAny(['/categories', '/articles', '/analytics/dashboard']));

/** Users (author names appear in article lists) and the dashboard's figures. */
export const refreshUsers = () => mutate(startsWithAny(['/users', '/articles', '/analytics/dashboard']));
