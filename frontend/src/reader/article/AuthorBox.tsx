import { useT } from '../../i18n/context';
import { memo } from 'react';
import { displayName } from '@bulletin/contract';
import type { Author } from '../../lib/types';
import { Avatar } from '../../ui/Avatar';
import { Link } from '../../i18n/links';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import styles from './ArticleView.module.css';

/** About the Author, their name a link to their page. An article whose author's account was deleted is credited to the newsroom. */
export const AuthorBox = memo(function AuthorBox({ author }: { author: Author | null }) {
  const t = useT();
  const name = displayName(author) || t('article.newsroom');
  return (
    <section aria-labelledby="about-author" className={styles.author}>
      <h2 id="about-author" className={cx(ui.headingLg, styles.sectionTitle)}>
        {t('article.aboutAuthor')}
      </h2>
      <div className={styles.person}>
        <Avatar name={name} src={author?.avatar} size="lg" />
        <div>
          <p className={styles.name}>
            {author?.slug ? (
              <Link to={`/author/${encodeURIComponent(author.slug)}`} rel="author" className={ui.inlineLink}>
                {name}
              </Link>
            ) : (
              name
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
