import { expect, type Page } from '@playwright/test';

/** Waits until React runs the page (server-rendered pages are hydrated; entry-client.tsx marks `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/**
 * Opens `path` as a click inside the running app does: the browser router renders the screen and the browser
 * asks the API (loading and error states show). A first visit is server-rendered with its data instead, so tests
 * of the browser's own loading and error handling start from another page (`from`, default /terms).
 */
export async function gotoInApp(page: Page, path: string, from = '/terms'): Promise<void> {
  await page.goto(from);
  await hydrated(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
