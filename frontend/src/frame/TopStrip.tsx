import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { displayName, LANGUAGES, isLocale } from '@bulletin/contract';
import { useLocale, useT } from '../i18n/context';
import { Link } from '../i18n/links';
import { articleKey } from '../lib/article-key';
import type { ArticleDetail } from '../lib/types';
import { useSession } from '../session';
import { Button } from '../ui/Button';
import ui from '../ui/ui.module.css';
import { cx } from '../ui/cx';
import { ChevronDownIcon } from '../ui/icons';
import { WeatherBlock } from '../ui/WeatherBlock';
import type { WeatherState } from '../lib/weather';
import { articleSlugOf, languageTarget } from './language-switch';
import { noteUntranslated, rememberChoice } from './language-memory';
import styles from './TopStrip.module.css';

/** The account forms: the sign-in link sends no one back to these. */
const ACCOUNT_FORMS = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * The strip above the header: language selector, weather (wide screens) and Sign in / the signed-in user. The
 * selector names each language in its own script and goes to the same page in the chosen one
 * (docs/product.md#languages): a page load, so the page comes with its language's text, head and fonts.
 */
export function TopStrip({ weather }: { weather: WeatherState }) {
  const locale = useLocale();
  const t = useT();
  const { user, logout } = useSession();
  const location = useLocation();
  const { pathname, search } = location;
  const slug = articleSlugOf(pathname);
  // The article on screen (the same answer its page reads): where its translations are.
  const { data: article } = useSWR<ArticleDetail>(slug ? articleKey(slug) : null);
  // The account forms send no one back to themselves (and a reset link's token never travels in a redirect).
  const back = ACCOUNT_FORMS.includes(pathname) ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;

  const choose = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    const target = languageTarget(value, location, article);
    rememberChoice(value);
    if (target.untranslated) noteUntranslated();
    window.location.assign(target.href);
  };

  return (
    <div className={styles.strip}>
      <div className={cx(ui.container, styles.inner)}>
        <span className={styles.select}>
          <select aria-label={t('frame.language')} value={locale} onChange={(event) => choose(event.currentTarget.value)}>
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
              </option>
            ))}
          </select>
          <ChevronDownIcon size={14} className={styles.chevron} />
        </span>
        <div className={styles.right}>
          <div className={styles.wide}>
            <WeatherBlock state={weather} tone="dark" />
          </div>
          {user ? (
            <div className={styles.user}>
              <p data-testid="signed-in-user">{displayName(user)}</p>
              <Button size="xs" variant="outline" tone="onDark" onClick={() => void logout()}>
                {t('frame.signOut')}
              </Button>
            </div>
          ) : (
            <Link to={`/login${back}`} className={styles.signIn}>
              {t('frame.signIn')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
