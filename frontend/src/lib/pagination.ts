/**
 * The page numbers to show in the pagination: all when few, otherwise the first, the last and the
 * neighbours of the current page, with 'gap' where numbers are left out.
 */
export function pageItems(current: number, pages: number, neighbours = 1): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const wanted = new Set([1, pages]);
  for (let p = current - neighbours; p <= current + neighbours; p++) if (p >= 1 && p <= pages) wanted.add(p);
  // Keep the row the same length near the ends.
  if (current <= 3) [2, 3, 4].forEach((p) => wanted.add(p));
  if (current >= pages - 2) [pages - 3, pages - 2, pages - 1].forEach((p) => wanted.add(p));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
