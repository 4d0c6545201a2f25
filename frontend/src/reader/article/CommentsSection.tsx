import type { CommentFormValues, CommentInput } from '@bulletin/contract';
import { memo, useId, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api, ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { displayName, MESSAGES } from '@bulletin/contract';
import { isoDate } from '../../lib/time';
import { useLocalFormats } from '../../lib/use-local-formats';
import { useFormMessage, useT } from '../../i18n/context';
import type { Comment } from '../../lib/types';
import { useSession } from '../../session';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import ui from '../../ui/ui.module.css';
import { cx } from '../../ui/cx';
import { loginPath } from './article-key';
import styles from './CommentsSection.module.css';

type Props = { articleId: string; comments: Comment[]; cacheKey: string };

/** Comments: the count, a box to post one (signed-in readers; others are sent to sign in) and the list. */
export const CommentsSection = memo(function CommentsSection({ articleId, comments, cacheKey }: Props) {
  const count = comments.length;
  const t = useT();
  return (
    <section aria-labelledby="comments-heading" className={ui.belowFold}>
      <h2 id="comments-heading" className={cx(ui.headingLg, styles.title)}>
        {t('comments.title', { count })}
      </h2>
      <CommentForm articleId={articleId} cacheKey={cacheKey} />
      {count === 0 ? (
        <p className={cx(ui.muted, styles.empty)}>{t('comments.none')}</p>
      ) : (
        <ul className={styles.list}>
          {comments.map((comment) => (
            <CommentItem key={comment._id} comment={comment} />
          ))}
        </ul>
      )}
    </section>
  );
});

function CommentItem({ comment }: { comment: Comment }) {
  const t = useT();
  const { timeAgo } = useLocalFormats();
  const name = displayName(comment.author) || comment.authorName || t('comments.formerReader');
  return (
    <li className={styles.comment} data-testid="comment">
      <Avatar name={name} src={comment.author?.avatar} />
      <div className={styles.body}>
        <div className={styles.who}>
          <p className={styles.name}>{name}</p>
          <time dateTime={isoDate(comment.createdAt)} className={cx(ui.textXs, ui.muted)} suppressHydrationWarning>
            {timeAgo(comment.createdAt)}
          </time>
        </div>
        <p className={styles.text}>{comment.content}</p>
      </div>
    </li>
  );
}

/** The comment schema (zod) and its resolver load when the form is first validated, not with the article. */
const commentResolver: Resolver<CommentFormValues, unknown, CommentInput> = async (values, context, options) => {
  const { validateComment } = await import('./comment-validation');
  return validateComment(values, context, options);
};

function CommentForm({ articleId, cacheKey }: { articleId: string; cacheKey: string }) {
  const { token, hasToken } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const id = useId();
  const t = useT();
  const formMessage = useFormMessage();
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
      notify.success(t('comments.posted'));
      await mutate(cacheKey);
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status === 429
          ? t(error.message === MESSAGES.commentsFromAddressTooOften ? 'comments.tooManyFromAddress' : 'comments.tooOften')
          : error instanceof ApiError
            ? formMessage(error.fieldError('content') ?? error.message)
            : t('comments.failed'),
      );
    }
  });

  const onSubmit = (event: FormEvent) => {
    if (!hasToken()) {
      event.preventDefault();
      navigate(loginPath(pathname));
      return;
    }
    void post(event);
  };

  const error = formMessage(errors.content?.message);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('comments.form')}>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`} className={styles.label}>
          {t('comments.add')}
        </label>
        <textarea
          id={`${id}-content`}
          {...register('content')}
          rows={3}
          placeholder={token ? t('comments.placeholder') : t('comments.signInPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={ui.input}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className={styles.submit} loading={isSubmitting} loadingText={t('comments.posting')}>
        {t('comments.post')}
      </Button>
    </form>
  );
}
