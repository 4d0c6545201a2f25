import { useLocale, useT } from '../i18n/context';
import type { MessageId } from '../i18n/i18n';
import { localFormats, type LocalFormats } from './local-formats';

/** The page language's dates and counts (lib/local-formats.ts). */
export const useLocalFormats = (): LocalFormats => localFormats(useLocale());

/**
 * `counted('count.views', 3)` → '3 views' in the page's language: the count in its digits (grouped, or `plain`),
 * the noun in its plural form.
 */
export function useCounted(): (id: MessageId, value: number, plain?: 'plain') => string {
  const t = useT();
  const formats = useLocalFormats();
  return (id, value, plain) => t(id, { form: formats.pluralForm(value), n: plain ? formats.digits(value) : formats.count(value) });
}
