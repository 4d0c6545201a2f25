import type { RouteObject } from 'react-router-dom';
import { page } from '../ui/chakra/page';

/**
 * Newsroom screens under /admin (owned by the newsroom engineer). AdminLayout applies the admin SWR
 * configuration (lib/swr.ts) to every child. See lib/route-module.ts.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: page(() => import('./AdminLayout')),
    children: [
      { index: true, lazy: page(() => import('./pages/DashboardPage')) },
      { path: 'article/new', lazy: page(() => import('./pages/ArticleEditorPage')) },
      { path: 'article/:id', lazy: page(() => import('./pages/ArticleEditorPage')) },
      { path: 'categories', lazy: page(() => import('./pages/CategoriesPage')) },
      { path: 'users', lazy: page(() => import('./pages/UsersPage')) },
      { path: 'activity', lazy: page(() => import('./pages/ActivityPage')) },
      { path: 'profile', lazy: page(() => import('./pages/ProfilePage')) },
      { path: 'live/:slug?', lazy: page(() => import('./pages/LiveDeskPage')) },
    ],
  },
];
