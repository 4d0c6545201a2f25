import type { ImageMeta } from '../../lib/types';
import { Picture } from '../../ui/Picture';
import styles from './CardImage.module.css';

type Props = {
  src: string | null;
  meta?: ImageMeta | null;
  /** CSS aspect ratio of the frame the image fills (object-fit: cover). */
  ratio: number;
  /** The `sizes` attribute (how wide the image is shown), for the srcset choice. */
  sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  eager?: boolean;
};

/** Recommended featured image size (docs/product.md#cards), used when the real size is unknown. */
const FALLBACK = { width: 1200, height: 800 };

/**
 * A card's picture: width/height attributes and a fixed aspect ratio (no layout shift), Strapi's resized
 * versions and their AVIF and WebP as srcset (ui/Picture.tsx), cropped around the focal point, lazy below the
 * fold. Decorative (the card's title says what it is), so alt="". Without an image: a neutral placeholder of the
 * same shape.
 */
export function CardImage({ src, meta, ratio, sizes, eager = false }: Props) {
  if (!src) {
    return <div aria-hidden="true" data-testid="card-image-placeholder" className={styles.placeholder} style={{ aspectRatio: ratio }} />;
  }
  return (
    <Picture
      src={src}
      meta={meta}
      sizes={sizes}
      alt=""
      width={meta?.width ?? FALLBACK.width}
      height={meta?.height ?? FALLBACK.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchpriority: 'high' } : {})}
      className={styles.image}
      // The frame crops the image (object-fit: cover) around its focal point.
      style={{ aspectRatio: ratio, objectPosition: meta?.focus ? `${meta.focus.x * 100}% ${meta.focus.y * 100}%` : undefined }}
    />
  );
}
