import useSWR from 'swr';
import type { ApiKeys } from '../../lib/route-module';
import { displayName } from '@bulletin/contract';
import type { ArticlePage, Category } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { FilterChips } from '../search/FilterChips';
import { parseSearch, searchArticlesKey } from '../search/search-query';
import { SearchFilters } from '../search/SearchFilters';
import { SearchForm } from '../search/SearchForm';
import { SearchResults } from '../search/SearchResults';
import { useSearchState } from '../search/use-search-state';
import { useT } from '../../i18n/context';
import styles from '../search/search.module.css';

const CATEGORIES = '/categories';

export const apiKeys: ApiKeys = (_params, search) => [CATEGORIES, searchArticlesKey(parseSearch(search))];

/** /search: the state lives in the address (docs/product.md#search-page). */
export default function SearchPage() {
  const { state, update, reset } = useSearchState();
  const t = useT();
  // The list feeds the select and the chip's name; the page works without it.
  const { data: categories } = useSWR<Category[], Error>(CATEGORIES);
  const categoryName = categories?.find((category) => category.slug === state.category)?.name ?? state.category;
  // A search of one author's articles (/search?author=ID; their page is /author/<slug>): the name from the results.
  const { data: results } = useSWR<ArticlePage, Error>(state.author ? searchArticlesKey(state) : null);
  // The list holds the articles they co-author too (docs/product.md#author-pages): their name is in either place.
  const credited = results?.articles.flatMap((article) => [article.author, ...(article.coAuthors ?? [])]);
  const authorName = displayName(credited?.find((person) => person?._id === state.author)) || t('search.thisAuthor');
  useDocumentTitle(state.q ? t('search.docTitle', { q: state.q }) : state.author ? t('search.byAuthor', { name: authorName }) : t('search.title'));

  return (
    <>
      <div className={styles.top}>
        <h1 className={cx(ui.pageTitle, styles.title)}>{t('search.title')}</h1>
        <SearchForm query={state.q} onSearch={(q) => update({ q })} onReset={reset} />
        <FilterChips state={state} categoryName={categoryName} authorName={authorName} onChange={update} />
      </div>
      <div className={styles.layout}>
        <SearchFilters state={state} categories={categories} onChange={update} />
        <section aria-label={t('search.results')} className={styles.results}>
          <SearchResults state={state} categories={categories} onPage={(page) => update({ page })} />
        </section>
      </div>
    </>
  );
}
