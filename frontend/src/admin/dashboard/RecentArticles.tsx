import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/context';
import { useNewsroomDates } from '../dates';
import { languageLabel } from '../labels';
import type { Article } from '../../lib/types';
import { EditIcon } from '../icons';
import { ScheduledBadge } from '../schedule/ScheduledBadge';
import { ArticlePanel } from './ArticlePanel';
import { ReviewNoteLine } from './ReviewNoteLine';

/** Recent Articles: up to 5, each with picture, title, category, publish date and an edit link. */
export function RecentArticles({ articles }: { articles: Article[] }) {
  const t = useT();
  const locale = useLocale();
  const dates = useNewsroomDates();
  return (
    <ArticlePanel
      headingId="recent-heading"
      title={t('newsroom.dashboard.recent')}
      emptyText={t('newsroom.dashboard.noArticles')}
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
              {article.locale && article.locale !== 'en' ? `${languageLabel(article.locale, locale)} · ` : ''}
              {article.category?.name ?? t('newsroom.noCategory')} ·{' '}
              {article.publishDate ? dates.day(article.publishDate) : t('newsroom.notScheduled')}
            </Text>
            <ScheduledBadge article={article} />
            {article.reviewNote ? <ReviewNoteLine note={article.reviewNote} /> : null}
          </Box>
          <Link asChild aria-label={t('newsroom.editLabel', { title: article.title })} p="2" rounded="md" _hover={{ bg: 'bg.muted' }}>
            <RouterLink to={`/admin/article/${article._id}`}>
              <EditIcon />
            </RouterLink>
          </Link>
        </>
      )}
    </ArticlePanel>
  );
}
