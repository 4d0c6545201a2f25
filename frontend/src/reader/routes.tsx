import type { RouteObject } from 'react-router-dom';
import { TRANSLATED_LOCALES } from '@bulletin/contract';
import { plainPage } from '../lib/route-module';

/**
 * Public reader screens (owned by the reader engineer). Route modules only — see lib/route-module.ts.
 * Nothing here may import from admin/ (reader chunks stay free of newsroom code). Reader screens are plain
 * elements with CSS modules (`plainPage`): no Chakra UI on reader pages (docs/decisions/0021).
 */

/** The section pages of the navigation: each is the category page of the slug of the same name. */
export const SECTION_SLUGS = ['news', 'sport', 'business', 'innovation', 'travel', 'audio', 'video'] as const;

const categoryPage = () => import('./pages/CategoryPage');

export const readerRoutes: RouteObject[] = [
  { index: true, lazy: plainPage(() => import('./pages/HomePage')) },
  { path: 'article/:slug', lazy: plainPage(() => import('./pages/ArticlePage')) },
  { path: 'category/:slug', lazy: plainPage(categoryPage) },
  { path: 'author/:slug', lazy: plainPage(() => import('./pages/AuthorPage')) },
  { path: 'search', lazy: plainPage(() => import('./pages/SearchPage')) },
  { path: 'live', lazy: plainPage(() => import('./pages/LiveIndexPage')) },
  { path: 'live/:slug', lazy: plainPage(() => import('./pages/LivePage')) },
  ...SECTION_SLUGS.map((slug): RouteObject => ({ path: slug, lazy: plainPage(categoryPage, { slug }) })),
  { path: 'weather', lazy: plainPage(() => import('./pages/WeatherPage')) },
  { path: 'newsletters', lazy: plainPage(() => import('./pages/NewslettersPage')) },
  { path: 'newsletter/confirm', lazy: plainPage(() => import('./pages/NewsletterConfirmPage')) },
  { path: 'newsletter/preferences', lazy: plainPage(() => import('./pages/NewsletterPreferencesPage')) },
  { path: 'terms', lazy: plainPage(() => import('./pages/TermsPage')) },
  { path: 'privacy', lazy: plainPage(() => import('./pages/PrivacyPage')) },
  { path: 'cookies', lazy: plainPage(() => import('./pages/CookiesPage')) },
  { path: 'contact', lazy: plainPage(() => import('./pages/ContactPage')) },
  { path: 'corrections', lazy: plainPage(() => import('./pages/CorrectionsPage')) },
];

/**
 * The same screens in every other language, under `/<code>` (`/hi/`, `/hi/article/:slug`, …): the address alone
 * decides the language (docs/product.md#languages).
 */
export const localizedReaderRoutes: RouteObject[] = TRANSLATED_LOCALES.map((locale) => ({
  path: locale,
  children: readerRoutes.map((route) => ({ ...route })),
}));
