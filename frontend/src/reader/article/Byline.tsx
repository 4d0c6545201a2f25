import { memo } from 'react';
import { bylineOf, displayName, type ArticleCoAuthor } from '@bulletin/contract';
import { useT } from '../../i18n/context';
import type { Author } from '../../lib/types';
import { CreditedNames, type Credited } from './CreditedNames';
import styles from './ArticleView.module.css';

const SLOT = '\u0001';

/**
 * The byline under the headline: "By Asha Rao and Ben Lee", in the page's language (where the names go is the
 * message's: "{names} द्वारा"), every credited author linked to their page; the newsroom's name when the author's
 * account is gone (docs/product.md#author-pages).
 */
export const Byline = memo(function Byline({ author, coAuthors }: { author: Author | null; coAuthors?: readonly ArticleCoAuthor[] }) {
  const t = useT();
  const people: Credited[] = author ? bylineOf<Credited>({ author, coAuthors }) : [{ firstName: '', lastName: '', slug: null }];
  const names = people.map((person) => displayName(person) || t('article.newsroom'));
  const [before, after] = t('article.by', { names: SLOT }).split(SLOT);
  return (
    <p className={styles.byline} data-testid="article-byline">
      {before}
      <CreditedNames people={people} names={names} />
      {after}
    </p>
  );
});
