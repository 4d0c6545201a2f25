import { Badge, Box, Grid, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EyeIcon, HeartIcon } from '../../frame/icons';
import { isoDate, longDate, timeAgo } from '../../lib/time';
import type { ArticleDetail } from '../../lib/types';
import { DEFAULT_CATEGORY_COLOR, srcSetOf, textColorOn } from '../cards/format';
import { ArticleActions } from './ArticleActions';
import { ArticleProse } from './ArticleProse';
import { AuthorBox } from './AuthorBox';
import { CommentsSection } from './CommentsSection';
import { RelatedArticles } from './RelatedArticles';

const numberFormat = new Intl.NumberFormat('en-US');
const count = (n: number, word: string) => `${numberFormat.format(n)} ${word}${n === 1 ? '' : 's'}`;
const isHex = (value: string | null | undefined): value is string => !!value && /^#([\da-f]{3}|[\da-f]{6})$/i.test(value);

/** The whole article (SPEC §2 Article page). */
export function ArticleView({ article, cacheKey }: { article: ArticleDetail; cacheKey: string }) {
  const date = article.publishDate ?? article.createdAt;
  const categoryColor = isHex(article.category?.color) ? article.category.color : DEFAULT_CATEGORY_COLOR;
  const meta = article.featuredImageMeta;
  const srcSet = article.featuredImage ? srcSetOf(article.featuredImage, meta) : '';
  const [width, height] = [meta?.width ?? 1200, meta?.height ?? 800];

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }} gap="10">
      <Stack as="article" gap="8" minW="0">
        <Stack as="header" gap="4">
          <HStack gap="2" wrap="wrap">
            {article.category ? (
              <Badge asChild bg={categoryColor} color={textColorOn(categoryColor)} data-testid="category-badge">
                <RouterLink to={`/category/${encodeURIComponent(article.category.slug)}`}>{article.category.name}</RouterLink>
              </Badge>
            ) : null}
            {article.breaking ? (
              <Badge bg="brand.solid" color="white" fontWeight="bold">
                BREAKING
              </Badge>
            ) : null}
            {article.featured ? (
              <Badge bg="yellow.300" color="black" fontWeight="bold">
                FEATURED
              </Badge>
            ) : null}
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
            {article.title}
          </Heading>
          {article.excerpt ? (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" data-testid="article-excerpt">
              {article.excerpt}
            </Text>
          ) : null}
          <HStack justify="space-between" wrap="wrap" gap="3" borderYWidth="1px" py="3">
            <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
              {date ? (
                <time dateTime={isoDate(date)} title={longDate(date)} suppressHydrationWarning>
                  {timeAgo(date)}
                </time>
              ) : null}
              <HStack gap="1" data-testid="article-views">
                <EyeIcon size={16} />
                <span>{count(article.views, 'view')}</span>
              </HStack>
              <HStack gap="1" data-testid="article-likes">
                <HeartIcon size={16} />
                <span>{count(article.likes, 'like')}</span>
              </HStack>
            </HStack>
            <ArticleActions article={article} cacheKey={cacheKey} />
          </HStack>
        </Stack>

        {article.featuredImage ? (
          <Image
            src={article.featuredImage}
            srcSet={srcSet || undefined}
            sizes={srcSet ? '(min-width: 62em) 800px, 100vw' : undefined}
            alt={article.title}
            htmlWidth={width}
            htmlHeight={height}
            loading="eager"
            decoding="async"
            // The page's largest picture (its LCP): asked for first; its box is kept from the start (CLS 0).
            {...{ fetchpriority: 'high' }}
            w="full"
            h="auto"
            borderRadius="md"
            bg="gray.100"
            style={{ aspectRatio: `${width} / ${height}` }}
          />
        ) : null}

        <ArticleProse html={article.content} />

        {article.tags.length > 0 ? (
          <Box as="section" aria-label="Tags">
            <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link asChild fontSize="sm" bg="bg.muted" px="3" py="1" borderRadius="full" color="fg">
                    <RouterLink to={`/search?q=${encodeURIComponent(tag)}`}>#{tag}</RouterLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
        ) : null}

        <AuthorBox author={article.author} />
        <CommentsSection article={article} cacheKey={cacheKey} />
      </Stack>
      <Box as="aside" aria-label="More stories">
        <RelatedArticles articles={article.relatedArticles} />
      </Box>
    </Grid>
  );
}
