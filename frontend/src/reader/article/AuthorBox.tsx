import { useLocale, useT } from '../../i18n/context';
import { Fragment, memo } from 'react';
import { bylineOf, displayName, type ArticleCoAuthor } from '@bulletin/contract';
import type { Author } from '../../lib/types';
import { Avatar } from '../../ui/Avatar';
import { Link } from '../../i18n/links';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { bylineParts } from './byline';
import styles from './ArticleView.module.css';

type Credited = Pick<ArticleCoAuthor, 'firstName' | 'lastName' | 'slug'>;

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
 * About the Author: every author the article credits (docs/product.md#author-pages), each name a link to their page,
 * joined as the page's language lists names; the photo and biography are the author's. An article whose author's
 * account was deleted is credited to the newsroom.
 */
export const AuthorBox = memo(function AuthorBox({ author, coAuthors }: { author: Author | null; coAuthors?: readonly ArticleCoAuthor[] }) {
  const t = useT();
  const locale = useLocale();
  const name = displayName(author) || t('article.newsroom');
  const people = author ? bylineOf<Credited>({ author, coAuthors }) : [];
  const names = people.map((person, i) => (i === 0 ? name : displayName(person) || t('article.newsroom')));
  return (
    <section aria-labelledby="about-author" className={styles.author}>
      <h2 id="about-author" className={cx(ui.headingLg, styles.sectionTitle)}>
        {t('article.aboutAuthor')}
      </h2>
      <div className={styles.person}>
        <Avatar name={name} src={author?.avatar} size="lg" />
        <div>
          <p className={styles.name}>
            {people.length === 0
              ? name
              : bylineParts(locale, names).map((part, i) =>
                  'person' in part ? <PersonName key={i} person={people[part.person]!} name={names[part.person]!} /> : <Fragment key={i}>{part.text}</Fragment>,
                )}
          </p>
          <p className={cx(ui.muted, ui.textSm)}>
            {author?.bio?.trim() || (author ? t('article.member') : t('article.reportedBy'))}
          </p>
        </div>
      </div>
    </section>
  );
});
