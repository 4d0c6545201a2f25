import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LiveEntry } from '@bulletin/contract';
import { personName } from '../../lib/person';
import { isoDate, longDate } from '../../lib/time';
import { liveAgo } from './use-now';
import { ArticleProse } from '../article/ArticleProse';
import { srcSetOf } from '../cards/format';

/**
 * One entry of a live story as readers see it (also on the newsroom's live desk, with its tools as `children`):
 * its time ("2 minutes ago"), key-event and pinned marks, the text, the image and the byline.
 */
export function LiveEntryCard({ entry, now, children }: { entry: LiveEntry; now: Date; children?: ReactNode }) {
  const author = personName(entry.author);
  const srcSet = entry.image ? srcSetOf(entry.image, entry.imageMeta) : '';
  return (
    <Box
      as="article"
      id={`entry-${entry._id}`}
      data-testid="live-entry"
      data-entry-id={entry._id}
      borderInlineStartWidth="4px"
      borderColor={entry.keyEvent ? 'brand.solid' : 'border'}
      ps="4"
      py="2"
      scrollMarginTop="24"
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text as="span" fontSize="sm" fontWeight="semibold" color="brand.fg">
            <time dateTime={isoDate(entry.createdAt)} title={longDate(entry.createdAt)} suppressHydrationWarning>
              {liveAgo(entry.createdAt, now)}
            </time>
          </Text>
          {entry.keyEvent && (
            <Badge bg="brand.solid" color="white" fontWeight="bold">
              Key event
            </Badge>
          )}
          {entry.pinned && <Badge colorPalette="gray">Pinned</Badge>}
        </HStack>
        <ArticleProse html={entry.content} />
        {entry.image && (
          // A plain img: its width and height attributes reserve the space (no layout shift).
          <img
            src={entry.image}
            srcSet={srcSet || undefined}
            sizes={srcSet ? '(min-width: 62em) 720px, 100vw' : undefined}
            alt=""
            width={entry.imageMeta?.width ?? 1200}
            height={entry.imageMeta?.height ?? 800}
            loading="lazy"
            decoding="async"
            style={{ width: '100%', maxWidth: '720px', height: 'auto', borderRadius: '0.375rem' }}
          />
        )}
        {author && (
          <Text fontSize="sm" color="fg.muted">
            By {author}
          </Text>
        )}
        {children}
      </Stack>
    </Box>
  );
}
