import { Box, Button, chakra, Dialog, Heading, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Revision, RevisionSummary } from '@bulletin/contract';
import useSWR from 'swr';
import type { Category } from '../../../lib/types';
import { ErrorState } from '../../ErrorState';
import { LoadingState } from '../../LoadingState';
import { splitTags, toPublishInput, type ArticleFormValues } from '../article-form';
import { authorName, revisionKey, whenSaved } from './revision-keys';
import { fieldChanges, hasChanges, revisionText, wordChanges, type FieldValues } from './revision-diff';

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

  return (
    <Dialog.Root open size="xl" scrollBehavior="inside" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                Revision of {whenSaved(summary.createdAt, timeZone)} by {authorName(summary.author)}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error && !revision ? (
                <ErrorState title="The revision could not be loaded" error={error} onRetry={() => void mutate()} />
              ) : isLoading || !revision ? (
                <LoadingState label="Loading revision..." />
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
                Close
              </Button>
              <Button colorPalette="brand" disabled={restoreRefusal !== null || !revision} onClick={onRestore}>
                Restore this revision
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
  const others = fieldChanges(before, now);
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        Compared with the text in the editor now:{' '}
        <chakra.del bg="red.100" color="red.900">
          struck through
        </chakra.del>{' '}
        is only in this revision,{' '}
        <chakra.ins bg="green.100" color="green.900">
          underlined
        </chakra.ins>{' '}
        only in the editor.
      </Text>
      <WordDiff label="Title" before={revision.title} after={current.title.trim()} />
      <WordDiff label="Excerpt" before={revision.excerpt} after={current.excerpt.trim()} />
      <WordDiff label="Content" before={revisionText(revision.content)} after={revisionText(current.content)} />
      <Box as="section" aria-label="Other fields">
        <Heading as="h3" size="sm" mb="2">
          Other fields
        </Heading>
        {others.length === 0 ? (
          <Text color="fg.muted">The same as in the editor.</Text>
        ) : (
          <chakra.table width="full" fontSize="sm" textAlign="start">
            <thead>
              <tr>
                <chakra.th textAlign="start" pe="4" pb="1">
                  Field
                </chakra.th>
                <chakra.th textAlign="start" pe="4" pb="1">
                  This revision
                </chakra.th>
                <chakra.th textAlign="start" pb="1">
                  In the editor
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
function WordDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const changes = wordChanges(before, after);
  return (
    <Box as="section" aria-label={label}>
      <Heading as="h3" size="sm" mb="2">
        {label}
      </Heading>
      {!before && !after ? (
        <Text color="fg.muted">Empty in both.</Text>
      ) : !hasChanges(changes) ? (
        <Text color="fg.muted">No changes.</Text>
      ) : (
        <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="tall" data-testid={`diff-${label.toLowerCase()}`}>
          {changes.map((part, index) =>
            part.change === 'removed' ? (
              <chakra.del key={index} bg="red.100" color="red.900">
                <VisuallyHidden>removed: </VisuallyHidden>
                {part.text}
              </chakra.del>
            ) : part.change === 'added' ? (
              <chakra.ins key={index} bg="green.100" color="green.900">
                <VisuallyHidden>added: </VisuallyHidden>
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
