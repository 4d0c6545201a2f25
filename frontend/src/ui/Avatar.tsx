import { useState } from 'react';
import styles from './Avatar.module.css';
import { cx } from './cx';

/** The initials of a name: first and last word ("Ada Lovelace" → "AL"), as Chakra's avatar makes them. */
export function initials(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? names[names.length - 1]! : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/** A round picture of a person; their initials under it (and instead of it when it is missing or broken). */
export function Avatar({ name, src, size = 'sm' }: { name: string; src?: string | null; size?: 'sm' | 'lg' }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={cx(styles.avatar, styles[size])} aria-hidden="true">
      {initials(name)}
      {src && !broken ? <img className={styles.image} src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} /> : null}
    </span>
  );
}
