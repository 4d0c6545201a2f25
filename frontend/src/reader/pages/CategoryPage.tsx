import useSWR from 'swr';
import { ApiError } from '../../lib/api';
import { usePageParams, type ApiKeys } from '../../lib/route-module';
import type { Category } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { hydrateLater } from '../../ssr/hydrate-later';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { CategoryArticles } from '../category/CategoryArticles';
import { MissingPage } from '../category/MissingPage';
import { CategoryHeader } from '../category/CategoryHeader';
import { SubcategoryGrid } from '../category/SubcategoryGrid';
import { articlesKey, DEFAULT_SORT, readPage, readSort } from '../listing/list-query';
import { ErrorState, LoadingState } from '../listing/States';
import { useT } from '../../i18n/context';
import styles from '../category/category.module.css';

/** The list under the header: hydrated in a pass of its own, after the rest of the page (ssr/hydrate-later.tsx). */
const Articles = hydrateLater(CategoryArticles);

const categoryKey = (slug: string) => `/categories/${encodeURIComponent(slug)}`;

/**
 * Both requests start on route entry, in parallel: the API's `category` filter takes the slug as well
 * as the id, so the list does not wait for the category.
 */
export const apiKeys: ApiKeys = (params, search) => {
  const slug = params.slug;
  if (!slug) return [];
  return [
    categoryKey(slug),
    articlesKey({ category: slug, sort: readSort(search) ?? DEFAULT_SORT, page: readPage(search) }),
  ];
};

/** /category/:slug and the section pages (/news, /sport, ...: the category of that slug). */
export default function CategoryPage() {
  const { slug = '' } = usePageParams();
  const { data: category, error, isLoading, mutate } = useSWR<Category, Error>(slug ? categoryKey(slug) : null);
  const notFound = error instanceof ApiError && error.status === 404;
  const t = useT();
  useDocumentTitle(category?.name ?? (notFound ? t('category.notFound') : error ? t('article.errorTitle') : t('article.loadingTitle')));

  // The error stays on screen while SWR retries by itself (it sets isLoading again), so Try again
  // never vanishes under the reader's pointer; only a successful answer replaces it.
  if (notFound) return <MissingPage title={t('category.notFound')} text={t('category.notFoundText')} />;
  if (error && !category) {
    return (
      <>
        <h1 className={cx(ui.heading2xl, styles.errorTitle)}>{t('category.title')}</h1>
        <ErrorState title={t('category.error')} error={error} onRetry={() => void mutate()} />
      </>
    );
  }
  if (isLoading && !category) return <LoadingState label={t('category.loading')} />;
  if (!category) return <MissingPage title={t('category.notFound')} text={t('category.notFoundText')} />;

  return (
    <>
      <CategoryHeader category={category} />
      <SubcategoryGrid subCategories={category.subCategories} />
      <Articles key={category.slug} slug={category.slug} />
    </>
  );
}
