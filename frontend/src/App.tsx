import { useEffect, useState } from 'react';

/** The fields of the API's article that this page shows (`GET /api/articles`). */
export type ArticleSummary = {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishDate: string | null;
  category: { name: string } | null;
};

type ArticlesResponse = {
  success: boolean;
  message?: string;
  data?: { articles?: ArticleSummary[] };
};

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; articles: ArticleSummary[] };

const API_URL = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/$/, '');

async function fetchLatestArticles(signal: AbortSignal): Promise<ArticleSummary[]> {
  const res = await fetch(`${API_URL}/articles?limit=8`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  let body: ArticlesResponse | null = null;
  try {
    body = (await res.json()) as ArticlesResponse;
  } catch {
    // Not JSON (e.g. a proxy's error page): reported below with the HTTP status.
  }
  if (!res.ok || !body?.success) {
    throw new Error(body?.message ?? `The server answered ${res.status} ${res.statusText}`.trim());
  }
  return body.data?.articles ?? [];
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function formatDate(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** The Bulletin mark: a circle with the letter B. */
function Logo() {
  return (
    <svg className="logo" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="currentColor" />
      <text
        x="20"
        y="21"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="24"
        fontWeight="700"
        fill="#fff"
      >
        B
      </text>
    </svg>
  );
}

function ArticleItem({ article }: { article: ArticleSummary }) {
  const date = formatDate(article.publishDate);
  const headingId = `article-${article._id}`;
  return (
    <li>
      <article className="card" aria-labelledby={headingId}>
        {article.category?.name ? <p className="card-category">{article.category.name}</p> : null}
        <h3 id={headingId} className="card-title">
          {article.title}
        </h3>
        {article.excerpt ? <p className="card-excerpt">{article.excerpt}</p> : null}
        {date && article.publishDate ? (
          <p className="card-meta">
            <time dateTime={article.publishDate}>{date}</time>
          </p>
        ) : null}
      </article>
    </li>
  );
}

function LatestArticles() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchLatestArticles(controller.signal)
      .then((articles) => setState({ status: 'ready', articles }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, []);

  return (
    <section className="latest" aria-labelledby="latest-heading" aria-busy={state.status === 'loading'}>
      <h2 id="latest-heading">Latest news</h2>
      {state.status === 'loading' ? (
        <p className="status" role="status">
          Loading...
        </p>
      ) : state.status === 'error' ? (
        <div className="status status-error" role="alert">
          <p>Error loading articles</p>
          <p className="status-detail">{state.message}</p>
        </div>
      ) : state.articles.length === 0 ? (
        <p className="status" role="status">
          No articles yet
        </p>
      ) : (
        <ul className="cards">
          {state.articles.map((article) => (
            <ArticleItem key={article._id} article={article} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function App() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container">
          <a className="brand" href="/" aria-label="Bulletin home">
            <Logo />
            <span className="brand-name">Bulletin</span>
          </a>
        </div>
      </header>
      <main id="main" className="container" tabIndex={-1}>
        <h1>Today's news from Bulletin</h1>
        <LatestArticles />
      </main>
      <footer className="site-footer">
        <div className="container">
          <p>&copy; {new Date().getFullYear()} Bulletin</p>
        </div>
      </footer>
    </>
  );
}

export default App;
