import { Avatar, Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { CommentFormValues, CommentInput } from '@bulletin/contract';
import type { FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { personName } from '../../lib/person';
import { isoDate, timeAgo } from '../../lib/time';
import type { ArticleDetail, Comment } from '../../lib/types';
import { useSession } from '../../session';
import { loginPath } from './article-key';

/** Comments: the count, a box to post one (signed-in readers; others are sent to sign in) and the list. */
export function CommentsSection({ article, cacheKey }: { article: ArticleDetail; cacheKey: string }) {
  const count = article.comments.length;
  return (
    <Box as="section" aria-labelledby="comments-heading">
      <Heading as="h2" id="comments-heading" size="lg" mb="4">
        Comments ({count})
      </Heading>
      <CommentForm articleId={article._id} cacheKey={cacheKey} />
      {count === 0 ? (
        <Text color="fg.muted" mt="6">
          No comments yet. Be the first to comment!
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="5" mt="6">
          {article.comments.map((comment) => (
            <CommentItem key={comment._id} comment={comment} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const name = personName(comment.author) || comment.authorName || 'Former reader';
  return (
    <HStack as="li" align="start" gap="3" data-testid="comment">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={name} />
        {comment.author?.avatar ? <Avatar.Image src={comment.author.avatar} alt="" /> : null}
      </Avatar.Root>
      <Box minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          <Text asChild fontSize="xs" color="fg.muted">
            <time dateTime={isoDate(comment.createdAt)} suppressHydrationWarning>{timeAgo(comment.createdAt)}</time>
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {comment.content}
        </Text>
      </Box>
    </HStack>
  );
}

/** The comment schema (zod) and its resolver load when the form is first validated, not with the article. */
const commentResolver: Resolver<CommentFormValues, unknown, CommentInput> = async (values, context, options) => {
  const { validateComment } = await import('./comment-validation');
  return validateComment(values, context, options);
};

function CommentForm({ articleId, cacheKey }: { articleId: string; cacheKey: string }) {
  const { token } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CommentFormValues, unknown, CommentInput>({ resolver: commentResolver, defaultValues: { content: '' } });

  const post = handleSubmit(async ({ content }) => {
    try {
      await api.post<Comment>(`/articles/${encodeURIComponent(articleId)}/comments`, { content });
      reset();
      notify.success('Comment posted!');
      await mutate(cacheKey);
    } catch (error) {
      notify.error(error instanceof ApiError ? (error.fieldError('content') ?? error.message) : 'Failed to post comment');
    }
  });

  const onSubmit = (event: FormEvent) => {
    if (!token) {
      event.preventDefault();
      navigate(loginPath(pathname));
      return;
    }
    void post(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Post a comment">
      <Field.Root invalid={Boolean(errors.content)}>
        <Field.Label>Add a comment</Field.Label>
        <Textarea
          {...register('content')}
          rows={3}
          placeholder={token ? 'Share your thoughts...' : 'Sign in to join the conversation'}
        />
        <Field.ErrorText>{errors.content?.message}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" mt="3" colorPalette="brand" loading={isSubmitting} loadingText="Posting...">
        Post Comment
      </Button>
    </form>
  );
}
