/**
 * The small HTML pages of a newsletter e-mail's unsubscribe link, served at `/api/newsletter/unsubscribe`: opening
 * the link (GET) unsubscribes nothing, since mail scanners open links too; it shows a button that POSTs to the same
 * address, as a mail program's one-click unsubscribe does (RFC 8058). No script, no outside style: the site's
 * Content-Security-Policy applies.
 */
const page = (title: string, body: string) =>
  [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${title} · Bulletin</title></head>`,
    `<body><main><h1>${title}</h1>${body}<p><a href="/">Back to Bulletin</a></p></main></body></html>`,
  ].join('\n');

/** GET: asks to confirm, with a button that unsubscribes at once. `token` is put in the address percent-encoded. */
export function unsubscribeAskPage(token: string): string {
  const action = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    'Unsubscribe from the newsletter',
    `<p>Stop receiving the Bulletin newsletter and alerts at this address?</p><form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
  );
}

/** After the browser's POST: done. */
export const unsubscribedPage = () =>
  page('You are unsubscribed', '<p>This address will receive no more newsletters or alerts from Bulletin. You can sign up again at any time.</p>');

/** A link whose token names no subscription. */
export const unsubscribeFailedPage = (message: string) => page('Unsubscribe', `<p>${message.replace(/[&<>"']/g, '')}</p>`);
