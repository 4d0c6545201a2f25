import useSWR from 'swr';
import { articleReaderPath, type CorrectionList } from '@bulletin/contract';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useLocale, useT } from '../../i18n/context';
import { isoDate } from '../../lib/time';
import type { ApiKeys } from '../../lib/route-module';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import ui from '../../ui/ui.module.css';
import { correctionDay } from '../corrections/day';
import { CORRECTIONS_MESSAGES } from '../corrections/messages';
import styles from '../corrections/corrections.module.css';

/** The latest corrections across the site (GET /corrections). */
const CORRECTIONS_KEY = '/corrections';

export const apiKeys: ApiKeys = () => [CORRECTIONS_KEY];
export const messages = CORRECTIONS_MESSAGES;
export const ready = preloadArea(CORRECTIONS_MESSAGES);

/**
 * /corrections (docs/product.md#corrections): the latest corrections across the site, newest first, each with its
 * day, its text and a link to the article (in the article's own language); its RSS feed beside it.
 */
export default function CorrectionsPage() {
  return useAreaMessages(CORRECTIONS_MESSAGES) ? <Corrections /> : null;
}

function Corrections() {
  const { data, error, mutate } = useSWR<CorrectionList, Error>(CORRECTIONS_KEY);
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(t('corrections.title'));

  let body;
  if (error) {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('corrections.error')}</p>
        <Button variant="outline" onClick={() => void mutate()}>
          {t('article.tryAgain')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <div className={styles.state} role="status">
        <Spinner size="2rem" />
        <p className={ui.muted}>{t('corrections.loading')}</p>
      </div>
    );
  } else if (data.corrections.length === 0) {
    body = <p className={ui.muted}>{t('corrections.empty')}</p>;
  } else {
    body = (
      <ol className={styles.list}>
        {data.corrections.map((c) => (
          <li key={c._id} className={styles.entry}>
            <time className={styles.label} dateTime={isoDate(c.at)} suppressHydrationWarning>
              {correctionDay(locale, c.at)}
            </time>
            <p>{c.text}</p>
            <p className={ui.muted}>
              {t('corrections.onArticle')}{' '}
              <a href={articleReaderPath(c.article.locale, c.article.slug)} className={ui.link} lang={c.article.locale}>
                {c.article.title}
              </a>
            </p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={ui.heading3xl}>{t('corrections.title')}</h1>
      <p className={ui.muted}>{t('corrections.intro')}</p>
      {body}
      <p>
        <a href="/corrections/rss.xml" className={ui.link} type="application/rss+xml">
          {t('corrections.feed')}
        </a>
      </p>
    </div>
  );
}
