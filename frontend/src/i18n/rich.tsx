/**
 * Messages with elements inside a sentence (docs/decisions/0025-interface-languages.md): the catalog writes the
 * element as a tag around its words (`See our <privacy>Privacy Policy</privacy> …`), so each language puts the link
 * where its word order wants it; the screen says what each tag becomes. Lingui's compiled messages keep such tags as
 * text, so no parser ships: the formatted message is split at its tags here.
 */
import { Fragment, type ReactNode } from 'react';
import { useI18n } from './context';
import type { MessageId, MessageValues } from './i18n';

/** What each tag of a message becomes: its words → the element shown (a link around them). */
export type RichTags = Record<string, (text: string) => ReactNode>;

/** `<name>words</name>`, not nested. */
const TAG = /<([a-z][a-zA-Z]*)>(.*?)<\/\1>/gs;

/** `message` with each tag `tags` names made its element; any other text stays as written. */
export function formatRich(message: string, tags: RichTags): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of message.matchAll(TAG)) {
    const render = tags[match[1]!];
    if (!render) continue;
    if (match.index > from) parts.push(message.slice(from, match.index));
    parts.push(<Fragment key={match.index}>{render(match[2]!)}</Fragment>);
    from = match.index + match[0].length;
  }
  if (from < message.length) parts.push(message.slice(from));
  return parts;
}

/** A message of the interface in the page's language, its tags made elements (`tags`). */
export function RichText({ id, tags, values }: { id: MessageId; tags: RichTags; values?: MessageValues }) {
  const i18n = useI18n();
  return <>{formatRich(i18n._(id, values), tags)}</>;
}
