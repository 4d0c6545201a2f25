import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import * as contract from '@bulletin/contract';
import * as images from '@bulletin/images';
import { ERROR_MESSAGES, LIVE_MESSAGES, LOCALES, MESSAGES, PROFILE_MESSAGES, translationExistsMessage } from '@bulletin/contract';
import { describe, expect, it } from 'vitest';
import { makeI18n } from '../../../frontend/src/i18n/i18n';
import { serverMessages } from '../../support/server-messages';

/** The interface's catalogs (docs/decisions/0025-interface-languages.md): every language says every message. */
const dir = path.resolve(import.meta.dirname, '../../../frontend/src/i18n');
/** The catalogs every page loads (''), and each area's (catalogs/<area>/, loaded by its screens: i18n/area.ts). */
const AREAS = ['', 'account', 'author', 'content', 'corrections', 'live', 'newsletter', 'newsroom'];
const catalog = (locale: string, area = ''): Record<string, string> =>
  JSON.parse(readFileSync(path.join(dir, 'catalogs', area, `${locale}.json`), 'utf8'));
const english = catalog('en');
const COMPILED = import.meta.glob('../../../frontend/src/i18n/compiled/**/*.ts');

/** The names a message fills in ({n}, {count}, …), whatever its language's words (Lingui's compiled parts). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  type Part = string | [string, string?, Record<string, Part[] | string>?];
  const walk = (parts: Part[]): void => {
    for (const part of parts) {
      if (typeof part === 'string') continue;
      names.add(part[0]);
      for (const option of Object.values(part[2] ?? {})) if (Array.isArray(option)) walk(option);
    }
  };
  walk(compileMessage(message) as Part[]);
  return [...names].sort();
}

/** The elements a message puts inside its sentence (`<privacy>…</privacy>`: i18n/rich.tsx). */
const tags = (message: string): string[] => [...message.matchAll(/<([a-z][a-zA-Z]*)>/g)].map((match) => match[1]!).sort();

