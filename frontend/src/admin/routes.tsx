import type { RouteObject } from 'react-router-dom';
import { page } from '../ui/chakra/page';

/**
 * Newsroom screens under /admin (owned by the newsroom engineer). AdminLayout applies the admin SWR
 * configuration (lib/swr.ts) to every child. See lib/route-module.ts.
 */
/** The users screen, the newsletter desk, the outbox and one's own profile: one chunk (pages/account-screens.ts says why). */
const accountScreens = () => import('./pages/account-screens');

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: page(() => import('./AdminLayout')),
    children: [
      { index: true, lazy: page(() => import('./pages/DashboardPage')) },
      { path: 'article/new', lazy: page(() => import('./pages/ArticleEditorPage')) },
      { path: 'article/:id', lazy: page(() => import('./pages/ArticleEditorPage')) },
      { path: 'categories', lazy: page(() => import('./pages/CategoriesPage')) },
      { path: 'users', lazy: page(() => accountScreens().then((screens) => ({ default: screens.UsersPage }))) },
      { path: 'newsletter', lazy: page(() => accountScreens().then((screens) => ({ default: screens.NewsletterPage }))) },
      { path: 'activity', lazy: page(() => import('./pages/ActivityPage')) },
      { path: 'outbox', lazy: page(() => accountScreens().then((screens) => ({ default: screens.OutboxPage }))) },
      { path: 'profile', lazy: page(() => accountScreens().then((screens) => ({ default: screens.ProfilePage }))) },
      { path: 'live/:slug?', lazy: page(() => import('./pages/LiveDeskPage')) },
    ],
  },
];
