import type { ImgHTMLAttributes } from 'react';
import type { ImageMeta } from '../lib/types';
import { srcSetOf } from '../lib/format';

type Props = { src: string; meta?: ImageMeta | null; sizes: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * An uploaded image as a `<picture>`: an AVIF and a WebP source (each size of the JPEG/PNG at the same address with
 * that type's extension, docs/decisions/0036-image-renditions.md), then the JPEG/PNG `<img>` with the given
 * attributes (its width and height keep the box: no layout shift).
 */
export function Picture({ src, meta, sizes, ...img }: Props) {
  const srcSet = srcSetOf(src, meta);
  return (
    <picture>
      {srcSet &&
        meta?.types?.map((type) => <source key={type} type={type} srcSet={srcSet.replace(/\.\w+ /g, `.${type.slice(6)} `)} sizes={sizes} />)}
      <img
        src={src}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        {...img}
      />
    </picture>
  );
}
