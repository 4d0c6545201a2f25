/** The class names that are set, joined (`cx(styles.card, compact && styles.compact)`). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
