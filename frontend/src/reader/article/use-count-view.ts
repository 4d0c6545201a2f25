import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../lib/api';

/** Visits already counted in this page load: `<history entry key>:<article id>`. */
const counted = new Set<string>();

/**
 * Counts one view per visit: POST /articles/:id/view once for each history entry showing the article.
 * React's StrictMode runs effects twice and SWR may re-render, but the same visit is never counted twice.
 * Following a link to the article again is a new visit; going Back to an entry already counted in this page
 * load is not (a reload is a new page load, so it asks). The server counts one visitor's views of an article
 * once in half an hour and answers the others with the count as it is. `onViews` receives the total.
 */
export function useCountView(articleId: string | undefined, onViews: (views: number) => void): void {
  const { key } = useLocation();
  useEffect(() => {
    if (!articleId) return;
    const visit = `${key}:${articleId}`;
    if (counted.has(visit)) return;
    counted.add(visit);
    api
      .post<{ views: number }>(`/articles/${encodeURIComponent(articleId)}/view`, undefined, { redirectOn401: false })
      .then((result) => onViews(result.views))
      .catch(() => undefined); // a lost view count is not the reader's problem
    // onViews is a fresh function on every render and deliberately not a dependency: the visit is what matters.
  }, [articleId, key]);
}
