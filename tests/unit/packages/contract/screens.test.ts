import { describe, expect, it } from 'vitest';
import { CLIENT_RENDERED_SCREENS, isClientRenderedScreen } from '@bulletin/contract';
import { isReaderPage } from '../../../../adapters/src/cache/tags.js';
import { DISALLOWED } from '../../../../adapters/src/feeds/robots.js';

/** The screens the browser renders alone are listed once; the page renderer, the read cache and robots.txt read the list. */
describe('client-rendered screens', () => {
  it('are the newsroom and the account forms, and everything below them', () => {
    expect(CLIENT_RENDERED_SCREENS).toEqual(['/admin', '/login', '/register', '/forgot-password', '/reset-password']);
    for (const path of ['/admin', '/admin/', '/admin/users', '/ADMIN/article/new', '/login', '/register', '/register/', '/forgot-password', '/reset-password']) {
      expect(isClientRenderedScreen(path), path).toBe(true);
    }
    for (const path of ['/', '/administration', '/login-help', '/article/admin', '/registers', '/news']) {
      expect(isClientRenderedScreen(path), path).toBe(false);
    }
  });

  it('are never reader pages for the read cache, and are closed to crawlers', () => {
    for (const screen of CLIENT_RENDERED_SCREENS) {
      expect(isReaderPage(screen), screen).toBe(false);
      expect(DISALLOWED).toContain(screen);
    }
  });
});
