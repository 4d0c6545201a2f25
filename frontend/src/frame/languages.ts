/** The languages offered in the top strip (docs/product.md#frame); English is the default. */
export const LANGUAGES = [
  'English',
  'Hindi',
  'Marathi',
  'Kannada',
  'Tamil',
  'Bengali',
  'Malayalam',
  'Telugu',
  'Gujarati',
] as const;

export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'English';
