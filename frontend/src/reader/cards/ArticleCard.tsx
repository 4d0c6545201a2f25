import { Badge, Box, Flex, Heading, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { isoDate, longDate, timeAgo } from '../../lib/time';
import type { Article } from '../../lib/types';
import { CardImage } from './CardImage';
import { badgeColor, COMPACT_EXCERPT_LENGTH, EXCERPT_LENGTH, excerptOf, textColorOn } from './format';

export type CardVariant = 'default' | 'featured' | 'compact';

type Props = {
  article: Article;
  variant?: CardVariant;
  /** Load the image at once (cards above the fold); others load lazily. */
  eager?: boolean;
  /** The title's heading level: h3 under a section's h2 (default), h2 directly under the page's h1. */
  headingLevel?: 'h2' | 'h3';
};

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * An article card (SPEC §9): default (grid), featured (large) or compact (list). The whole card is one
 * link to /article/{slug} (the title is the link's text; the picture is decorative).
 */
export function ArticleCard({ article, variant = 'default', eager = false, headingLevel = 'h3' }: Props) {
  const compact = variant === 'compact';
  const featured = variant === 'featured';
  const excerpt = excerptOf(article, compact ? COMPACT_EXCERPT_LENGTH : EXCERPT_LENGTH);
  const date = article.publishDate ?? article.createdAt;

  const image = (
    <CardImage
      src={article.featuredImage}
      meta={article.featuredImageMeta}
      ratio={compact ? 4 / 3 : 16 / 9}
      sizes={
        compact
          ? '120px'
          : featured
            ? '(min-width: 62em) 720px, 100vw'
            : '(min-width: 62em) 360px, (min-width: 48em) 50vw, 100vw'
      }
      eager={eager}
    />
  );

  return (
    <LinkBox
      as="article"
      data-testid="article-card"
      data-variant={variant}
      display="flex"
      flexDirection={compact ? 'row' : 'column'}
      gap={compact ? '3' : '0'}
      h="full"
      bg="bg"
      borderWidth={compact ? '0' : '1px'}
      borderRadius="md"
      overflow="hidden"
      transition="box-shadow 0.15s"
      _hover={{ boxShadow: compact ? undefined : 'md' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Box flexShrink={0} w={compact ? '120px' : 'full'} borderRadius={compact ? 'sm' : '0'} overflow="hidden">
        {image}
      </Box>
      <Flex direction="column" gap="2" p={compact ? '0' : featured ? '5' : '4'} flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          {article.category && <CategoryBadge name={article.category.name} color={article.category.color} />}
          {article.breaking && (
            <Badge bg="brand.solid" color="white" fontWeight="bold">
              BREAKING
            </Badge>
          )}
          {article.featured && !compact && (
            <Badge bg="yellow.300" color="black" fontWeight="bold">
              FEATURED
            </Badge>
          )}
        </HStack>
        <Heading as={headingLevel} size={featured ? '2xl' : compact ? 'sm' : 'md'} lineHeight="short">
          <LinkOverlay asChild _hover={{ textDecoration: 'underline' }}>
            <RouterLink to={`/article/${encodeURIComponent(article.slug)}`}>{article.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        {excerpt && (
          <Text color="fg.muted" fontSize={compact ? 'sm' : featured ? 'md' : 'sm'} lineClamp={compact ? 2 : 3}>
            {excerpt}
          </Text>
        )}
        <HStack gap="3" mt="auto" pt="1" fontSize="xs" color="fg.muted" wrap="wrap">
          {date && (
            <time dateTime={isoDate(date)} title={longDate(date)} suppressHydrationWarning>
              {timeAgo(date)}
            </time>
          )}
          {variant === 'default' && (
            <>
              <Text as="span">{numberFormat.format(article.views)} views</Text>
              <Text as="span">{numberFormat.format(article.likes)} likes</Text>
            </>
          )}
        </HStack>
      </Flex>
    </LinkBox>
  );
}

/** The category badge: the colour by name (SPEC §9), readable text on it. */
function CategoryBadge({ name, color }: { name: string; color?: string | null }) {
  const bg = badgeColor(name, color);
  return (
    <Badge data-testid="category-badge" bg={bg} color={textColorOn(bg)} fontWeight="semibold">
      {name}
    </Badge>
  );
}
