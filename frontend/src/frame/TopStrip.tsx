import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { displayName } from '@bulletin/contract';
import { useSession } from '../session';
import { Button } from '../ui/Button';
import ui from '../ui/ui.module.css';
import { cx } from '../ui/cx';
import { ChevronDownIcon } from '../ui/icons';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { WeatherBlock } from '../ui/WeatherBlock';
import type { WeatherState } from '../lib/weather';
import styles from './TopStrip.module.css';

/** The strip above the header: language selector, weather (wide screens) and Sign in / the signed-in user. */
export function TopStrip({ weather }: { weather: WeatherState }) {
  const [language, setLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const { user, logout } = useSession();
  const { pathname, search } = useLocation();
  const back = pathname === '/login' || pathname === '/register' ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;

  return (
    <div className={styles.strip}>
      <div className={cx(ui.container, styles.inner)}>
        <span className={styles.select}>
          <select aria-label="Language" value={language} onChange={(event) => setLanguage(event.currentTarget.value)}>
            {LANGUAGES.map((name) => (
              <option key={name} value={name}>
                {name}
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
                Sign out
              </Button>
            </div>
          ) : (
            <Link to={`/login${back}`} className={styles.signIn}>
              Sign in
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