describe('the interface catalogs', () => {
  it('exist for the nine languages and no other, in every area', () => {
    const areas = readdirSync(path.join(dir, 'catalogs'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(['', ...areas.sort()]).toEqual(AREAS);
    for (const area of AREAS) {
      const files = readdirSync(path.join(dir, 'catalogs', area)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
      expect(files, area).toEqual([...LOCALES].sort());
    }
  });

  const eachArea = AREAS.flatMap((area) => LOCALES.map((locale) => [locale, area || 'every page'] as const));

  it.each(eachArea.filter(([l]) => l !== 'en'))('%s (%s) has every English message, in its own words, and nothing else', (locale, name) => {
    const area = name === 'every page' ? '' : name;
    const own = catalog(locale, area);
    const reference = catalog('en', area);
    expect(Object.keys(own).sort()).toEqual(Object.keys(reference).sort());
    for (const [id, message] of Object.entries(own)) {
      expect(message.trim(), `${locale} ${id}`).not.toBe('');
      expect(placeholders(message), `${locale} ${id} fills in the same names as English`).toEqual(placeholders(reference[id]!));
      expect(tags(message), `${locale} ${id} has the same links as English`).toEqual(tags(reference[id]!));
    }
  });

  it('areas say no message the catalogs every page loads say already', () => {
    for (const area of AREAS.filter(Boolean)) {
      expect(Object.keys(catalog('en', area)).filter((id) => id in english), area).toEqual([]);
    }
  });

  it.each(eachArea)('%s (%s) is compiled as written (node scripts/i18n-compile.mjs)', async (locale, name) => {
    const area = name === 'every page' ? '' : `${name}/`;
    const load = COMPILED[`../../../frontend/src/i18n/compiled/${area}${locale}.ts`];
    expect(load, `compiled/${area}${locale}.ts`).toBeDefined();
    const { messages } = (await load!()) as { messages: Record<string, unknown> };
    const expected = Object.fromEntries(Object.entries(catalog(locale, area.replace('/', ''))).map(([id, message]) => [id, compileMessage(message)]));
    expect(messages).toEqual(expected);
  });

  it('says counted things in the plural form of the language, with its digits', () => {
    const t = (locale: 'en' | 'hi', id: string, values: Record<string, string | number>) => makeI18n(locale, compiled(locale))._(id, values);
    expect(t('en', 'count.views', { form: 'one', n: '1' })).toBe('1 view');
    expect(t('en', 'count.views', { form: 'other', n: '1,234' })).toBe('1,234 views');
    expect(t('en', 'list.showing', { from: 1, to: 12, total: 40 })).toBe('Showing 1 - 12 of 40 articles');
    expect(t('hi', 'list.showing', { from: 1, to: 12, total: 40 })).toBe('40 में से 1 - 12 लेख दिखाए जा रहे हैं');
  });
});

/**
 * The messages the server answers with, found mechanically: every message object of the contract (its exports named
 * `…MESSAGES`), the images package's messages (its exported strings), and every message the CMS and the adapters
 * write out where they throw or answer (tests/support/server-messages.ts). Screens show them through
 * `useServerMessage`/`useFormMessage`: each is in the catalogs under its English words, in the catalog of the screens
 * that show it (docs/decisions/0025-interface-languages.md). Those no screen can bring about are named, with why.
 */
const found = serverMessages();
/** The contract's messages: its exports named `…MESSAGES`, and `translationExistsMessage` in every language. */
const CONTRACT_MESSAGES = new Set<string>([
  ...Object.entries(contract)
    .filter(([name]) => /MESSAGES$/.test(name))
    .flatMap(([, messages]) => Object.values(messages as Record<string, string>)),
  ...LOCALES.map(translationExistsMessage),
]);
const SERVER_MESSAGES: string[] = [
  ...CONTRACT_MESSAGES,
  ...(Object.values(images) as unknown[]).filter((value): value is string => typeof value === 'string'),
  ...found.literal.keys(),
];
/** Answers to a program calling the API with what no screen sends: query parameters, ids, fields' types, the dev outbox. */
const API_ONLY: readonly string[] = [
  MESSAGES.coAuthorsInvalid,
  MESSAGES.outboxOff,
  MESSAGES.pageInvalid,
  MESSAGES.limitInvalid,
  MESSAGES.updatedAtInvalid,
  MESSAGES.reviewNoteInvalid,
  MESSAGES.everyLanguageStaffOnly,
  PROFILE_MESSAGES.avatarInvalid,
  LIVE_MESSAGES.statusInvalid,
  LIVE_MESSAGES.articleInvalid,
  LIVE_MESSAGES.afterInvalid,
  // Query parameters and fallbacks of a schema's first problem (the schemas say their own).
  'author must be a user id or an author slug',
  'category must be a slug',
  'author must be a slug',
  'Invalid input',
  'Invalid request',
  'Invalid range',
  'Review note is not valid',
  // Unpublished lists by a caller who is not staff: the newsroom's screens are staff's.
  'Only newsroom staff can list unpublished articles',
  // The page-view beacon's batches (the browser's beacon and Strapi's ingest, never a screen).
  'Not a signed batch of views',
  'Not a batch of views',
  // Addresses and bodies no screen makes: unknown API routes, sitemaps, files, health, broken URLs and JSON.
  'API route not found',
  'Sitemap not found',
  'File not found',
  'file.notFound',
  'Not ready',
  'Malformed URL',
  'Malformed JSON in request body',
  'Unsupported request encoding',
  'Text must not contain NUL characters',
  // Strapi's own words, which the API says in its own (adapters/src/translate/strapi-error.ts): Strapi is not public.
  'Invalid identifier or password',
  'Files must be PNG, GIF, JPEG, BMP, ICO or WebP images',
];
/**
 * Messages built at run time (tests/support/server-messages.ts finds them as their source): each answers a program
 * with a query parameter, a field's type or a duplicate no screen sends.
 */
const API_ONLY_TEMPLATES: readonly string[] = [
  '`status must be one of ${STATUS_FILTERS.join(\', \')}`',
  '`related must be a whole number from 1 to ${MAX_RELATED}`',
  '`status must be one of ${LIVE_LIST_STATUSES.join(\', \')}`',
  '`${name} is required`',
  '`${name} must be a whole number from ${min} to ${max}`',
  '`${name} must be a date`',
  '`${name} must be true or false`',
  '`Uploads cannot be linked to entries here (${sent.join(\', \')} not allowed)`',
  '`This ${field} is already in use`',
];
/** The comment form says the rate limits under its own keys (comments.tooOften, comments.tooManyFromAddress). */
const OWN_KEYS: readonly string[] = [MESSAGES.commentsTooOften, MESSAGES.commentsFromAddressTooOften];
/** What readers see (the comment box, the account and newsletter screens): every other one is the newsroom's. */
const READER: readonly string[] = [
  MESSAGES.commentRequired,
  MESSAGES.commentTooLong,
  MESSAGES.emailInvalid,
  MESSAGES.passwordsDoNotMatch,
  MESSAGES.resetLinkSent,
  MESSAGES.resetLinkInvalid,
  MESSAGES.confirmLinkInvalid,
  MESSAGES.unsubscribeLinkInvalid,
  MESSAGES.preferencesLinkInvalid,
  ERROR_MESSAGES.signInFailed,
  ERROR_MESSAGES.emailTaken,
  ERROR_MESSAGES.signInTooOftenFromAddress,
  ERROR_MESSAGES.signInTooOftenForAccount,
  ERROR_MESSAGES.signUpTooOften,
  ERROR_MESSAGES.resetTooOftenFromAddress,
  ERROR_MESSAGES.resetTooOftenForAccount,
  // The newsletter box of every reader page: in the catalog every page loads.
  ERROR_MESSAGES.newsletterTooOften,
  ERROR_MESSAGES.newsletterTooOftenForEmail,
];

describe("the server's messages a user can see", () => {
  const shown = [...new Set(SERVER_MESSAGES)].filter((m) => !API_ONLY.includes(m) && !OWN_KEYS.includes(m));

  it('are found in the sources, and those built at run time are named here as answers to programs', () => {
    expect(found.literal.get(MESSAGES.imageNotStored), 'the scan finds what the adapters throw').toBeDefined();
    expect([...found.templates.keys()].filter((template) => !API_ONLY_TEMPLATES.includes(template))).toEqual([]);
  });

  it("are the contract's: the sources write out no other message than one named here as an answer to programs", () => {
    expect([...found.literal.keys()].filter((message) => !CONTRACT_MESSAGES.has(message) && !API_ONLY.includes(message))).toEqual([]);
  });

  it.each(LOCALES)('are in the %s catalogs of the screens that show them, under their English words', (locale) => {
    const every = catalog(locale);
    const reader = { ...every, ...catalog(locale, 'account'), ...catalog(locale, 'newsletter') };
    const newsroom = { ...every, ...catalog(locale, 'newsroom') };
    const missing = shown.filter((message) => !((READER.includes(message) ? reader : newsroom)[message]?.trim()));
    expect(missing).toEqual([]);
    if (locale === 'en') for (const message of shown) expect((READER.includes(message) ? reader : newsroom)[message]).toBe(message);
  });
});

function compiled(locale: string) {
  return Object.fromEntries(Object.entries(catalog(locale)).map(([id, message]) => [id, compileMessage(message)])) as never;
}
