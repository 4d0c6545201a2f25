import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import styles from './content.module.css';

/** A short page of Bulletin's own text: the title as h1, an introduction, when it was last updated, and sections. */
export function ContentPage({ title, intro, updated, children }: { title: string; intro: string; updated?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className={styles.page}>
      <h1 className={cx(ui.heading3xl, styles.title)}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      {updated ? <p className={cx(ui.textSm, ui.muted, styles.updated)}>{updated}</p> : null}
      <div className={styles.sections}>{children}</div>
    </article>
  );
}

/** One titled part of a content page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className={cx(ui.headingLg, styles.sectionTitle)}>{title}</h2>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
