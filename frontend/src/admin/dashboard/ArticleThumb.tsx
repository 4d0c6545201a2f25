import { Box, Image } from '@chakra-ui/react';

/** A small fixed-size picture of an article (decorative: the title is next to it). */
export function ArticleThumb({ src }: { src: string | null }) {
  return src ? (
    <Image src={src} alt="" width="64" height="48" w="64px" h="48px" objectFit="cover" rounded="md" flexShrink={0} loading="lazy" />
  ) : (
    <Box w="64px" h="48px" rounded="md" bg="bg.muted" flexShrink={0} aria-hidden="true" />
  );
}
