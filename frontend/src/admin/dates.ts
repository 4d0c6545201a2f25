/**
 * The newsroom's dates in the page's language (docs/product.md#languages), with dayjs and the language's locale,
 * which came with the newsroom's catalog (admin/messages.ts): month names in the language, and digits where dayjs's
 * locale writes its own (Bengali: its `postformat`, applied by the preParsePostFormat plugin). English keeps its own
 * formats.
 */
import dayjs from 'dayjs';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import { useLocale } from '../i18n/context';

dayjs.extend(preParsePostFormat);

type DateInput = string | Date | null | undefined;

/** `value` in `pattern`, in `locale`'s words ('' for none or a bad date). */
export function formatIn(value: DateInput, pattern: string, locale: Locale = DEFAULT_LOCALE): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.locale(locale).format(pattern) : '';
}

export type NewsroomDates = {
  /** 'Nov 26, 2026' (English), '26 नव॰ 2026' (Hindi). */
  day: (value: DateInput) => string;
  /** 'Nov 26, 2026 13:05' (English), '26 नव॰ 2026, 13:05' (Hindi). */
  dayTime: (value: DateInput) => string;
  /** '14 March 2026, 13:05' (English, as the reader pages say it), '14 मार्च 2026, 13:05' (Hindi). */
  long: (value: DateInput) => string;
};

const english: NewsroomDates = {
  day: (value) => formatIn(value, 'MMM D, YYYY'),
  dayTime: (value) => formatIn(value, 'MMM D, YYYY HH:mm'),
  long: (value) => formatIn(value, 'D MMMM YYYY, HH:mm'),
};

/** The newsroom's dates in the page's language. */
export function useNewsroomDates(): NewsroomDates {
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return english;
  return {
    day: (value) => formatIn(value, 'D MMM YYYY', locale),
    dayTime: (value) => formatIn(value, 'D MMM YYYY, HH:mm', locale),
    long: (value) => formatIn(value, 'D MMMM YYYY, HH:mm', locale),
  };
}
