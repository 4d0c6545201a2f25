import useSWR from 'swr';
import { articleReaderPath, type CorrectionList } from '@bulletin/contract';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useLocale, useT } from '../../i18n/context';
import type { ApiKeys } from '../../lib/route-module';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import ui from '../../ui/ui.module.css';
import { correctionDay } from '../corrections/day';
import { CORRECTIONS_MESSAGES } from '../corrections/messages';
import styles from '../article/ArticleView.module.css';

/** The page's own few rules, inline (see CorrectionNotes). */
const LABEL = { fontWeight: 600 } as const;
const PAGE = { display: 'flex', flexDirection: 'column', gap: '1.5rem', maxWidth: '48rem' } as const;
const LIST = { display: 'flex', flexDirection: 'column', gap: '1.5rem', listStyle: 'none', padding: 0 } as const;
const ENTRY = { display: 'flex', flexDirection: 'column', gap: '0.25rem', paddingBlockEnd: '1.5rem', borderBlockEnd: '1px solid var(--border)' } as const;

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
      <div className={styles.loading} role="status">
        <Spinner size="2rem" />
        <p className={ui.muted}>{t('corrections.loading')}</p>
      </div>
    );
  } else if (data.corrections.length === 0) {
    body = <p className={ui.muted}>{t('corrections.empty')}</p>;
  } else {
    body = (
      <ol style={LIST}>
        {data.corrections.map((c) => (
          <li key={c._id} style={ENTRY}>
            <time style={LABEL} dateTime={c.at} suppressHydrationWarning>
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
    <div style={PAGE}>
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
