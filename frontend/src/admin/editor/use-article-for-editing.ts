import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import type { Article, ArticleDetail } from '../../lib/types';

type State = { article?: Article; error?: Error; loading: boolean };

/**
 * The article as stored now (GET /articles/:id with the staff token), or as a restore answered it (`replace`). Not read through SWR's cache:
 * responses are reused for 5 minutes there, and the form must start from the current version, not from
 * one cached before the last approve or save.
 */
export function useArticleForEditing(id: string): State & { retry: () => void; replace: (article: Article) => void } {
  const [state, setState] = useState<State>({ loading: true });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ loading: true });
    api.get<ArticleDetail>(`/articles/${encodeURIComponent(id)}`, { signal: controller.signal }).then(
      (article) => setState({ article, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ error: error instanceof Error ? error : new Error('The article could not be loaded'), loading: false });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** The article as a write answered it (a restored revision): the form starts again from it. */
  const replace = useCallback((article: Article) => setState({ article, loading: false }), []);
  return { ...state, retry, replace };
}
