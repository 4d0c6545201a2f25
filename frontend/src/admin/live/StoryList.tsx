import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { LiveStorySummary } from '@bulletin/contract';
import { useT } from '../../i18n/context';
import { useNewsroomDates } from '../dates';
import { useCounted } from '../numbers';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../session';
import { EDITOR_ROLES } from '../access';
import { ErrorState } from '../ErrorState';
import { ListWithSideForm } from '../ListWithSideForm';
import { LoadingState } from '../LoadingState';
import { LIVE_DESK_KEY } from './keys';
import { StartStoryForm } from './StartStoryForm';

/** /admin/live — the live desk: live stories to open and post to (running ones first); editors and admins start new ones. */
export function StoryList() {
  const t = useT();
  const counted = useCounted();
  const dates = useNewsroomDates();
  useDocumentTitle(t('newsroom.live.coverage'));
  const { hasAnyRole } = useSession();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useSWR<LiveStorySummary[], Error>(LIVE_DESK_KEY);
  const stories = [...(data ?? [])].sort((a, b) => Number(b.status === 'running') - Number(a.status === 'running'));
  const editor = hasAnyRole(EDITOR_ROLES);

  const list = error && !data ? (
    <ErrorState title={t('newsroom.live.storiesLoadFailed')} error={error} onRetry={() => void mutate()} />
  ) : isLoading && !data ? (
    <LoadingState label={t('newsroom.live.storiesLoading')} />
  ) : stories.length === 0 ? (
    <Text color="fg.muted" py="8" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="md">
      {t(editor ? 'newsroom.live.noneEditor' : 'newsroom.live.noneReporter')}
    </Text>
  ) : (
    <Stack as="ul" listStyleType="none" ps="0" gap="3" aria-label={t('newsroom.live.stories')}>
      {stories.map((story) => (
        <Box as="li" key={story._id} borderWidth="1px" rounded="md" p="4" bg="bg">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Stack gap="1" minW="0">
              <Link asChild fontWeight="semibold" fontSize="lg">
                <RouterLink to={`/admin/live/${encodeURIComponent(story.slug)}`}>{story.title}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {t('newsroom.live.started', { date: dates.long(story.startedAt) })} · {counted('newsroom.live.entries', story.entryCount)}
                {story.category ? ` · ${story.category.name}` : ''}
              </Text>
            </Stack>
            <Badge colorPalette={story.status === 'running' ? 'red' : 'gray'}>{t(story.status === 'running' ? 'newsroom.nav.live' : 'newsroom.live.ended')}</Badge>
          </HStack>
        </Box>
      ))}
    </Stack>
  );

  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        {t('newsroom.live.coverage')}
      </Heading>
      <ListWithSideForm
        formWidth="360px"
        list={list}
        form={
          editor ? (
            <StartStoryForm
              onStarted={(story) => {
                void mutate();
                navigate(`/admin/live/${encodeURIComponent(story.slug)}`);
              }}
            />
          ) : null
        }
      />
    </>
  );
}
