import type { Like } from '@bulletin/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { HeartIcon, ShareIcon } from '../../ui/icons';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { ArticleDetail } from '../../lib/types';
import { useSession } from '../../session';
import { Button } from '../../ui/Button';
import { articleKey, loginPath } from './article-key';
import { shareLink } from './share';
import { useT } from '../../i18n/context';
import styles from './ArticleView.module.css';

/** Like (toggles through the API; signed-out readers go to sign in) and Share (share sheet or copied link). */
export function ArticleActions({ article, cacheKey }: { article: ArticleDetail; cacheKey: string }) {
  const { hasToken } = useSession();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [liking, setLiking] = useState(false);
  const liked = article.liked === true;
  const t = useT();

  const like = async () => {
    if (!hasToken()) {
      navigate(loginPath(pathname));
      return;
    }
    setLiking(true);
    try {
      const result = await api.post<Like>(`/articles/${encodeURIComponent(article._id)}/like`);
      const update = (current?: ArticleDetail) => current && { ...current, likes: result.likes, liked: result.liked };
      await mutate<ArticleDetail>(cacheKey, update, { revalidate: false });
      if (cacheKey !== articleKey(article._id)) await mutate<ArticleDetail>(articleKey(article._id), update, { revalidate: false });
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : t('article.likeFailed'));
    } finally {
      setLiking(false);
    }
  };

  const share = async () => {
    const outcome = await shareLink(navigator, { url: window.location.href, title: article.title });
    if (outcome === 'copied') notify.success(t('article.copied'));
    else if (outcome === 'failed') notify.error(t('article.shareFailed'));
  };

  return (
    <div className={styles.actions}>
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <ShareIcon size={16} />
        {t('article.share')}
      </Button>
      <Button variant={liked ? 'solid' : 'outline'} size="sm" aria-pressed={liked} loading={liking} onClick={() => void like()}>
        <HeartIcon size={16} filled={liked} />
        {t('article.like')}
      </Button>
    </div>
  );
}
