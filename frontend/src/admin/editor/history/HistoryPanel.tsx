import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { mayMoveStatus, WORKFLOW_MESSAGES, type RevisionList, type RevisionSummary } from '@bulletin/contract';
import { useFormMessage, useLocale, useT } from '../../../i18n/context';
import { useCounted } from '../../numbers';
import { statusLabel } from '../../labels';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { useServerMessage } from '../../../lib/server-message';
import { api } from '../../../lib/api';
import type { Article, Category } from '../../../lib/types';
import { Pagination } from '../../../ui/Pagination';
import { useSession } from '../../../session';
import { ConfirmDialog } from '../../ConfirmDialog';
import { ErrorState } from '../../ErrorState';
import { LoadingState } from '../../LoadingState';
import { refreshArticles } from '../../refresh';
import type { ArticleFormValues } from '../article-form';
import { EditorSection } from '../EditorSection';
import { authorName, revisionsKey, whenSaved } from './revision-keys';
import { zoneLabel } from '../../schedule/newsroom-time';

import { RevisionCompare } from './RevisionCompare';

type Props = {
  /** The article as stored (its status decides what may be restored). */
  article: Article;
  /** The editor's values now, for the compare. */
  getCurrent: () => ArticleFormValues;
  categories: Category[] | undefined;
  /** The newsroom's time zone: the compare shows publish dates in it, as the editor's field does. */
  timeZone: string;
  /** The restored article, as the server answered. */
  onRestored: (article: Article) => void;
};

/**
 * The editor's History (docs/product.md#revisions): the article's revisions, newest first (who, when, status), a
 * compare of any of them with the text in the editor, and Restore after a confirmation. The server judges every
 * restore (a reporter never restores a published or archived revision); the buttons only say so beforehand.
 */
export function HistoryPanel({ article, getCurrent, categories, timeZone, onRestored }: Props) {
  const { serverMessage } = useServerMessage();
  const { user } = useSession();
  const t = useT();
  const locale = useLocale();
  const say = useFormMessage();
  const counted = useCounted();
  const system = t('newsroom.activity.system');
  const [page, setPage] = useState(1);
  // Read fresh each time the editor opens (not from a cache filled before the last save).
  const { data, error, isLoading, mutate } = useSWR<RevisionList, Error>(revisionsKey(article._id, page), {
    revalidateOnMount: true,
    dedupingInterval: 0,
    keepPreviousData: true,
  });
  const [comparing, setComparing] = useState<RevisionSummary | null>(null);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const [busy, setBusy] = useState(false);

  const newestId = page === 1 ? data?.revisions[0]?._id : undefined;
  const refusal = (revision: RevisionSummary): string | null => {
    if (revision._id === newestId) return t('newsroom.history.savedVersion');
    return user && mayMoveStatus(user.role, article.status, revision.status) ? null : say(WORKFLOW_MESSAGES.reporterRestoreStatus);
  };

  const restore = async () => {
    if (!restoring) return;
    setBusy(true);
    try {
      const restored = await api.post<Article>(`/articles/${encodeURIComponent(article._id)}/revisions/${encodeURIComponent(restoring._id)}/restore`);
      toast.success(t('newsroom.history.restored'));
      setRestoring(null);
      void refreshArticles();
      onRestored(restored);
    } catch (failure) {
      toast.error(serverMessage(failure, t('newsroom.history.restoreFailed')));
      setRestoring(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditorSection title={t('newsroom.history.title')}>
      {error && !data ? (
        <ErrorState title={t('newsroom.history.loadFailed')} error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label={t('newsroom.history.loading')} />
      ) : data && data.total === 0 ? (
        <Text color="fg.muted">{t('newsroom.history.empty')}</Text>
      ) : data ? (
        <>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {counted('newsroom.history.revisions', data.total)}
          </Text>
          <Stack as="ul" aria-label={t('newsroom.history.list')} gap="0" listStyleType="none" borderWidth="1px" rounded="md" divideY="1px">
            {data.revisions.map((revision) => {
              const refused = refusal(revision);
              return (
                <Box as="li" key={revision._id} p="3" data-testid="revision-row">
                  <HStack justify="space-between" gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{authorName(revision.author, system)}</Text>
                    <HStack gap="1">
                      {revision._id === newestId && <Badge colorPalette="green">{t('newsroom.history.current')}</Badge>}
                      <Badge variant="outline">{statusLabel(t, revision.status)}</Badge>
                    </HStack>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={revision.createdAt} title={zoneLabel(timeZone, revision.createdAt)}>
                      {whenSaved(revision.createdAt, timeZone, locale)}
                    </time>
                  </Text>
                  <Text fontSize="sm" lineClamp={2} wordBreak="break-word">
                    {revision.title}
                  </Text>
                  <HStack gap="2" mt="2">
                    <Button size="xs" variant="outline" onClick={() => setComparing(revision)}>
                      {t('newsroom.history.compare')}
                    </Button>
                    <Button size="xs" variant="outline" colorPalette="brand" disabled={refused !== null} title={refused ?? undefined} onClick={() => setRestoring(revision)}>
                      {t('newsroom.restore.restore')}
                    </Button>
                  </HStack>
                </Box>
              );
            })}
          </Stack>
          <Pagination page={data.page} pages={data.pages} onPage={setPage} />
        </>
      ) : null}

      {comparing && (
        <RevisionCompare
          articleId={article._id}
          summary={comparing}
          current={getCurrent()}
          categories={categories}
          timeZone={timeZone}
          restoreRefusal={refusal(comparing)}
          onRestore={() => {
            setRestoring(comparing);
            setComparing(null);
          }}
          onClose={() => setComparing(null)}
        />
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={t('newsroom.history.restoreTitle')}
        message={
          restoring
            ? t('newsroom.history.restoreMessage', {
                time: whenSaved(restoring.createdAt, timeZone, locale),
                author: authorName(restoring.author, system),
                status: statusLabel(t, restoring.status),
              })
            : ''
        }
        confirmLabel={t('newsroom.restore.restore')}
        busyLabel={t('newsroom.history.restoring')}
        confirmPalette="brand"
        busy={busy}
        onConfirm={() => void restore()}
        onCancel={() => setRestoring(null)}
      />
    </EditorSection>
  );
}
