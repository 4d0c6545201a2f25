/**
 * What the browser remembers about the reader's language (docs/product.md#languages): the language they chose in
 * the selector (offered again on an address in another language, never a redirect), that the story they switched
 * was not available in the language they chose (a one-line note on that language's home), and that they waved the
 * offer away. Storage that is not there (private modes, blocked) remembers nothing.
 */
import { isLocale, type Locale } from '@bulletin/contract';

const CHOSEN = 'bulletin.language';
const UNTRANSLATED = 'bulletin.untranslated';
const DISMISSED = 'bulletin.language-offer-dismissed';

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const rememberChoice = (locale: Locale) => safe(() => localStorage.setItem(CHOSEN, locale), undefined);

export function chosenLocale(): Locale | null {
  const value = safe(() => localStorage.getItem(CHOSEN), null);
  return isLocale(value) ? value : null;
}

export const noteUntranslated = () => safe(() => sessionStorage.setItem(UNTRANSLATED, '1'), undefined);

/** Whether the page was reached from a story not available in its language (asked once: the note shows once). */
export function takeUntranslated(): boolean {
  return safe(() => {
    const noted = sessionStorage.getItem(UNTRANSLATED) === '1';
    sessionStorage.removeItem(UNTRANSLATED);
    return noted;
  }, false);
}

export const dismissOffer = () => safe(() => sessionStorage.setItem(DISMISSED, '1'), undefined);
export const offerDismissed = () => safe(() => sessionStorage.getItem(DISMISSED) === '1', false);
