import { useT } from '../../i18n/context';
import { memo } from 'react';
import { bylineOf, displayName, type ArticleCoAuthor } from '@bulletin/contract';
import type { Author } from '../../lib/types';
import { Avatar } from '../../ui/Avatar';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { CreditedNames, type Credited } from './CreditedNames';
import styles from './ArticleView.module.css';

/**
 * About the Author: every author the article credits (docs/product.md#author-pages), each name a link to their page,
 * joined as the page's language lists names; the photo and biography are the author's. An article whose author's
 * account was deleted is credited to the newsroom.
 */
export const AuthorBox = memo(function AuthorBox({ author, coAuthors }: { author: Author | null; coAuthors?: readonly ArticleCoAuthor[] }) {
  const t = useT();
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
            {people.length === 0 ? name : <CreditedNames people={people} names={names} />}
          </p>
          <p className={cx(ui.muted, ui.textSm)}>
            {author?.bio?.trim() || (author ? t('article.member') : t('article.reportedBy'))}
          </p>
        </div>
      </div>
    </section>
  );
});
