import useSWR from 'swr';
import type { ApiKeys } from '../../lib/route-module';
import { hydrateLater } from '../../ssr/hydrate-later';
import type { ArticlePage } from '../../lib/types';
import { useDocumentTitle } from '../../lib/use-document-title';
import ui from '../../ui/ui.module.css';
import { BreakingBanner } from '../home/BreakingBanner';
import { FeaturedStories } from '../home/FeaturedStories';
import { BREAKING_KEY, FEATURED_KEY, LATEST_KEY, WORLD_KEY } from '../home/home-keys';
import { HomeSidebar } from '../home/HomeSidebar';
import { LatestNews } from '../home/LatestNews';
import { WorldNews } from '../home/WorldNews';
import { useT } from '../../i18n/context';
import styles from '../home/home.module.css';

// Below the lead stories: each hydrated in a pass of its own, after the rest of the page (ssr/hydrate-later.tsx).
const Latest = hydrateLater(LatestNews);
const World = hydrateLater(WorldNews);
const Sidebar = hydrateLater(HomeSidebar);

/** Started as soon as / is entered (route-module convention). */
export const apiKeys: ApiKeys = () => [FEATURED_KEY, LATEST_KEY, WORLD_KEY, BREAKING_KEY];

/** The home page (docs/product.md#home). */
export default function HomePage() {
  useDocumentTitle();
  const t = useT();
  const featured = useSWR<ArticlePage, Error>(FEATURED_KEY);
  const latest = useSWR<ArticlePage, Error>(LATEST_KEY);
  const world = useSWR<ArticlePage, Error>(WORLD_KEY);
  const error = featured.error ?? latest.error ?? world.error;

  return (
    <>
      <h1 className={ui.srOnly}>{t('home.title')}</h1>
      <BreakingBanner />
      {error ? (
        <div role="alert" className={styles.error}>
          <h2 className={ui.headingLg}>{t('home.errorArticles')}</h2>
          <p>{error.message}</p>
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <FeaturedStories articles={featured.data?.articles} />
            <div className={styles.pair}>
              <Latest articles={latest.data?.articles} />
              <World articles={world.data?.articles} />
            </div>
          </div>
          <Sidebar />
        </div>
      )}
    </>
  );
}
