import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError } from '../../lib/api';
import { usePageParams, type ApiKeys } from '../../lib/route-module';
import type { Category } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { hydrateLater } from '../../ssr/hydrate-later';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { CategoryArticles } from '../category/CategoryArticles';
import { CategoryHeader } from '../category/CategoryHeader';
import { SubcategoryGrid } from '../category/SubcategoryGrid';
import { articlesKey, DEFAULT_SORT, readPage, readSort } from '../listing/list-query';
import { ErrorState, LoadingState } from '../listing/States';
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
  useDocumentTitle(category?.name ?? (notFound ? 'Category Not Found' : error ? 'Error' : 'Loading...'));

  // The error stays on screen while SWR retries by itself (it sets isLoading again), so Try again
  // never vanishes under the reader's pointer; only a successful answer replaces it.
  if (notFound) return <CategoryNotFound />;
  if (error && !category) {
    return (
      <>
        <h1 className={cx(ui.heading2xl, styles.errorTitle)}>Category</h1>
        <ErrorState title="Error loading category" error={error} onRetry={() => void mutate()} />
      </>
    );
  }
  if (isLoading && !category) return <LoadingState label="Loading category..." />;
  if (!category) return <CategoryNotFound />;

  return (
    <>
      <CategoryHeader category={category} />
      <SubcategoryGrid subCategories={category.subCategories} />
      <Articles key={category.slug} slug={category.slug} />
    </>
  );
}

function CategoryNotFound() {
  return (
    <div className={styles.state}>
      <h1 className={ui.heading2xl}>Category Not Found</h1>
      <p className={ui.muted}>The category you're looking for doesn't exist.</p>
      <div className={styles.stateLinks}>
        <Link to="/" className={ui.link}>
          Back to Home
        </Link>
        <Link to="/search" className={ui.link}>
          Browse other categories
        </Link>
      </div>
    </div>
  );
}
