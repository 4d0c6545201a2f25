import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale, LiveEntry } from '@bulletin/contract';
import { I18nProvider } from '../../../../frontend/src/i18n/context';
import { loadI18n } from '../../../../frontend/src/i18n/i18n';
import { KeyEvents } from '../../../../frontend/src/ui/live/KeyEvents';
import { LiveEntryCard } from '../../../../frontend/src/ui/live/LiveEntryCard';

afterEach(cleanup);

const now = new Date('2025-07-04T12:00:00Z');
const entry = {
  _id: 'e1',
  content: '<p>The bridge has reopened.</p>',
  createdAt: new Date(now.getTime() - 2 * 60_000).toISOString(),
  updatedAt: null,
  keyEvent: true,
  pinned: false,
  image: null,
  imageMeta: null,
  author: null,
} as unknown as LiveEntry;

async function times(locale: Locale): Promise<HTMLElement[]> {
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <KeyEvents entries={[entry]} now={now} />
      <LiveEntryCard entry={entry} now={now} />
    </I18nProvider>,
  );
  return screen.getAllByText((_, element) => element?.tagName === 'TIME');
}

/** The date's long form as the language writes it (what `title` shows on hover). */
const long = (locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(entry.createdAt));

describe("a live entry's time reads in the page's language", () => {
  it('in English, word for word as before', async () => {
    for (const time of await times('en')) {
      expect(time.textContent).toBe('2 minutes ago');
      expect(time.getAttribute('title')).toMatch(/^4 July 2025, \d\d:\d\d$/);
    }
  });

  it.each([
    ['hi', '2 मिनट पहले', 'जुलाई'],
    ['ta', '2 நிமிடங்களுக்கு முன்', 'ஜூலை'],
  ] as const)('in %s', async (locale, ago, july) => {
    const shown = await times(locale);
    expect(shown).toHaveLength(2);
    for (const time of shown) {
      expect(time.textContent).toBe(ago);
      expect(time.getAttribute('title')).toBe(long(locale));
      expect(time.getAttribute('title')).toContain(july);
    }
  });

  it('never in the future when the reader’s clock is behind', async () => {
    render(
      <I18nProvider i18n={await loadI18n('hi')}>
        <LiveEntryCard entry={{ ...entry, createdAt: new Date(now.getTime() + 90_000).toISOString() }} now={now} />
      </I18nProvider>,
    );
    expect(screen.getByText((_, element) => element?.tagName === 'TIME').textContent).toBe('अब');
  });
});
