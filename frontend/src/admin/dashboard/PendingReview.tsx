import { Badge, Box, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { displayName } from '@bulletin/contract';
import { Link as RouterLink } from 'react-router-dom';
import type { Article } from '../../lib/types';
import { useLocale, useT } from '../../i18n/context';
import { languageLabel, statusLabel } from '../labels';
import { CheckIcon, CrossIcon } from '../icons';
import { ArticlePanel } from './ArticlePanel';
import { rejectTitle } from './review';
import { ReviewNoteLine } from './ReviewNoteLine';

type Props = {
  articles: Article[];
  /** Editors and admins review; a reporter only sees their own waiting articles. */
  canReview: boolean;
  busyId: string | null;
  onApprove: (article: Article) => void;
  onReject: (article: Article) => void;
};

/** Pending Review: up to 5 articles awaiting a decision, with author and approve / reject buttons. */
export function PendingReview({ articles, canReview, busyId, onApprove, onReject }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <ArticlePanel
      headingId="pending-heading"
      title={t('newsroom.dashboard.pending')}
      emptyText={t('newsroom.dashboard.noPending')}
      testId="pending-articles"
      articles={articles}
    >
      {(article) => (
        <>
          <Box flex="1" minW="0">
            <Link asChild fontWeight="semibold" lineClamp={2}>
              <RouterLink to={`/admin/article/${article._id}`}>{article.title}</RouterLink>
            </Link>
            <HStack fontSize="sm" color="fg.muted" gap="2" wrap="wrap">
              <Text>{t('newsroom.byline', { name: displayName(article.author) || t('newsroom.unknownAuthor') })}</Text>
              <Badge size="sm" colorPalette={article.status === 'review' ? 'orange' : 'gray'}>
                {statusLabel(t, article.status)}
              </Badge>
              {article.locale && article.locale !== 'en' ? (
                <Badge size="sm" colorPalette="blue" data-testid="article-language">
                  {languageLabel(article.locale, locale)}
                </Badge>
              ) : null}
            </HStack>
            {article.reviewNote ? <ReviewNoteLine note={article.reviewNote} /> : null}
          </Box>
          {canReview && (
            <HStack gap="1">
              <IconButton
                aria-label={t('newsroom.review.approveLabel', { title: article.title })}
                title={t('newsroom.review.approveTitle')}
                size="sm"
                variant="outline"
                colorPalette="green"
                disabled={busyId !== null}
                loading={busyId === article._id}
                onClick={() => onApprove(article)}
              >
                <CheckIcon />
              </IconButton>
              <IconButton
                aria-label={t('newsroom.review.rejectLabel', { title: article.title })}
                title={rejectTitle(t, article)}
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={busyId !== null}
                onClick={() => onReject(article)}
              >
                <CrossIcon />
              </IconButton>
            </HStack>
          )}
        </>
      )}
    </ArticlePanel>
  );
}
