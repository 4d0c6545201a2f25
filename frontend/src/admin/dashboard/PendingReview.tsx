import { Badge, Box, Flex, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Article } from '../../lib/types';
import { CheckIcon, CrossIcon } from '../icons';
import { ArticleThumb } from './ArticleThumb';

type Props = {
  articles: Article[];
  /** Editors and admins review; a reporter only sees their own waiting articles. */
  canReview: boolean;
  busyId: string | null;
  onApprove: (article: Article) => void;
  onReject: (article: Article) => void;
};

const authorName = (article: Article) =>
  article.author ? `${article.author.firstName} ${article.author.lastName}` : 'Unknown author';

/** Pending Review: up to 5 articles awaiting a decision, with author and approve / reject buttons. */
export function PendingReview({ articles, canReview, busyId, onApprove, onReject }: Props) {
  return (
    <Box as="section" aria-labelledby="pending-heading" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" id="pending-heading" size="lg" mb="3">
        Pending Review
      </Heading>
      {articles.length === 0 ? (
        <Text color="fg.muted">No pending articles</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="pending-articles">
          {articles.slice(0, 5).map((article) => (
            <Flex as="li" key={article._id} gap="3" align="center">
              <ArticleThumb src={article.featuredImage} />
              <Box flex="1" minW="0">
                <Link asChild fontWeight="semibold" lineClamp={2}>
                  <RouterLink to={`/admin/article/${article._id}`}>{article.title}</RouterLink>
                </Link>
                <HStack fontSize="sm" color="fg.muted" gap="2" wrap="wrap">
                  <Text>by {authorName(article)}</Text>
                  <Badge size="sm" colorPalette={article.status === 'review' ? 'orange' : 'gray'}>
                    {article.status === 'review' ? 'Under Review' : 'Draft'}
                  </Badge>
                </HStack>
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
                    title={article.status === 'review' ? 'Reject: send back to draft' : 'Reject: archive this draft'}
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
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
