import { Badge, Box, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { displayName, languageName, STATUS_LABELS } from '@bulletin/contract';
import { Link as RouterLink } from 'react-router-dom';
import type { Article } from '../../lib/types';
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
  return (
    <ArticlePanel
      headingId="pending-heading"
      title="Pending Review"
      emptyText="No pending articles"
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
              <Text>by {displayName(article.author) || 'Unknown author'}</Text>
              <Badge size="sm" colorPalette={article.status === 'review' ? 'orange' : 'gray'}>
                {STATUS_LABELS[article.status]}
              </Badge>
              {article.locale && article.locale !== 'en' ? (
                <Badge size="sm" colorPalette="blue" data-testid="article-language">
                  {languageName(article.locale)}
                </Badge>
              ) : null}
            </HStack>
            {article.reviewNote ? <ReviewNoteLine note={article.reviewNote} /> : null}
          </Box>
          {canReview && (
            <HStack gap="1">
              <IconButton
                aria-label={`Approve ${article.title}`}
                title="Approve and publish"
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
                aria-label={`Reject ${article.title}`}
                title={rejectTitle(article)}
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
