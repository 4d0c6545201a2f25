import { useEffect, useRef, useState } from 'react';
import styles from './Logo.module.css';

/** The Bulletin logo image; if it fails to load, a circle with the letter B (docs/product.md#frame). */
export function Logo() {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image may have failed before React hydrated it (its error event then went unheard).
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span role="img" aria-label="Bulletin" className={styles.fallback} data-testid="logo-fallback">
        B
      </span>
    );
  }
  // 200 × 40 drawn 36 px high: its box is known before it loads.
  return <img ref={image} src="/logo.svg" alt="Bulletin" width={180} height={36} className={styles.logo} onError={() => setFailed(true)} />;
}
