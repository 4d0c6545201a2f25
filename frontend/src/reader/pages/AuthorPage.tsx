import useSWR from 'swr';
import { authorName, type AuthorProfile } from '@bulletin/contract';
import { ApiError } from '../../lib/api';
import { usePageParams, type ApiKeys } from '../../lib/route-module';
import { useDocumentTitle } from '../../lib/use-document-title';
import { hydrateLater } from '../../ssr/hydrate-later';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { AuthorHeader } from '../author/AuthorHeader';
import { AUTHOR_MESSAGES } from '../author/messages';
import { CategoryArticles } from '../category/CategoryArticles';
import { MissingPage } from '../category/MissingPage';
import { articlesKey, DEFAULT_SORT, readPage, readSort } from '../listing/list-query';
import { ErrorState, LoadingState } from '../listing/States';
import { preloadArea } from '../../i18n/area';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { useT } from '../../i18n/context';
import styles from '../category/category.module.css';
import authorStyles from '../author/author.module.css';

/** The author's articles: hydrated in a pass of its own, after the rest of the page (ssr/hydrate-later.tsx). */
const Articles = hydrateLater(CategoryArticles);

const authorKey = (slug: string) => `/authors/${encodeURIComponent(slug)}`;

/** Both requests start on route entry, in parallel: the article list's `author` filter takes the author's slug. */
export const apiKeys: ApiKeys = (params, search) => {
  const slug = params.slug;
  if (!slug) return [];
  return [authorKey(slug), articlesKey({ author: slug, sort: readSort(search) ?? DEFAULT_SORT, page: readPage(search) })];
};

/** The author pages' messages: the server entry loads them before rendering; the browser before hydrating. */
export const messages = AUTHOR_MESSAGES;
export const ready = preloadArea(AUTHOR_MESSAGES);

/** /author/:slug — an author's page (docs/product.md#author-pages): who they are and their articles in the page's language. */
export default function AuthorPage() {
  return useAreaMessages(AUTHOR_MESSAGES) ? <Author /> : null;
}

function Author() {
  const { slug = '' } = usePageParams();
  const { data: author, error, isLoading, mutate } = useSWR<AuthorProfile, Error>(slug ? authorKey(slug) : null);
  const notFound = error instanceof ApiError && error.status === 404;
  const t = useT();
  const name = author ? authorName(author) : '';
  useDocumentTitle(author ? name : notFound ? t('author.notFound') : error ? t('article.errorTitle') : t('article.loadingTitle'));

  // As on a category page: the error stays while SWR retries by itself, so Try again never vanishes.
  if (notFound) return <MissingPage title={t('author.notFound')} text={t('author.notFoundText')} />;
  if (error && !author) {
    return (
      <>
        <h1 className={cx(ui.heading2xl, styles.errorTitle)}>{t('author.title')}</h1>
        <ErrorState title={t('author.error')} error={error} onRetry={() => void mutate()} />
      </>
    );
  }
  if (isLoading && !author) return <LoadingState label={t('author.loading')} />;
  if (!author) return <MissingPage title={t('author.notFound')} text={t('author.notFoundText')} />;

  return (
    <>
      <AuthorHeader author={author} />
      <h2 className={cx(ui.headingLg, authorStyles.articlesTitle)}>{t('author.articles', { name })}</h2>
      <Articles key={author.slug} author={author.slug} emptyText={t('author.noArticles')} />
    </>
  );
}
