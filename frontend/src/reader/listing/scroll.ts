/**
 * After a page change: back to the top of the page (docs/product.md#list-state), focus on `target` for keyboard
 * users.
 */
export function scrollToTop(target?: HTMLElement | null): void {
  window.scrollTo({ top: 0, left: 0 });
  target?.focus({ preventScroll: true });
}
