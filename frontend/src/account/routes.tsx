import type { RouteObject } from 'react-router-dom';
import { page } from '../ui/chakra/page';

/** Sign-in and sign-up (owned by the newsroom engineer). See lib/route-module.ts. */
export const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: page(() => import('./pages/LoginPage')) },
  { path: 'register', lazy: page(() => import('./pages/RegisterPage')) },
  { path: 'forgot-password', lazy: page(() => import('./pages/ForgotPasswordPage')) },
  { path: 'reset-password', lazy: page(() => import('./pages/ResetPasswordPage')) },
];
