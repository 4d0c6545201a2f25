import type { RouteObject } from 'react-router-dom';
import { page } from '../lib/route-module';

/**
 * Public reader screens (owned by the reader engineer). Route modules only — see lib/route-module.ts.
 * Nothing here may import from admin/ (reader chunks stay free of newsroom code).
 */

/** The section pages of the navigation: each is the category page of the slug of the same name. */
export const SECTION_SLUGS = ['news', 'sport', 'business', 'innovation', 'travel', 'audio', 'video'] as const;

const categoryPage = () => import('./pages/CategoryPage');

export const readerRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./pages/HomePage')) },
  { path: 'article/:slug', lazy: page(() => import('./pages/ArticlePage')) },
  { path: 'category/:slug', lazy: page(categoryPage) },
  { path: 'search', lazy: page(() => import('./pages/SearchPage')) },
  { path: 'live', lazy: page(() => import('./pages/LiveIndexPage')) },
  { path: 'live/:slug', lazy: page(() => import('./pages/LivePage')) },
  ...SECTION_SLUGS.map((slug): RouteObject => ({ path: slug, lazy: page(categoryPage, { slug }) })),
  { path: 'weather', lazy: page(() => import('./pages/WeatherPage')) },
  { path: 'newsletters', lazy: page(() => import('./pages/NewslettersPage')) },
  { path: 'terms', lazy: page(() => import('./pages/TermsPage')) },
  { path: 'privacy', lazy: page(() => import('./pages/PrivacyPage')) },
  { path: 'cookies', lazy: page(() => import('./pages/CookiesPage')) },
  { path: 'contact', lazy: page(() => import('./pages/ContactPage')) },
];
