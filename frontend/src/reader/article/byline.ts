/**
 * A shared byline's names (docs/product.md#author-pages) joined as the page's language lists them ("Asha Rao and
 * Ben Lee", "Asha Rao, Ben Lee and Chen Wu"; `Intl.ListFormat`, no string of ours): each part either the person at
 * `person` (their index in `names`) or the text between two names.
 */
export type BylinePart = { person: number } | { text: string };

export function bylineParts(locale: string, names: readonly string[]): BylinePart[] {
  let next = 0;
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })
    .formatToParts(names)
    .map((part) => (part.type === 'element' ? { person: next++ } : { text: part.value }));
}
