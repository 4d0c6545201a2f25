/**
 * The words of every e-mail the site sends, in one language (docs/product.md#e-mail-languages). Each language is one
 * file of this shape; the type makes a missing text a compile error. "Bulletin" is the brand and stays in Latin
 * letters in every language.
 */
export type MailTexts = {
  /** Under every button, before the address written out. */
  buttonFallback: string;
  hello: string;
  helloName: (name: string) => string;
  footer: { preferences: string; unsubscribe: string };
  confirm: { subject: string; body: string; action: string; ignore: string; why: string };
  alert: { subject: (title: string) => string; action: string; why: string };
  digest: { subject: (day: string) => string; heading: string; why: string };
  reset: { subject: string; body: string; action: string; once: (duration: string) => string; ignore: string; why: string };
};
