import { Box, Button, chakra, Dialog, Heading, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Revision, RevisionSummary } from '@bulletin/contract';
import useSWR from 'swr';
import type { Category } from '../../../lib/types';
import { ErrorState } from '../../ErrorState';
import { LoadingState } from '../../LoadingState';
import { splitTags, toPublishInput, type ArticleFormValues } from '../article-form';
import { authorName, revisionKey, whenSaved } from './revision-keys';
import { fieldChanges, hasChanges, revisionText, wordChanges, type FieldValues } from './revision-diff';
import { useLocale, useT } from '../../../i18n/context';

type Props = {
  articleId: string;
  summary: RevisionSummary;
  /** The editor's values when the compare was opened. */
  current: ArticleFormValues;
  categories: Category[] | undefined;
  /** The newsroom's time zone: the revision's publish date in it, as the editor's field shows dates. */
  timeZone: string;
  /** Why this revision may not be restored, or null. */
  restoreRefusal: string | null;
  onRestore: () => void;
  onClose: () => void;
};

/**
 * One revision against the text in the editor: the title, excerpt and text word by word (struck through in red:
 * only in the revision; underlined in green: only in the editor), then the other fields that differ. A lazy chunk
 * of the editor route (it holds `diff`).
 */
export function RevisionCompare({ articleId, summary, current, categories, timeZone, restoreRefusal, onRestore, onClose }: Props) {
  const { data: revision, error, isLoading, mutate } = useSWR<Revision, Error>(revisionKey(articleId, summary._id));
  const t = useT();
  const locale = useLocale();

  return (
    <Dialog.Root open size="xl" scrollBehavior="inside" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {t('newsroom.history.revisionOf', { time: whenSaved(summary.createdAt, timeZone, locale), author: authorName(summary.author, t('newsroom.activity.system')) })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && !revision ? (
                <ErrorState title={t('newsroom.history.revisionLoadFailed')} error={error} onRetry={() => void mutate()} />
              ) : isLoading || !revision ? (
                <LoadingState label={t('newsroom.history.revisionLoading')} />
              ) : (
                <Comparison revision={revision} current={current} categories={categories} timeZone={timeZone} />
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {restoreRefusal && (
                <Text fontSize="sm" color="fg.muted" flex="1">
                  {restoreRefusal}
                </Text>
              )}
              <Button variant="outline" onClick={onClose}>
                {t('newsroom.history.close')}
              </Button>
              <Button colorPalette="brand" disabled={restoreRefusal !== null || !revision} onClick={onRestore}>
                {t('newsroom.history.restoreThis')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Comparison({ revision, current, categories, timeZone }: { revision: Revision; current: ArticleFormValues; categories: Category[] | undefined; timeZone: string }) {
  const categoryName = categories?.find((c) => c._id === current.category)?.name ?? (current.category === revision.category?._id ? revision.category.name : '');
  const before: FieldValues = {
    status: revision.status,
    category: revision.category?.name ?? '',
    tags: revision.tags,
    publishDate: toPublishInput(revision.publishDate, timeZone),
    featured: revision.featured,
    breaking: revision.breaking,
    featuredImage: revision.featuredImage,
    images: revision.images,
  };
  const now: FieldValues = {
    status: current.status,
    category: categoryName,
    tags: splitTags(current.tags),
    publishDate: current.publishDate,
    featured: current.featured,
    breaking: current.breaking,
    featuredImage: current.featuredImage,
    images: current.images,
  };
  const t = useT();
  const locale = useLocale();
  const others = fieldChanges(before, now, t, locale);
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        {t('newsroom.history.legendStart')}{' '}
        <chakra.del bg="red.100" color="red.900">
          {t('newsroom.history.struck')}
        </chakra.del>{' '}
        {t('newsroom.history.onlyRevision')}{' '}
        <chakra.ins bg="green.100" color="green.900">
          {t('newsroom.history.underlined')}
        </chakra.ins>{' '}
        {t('newsroom.history.onlyEditor')}
      </Text>
      <WordDiff id="title" label={t('newsroom.editor.title')} before={revision.title} after={current.title.trim()} />
      <WordDiff id="excerpt" label={t('newsroom.editor.excerpt')} before={revision.excerpt} after={current.excerpt.trim()} />
      <WordDiff id="content" label={t('newsroom.conflict.content')} before={revisionText(revision.content)} after={revisionText(current.content)} />
      <Box as="section" aria-label={t('newsroom.history.otherFields')}>
        <Heading as="h3" size="sm" mb="2">
          {t('newsroom.history.otherFields')}
        </Heading>
        {others.length === 0 ? (
          <Text color="fg.muted">{t('newsroom.history.same')}</Text>
        ) : (
          <chakra.table width="full" fontSize="sm" textAlign="start">
            <thead>
              <tr>
                <chakra.th textAlign="start" pe="4" pb="1">
                  {t('newsroom.history.field')}
                </chakra.th>
                <chakra.th textAlign="start" pe="4" pb="1">
                  {t('newsroom.history.thisRevision')}
                </chakra.th>
                <chakra.th textAlign="start" pb="1">
                  {t('newsroom.history.inEditor')}
                </chakra.th>
              </tr>
            </thead>
            <tbody>
              {others.map((change) => (
                <chakra.tr key={change.field} borderTopWidth="1px">
                  <chakra.td pe="4" py="1">
                    {change.field}
                  </chakra.td>
                  <chakra.td pe="4" py="1" wordBreak="break-word">
                    {change.revision}
                  </chakra.td>
                  <chakra.td py="1" wordBreak="break-word">
                    {change.current}
                  </chakra.td>
                </chakra.tr>
              ))}
            </tbody>
          </chakra.table>
        )}
      </Box>
    </Stack>
  );
}

/** One field's words: unchanged, only in the revision (del), only in the editor (ins). */
function WordDiff({ id, label, before, after }: { id: string; label: string; before: string; after: string }) {
  const t = useT();
  const changes = wordChanges(before, after);
  return (
    <Box as="section" aria-label={label}>
      <Heading as="h3" size="sm" mb="2">
        {label}
      </Heading>
      {!before && !after ? (
        <Text color="fg.muted">{t('newsroom.history.emptyBoth')}</Text>
      ) : !hasChanges(changes) ? (
        <Text color="fg.muted">{t('newsroom.history.noChanges')}</Text>
      ) : (
        <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="tall" data-testid={`diff-${id}`}>
          {changes.map((part, index) =>
            part.change === 'removed' ? (
              <chakra.del key={index} bg="red.100" color="red.900">
                <VisuallyHidden>{t('newsroom.history.removed')} </VisuallyHidden>
                {part.text}
              </chakra.del>
            ) : part.change === 'added' ? (
              <chakra.ins key={index} bg="green.100" color="green.900">
                <VisuallyHidden>{t('newsroom.history.added')} </VisuallyHidden>
                {part.text}
              </chakra.ins>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </Text>
      )}
    </Box>
  );
}
