import { Box, Link, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router-dom';
import { languageName } from '@bulletin/contract';
import type { Article } from '../../lib/types';
import { EditIcon } from '../icons';
import { ScheduledBadge } from '../schedule/ScheduledBadge';
import { ArticlePanel } from './ArticlePanel';
import { ReviewNoteLine } from './ReviewNoteLine';

/** Recent Articles: up to 5, each with picture, title, category, publish date and an edit link. */
export function RecentArticles({ articles }: { articles: Article[] }) {
  return (
    <ArticlePanel
      headingId="recent-heading"
      title="Recent Articles"
      emptyText="No articles yet"
      testId="recent-articles"
      articles={articles}
    >
      {(article) => (
        <>
          <Box flex="1" minW="0">
            <Text fontWeight="semibold" lineClamp={2}>
              {article.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {article.locale && article.locale !== 'en' ? `${languageName(article.locale)} · ` : ''}
              {article.category?.name ?? 'No category'} ·{' '}
              {article.publishDate ? dayjs(article.publishDate).format('MMM D, YYYY') : 'Not scheduled'}
            </Text>
            <ScheduledBadge article={article} />
            {article.reviewNote ? <ReviewNoteLine note={article.reviewNote} /> : null}
          </Box>
          <Link asChild aria-label={`Edit ${article.title}`} p="2" rounded="md" _hover={{ bg: 'bg.muted' }}>
            <RouterLink to={`/admin/article/${article._id}`}>
              <EditIcon />
            </RouterLink>
          </Link>
        </>
      )}
    </ArticlePanel>
  );
}
