import { Fragment } from 'react';
import type { ArticleCoAuthor } from '@bulletin/contract';
import { useLocale } from '../../i18n/context';
import { Link } from '../../i18n/links';
import ui from '../../ui/ui.module.css';
import { bylineParts } from './byline';

export type Credited = Pick<ArticleCoAuthor, 'firstName' | 'lastName' | 'slug'>;

/** A credited person's name, a link to their page (`rel="author"`) when they have one. */
function PersonName({ person, name }: { person: Credited; name: string }) {
  return person.slug ? (
    <Link to={`/author/${encodeURIComponent(person.slug)}`} rel="author" className={ui.inlineLink}>
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

/**
 * Everyone an article credits (docs/product.md#author-pages), each name linked to their page, joined as the page's
 * language lists names; `names[i]` is how `people[i]` is shown.
 */
export function CreditedNames({ people, names }: { people: readonly Credited[]; names: readonly string[] }) {
  const locale = useLocale();
  return (
    <>
      {bylineParts(locale, names).map((part, i) =>
        'person' in part ? <PersonName key={i} person={people[part.person]!} name={names[part.person]!} /> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}
