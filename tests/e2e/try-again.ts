import type { Page, Route } from '@playwright/test';

type Reply = NonNullable<Parameters<Route['fulfill']>[0]>;

/**
 * Answers the requests matching `url` with `reply` until the reader clicks a "Try again" button; from then
 * on they go through. A failing answer waits for `hold` first, so a test can see the loading state before
 * the error (a fixed delay is a window a busy machine can miss).
 *
 * Why not a flag flipped just before the click: SWR retries a failed load by itself (1 s, 2 s, 4 s;
 * frontend/src/lib/swr.ts). A retry that starts after the flip recovers on its own, the error disappears,
 * and the click finds no button: the test fails by chance on a busy machine. Here the click itself is
 * recorded in the page, in the capture phase (before React's handler sends the new request), so every
 * request before the click fails and the request the click starts is the first to go through.
 *
 * Call it before `page.goto` (the click recorder is an init script).
 */
export async function failUntilTryAgain(page: Page, url: string | RegExp, reply: Reply, hold?: Promise<void>): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button?.textContent?.trim() === 'Try again') (window as { triedAgain?: boolean }).triedAgain = true;
      },
      true,
    );
  });
  await page.route(url, async (route) => {
    const triedAgain = await page.evaluate(() => (window as { triedAgain?: boolean }).triedAgain === true).catch(() => false);
    if (triedAgain) return route.fallback();
    await hold;
    return route.fulfill(reply);
  });
}
