import { authorName, type AuthorProfile } from '@bulletin/contract';
import { Avatar } from '../../ui/Avatar';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { useT } from '../../i18n/context';
import { useReaderPath } from '../../i18n/links';
import styles from './author.module.css';

const ROLE = { reporter: 'author.role.reporter', editor: 'author.role.editor', admin: 'author.role.admin' } as const;

/** An author page's header: photo, name (h1), role, biography, their X handle and their feed. */
export function AuthorHeader({ author }: { author: AuthorProfile }) {
  const t = useT();
  const readerPath = useReaderPath();
  const name = authorName(author);
  return (
    <header className={styles.header}>
      <Avatar name={name} src={author.avatar} size="lg" />
      <div className={styles.text}>
        <h1 className={cx(ui.pageTitle, styles.name)}>{name}</h1>
        <p className={cx(ui.muted, ui.textSm)}>{t(ROLE[author.role])}</p>
        {author.bio ? <p className={styles.bio}>{author.bio}</p> : null}
        <p className={cx(styles.links, ui.textSm)}>
          {author.xHandle ? (
            <a href={`https://x.com/${encodeURIComponent(author.xHandle)}`} rel="me noopener" className={ui.inlineLink}>
              {t('author.onX', { handle: author.xHandle })}
            </a>
          ) : null}
          <a href={readerPath(`/author/${encodeURIComponent(author.slug)}/rss.xml`)} type="application/rss+xml" className={ui.inlineLink}>
            {t('author.rss')}
          </a>
        </p>
      </div>
    </header>
  );
}
