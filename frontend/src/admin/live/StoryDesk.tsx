import { Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import useSWR, { mutate as mutateKey } from 'swr';
import type { LiveEntry, LiveStory, LiveStoryPage } from '@bulletin/contract';
import { useServerMessage } from '../../lib/server-message';
import { api, ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LiveBadge } from '../../ui/live/LiveBadge';
import { LiveFeed } from '../../ui/live/LiveFeed';
import { liveKey, livePath } from '../../lib/live/live-keys';
import { applyOwn } from '../../lib/live/live-state';
import { useLiveView } from '../../lib/live/use-live-view';
import { useNow } from '../../lib/live/use-now';
import { useSession } from '../../session';
import { EDITOR_ROLES } from '../access';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorState } from '../ErrorState';
import { Composer } from './Composer';
import { EntryTools } from './EntryTools';
import { LoadingState } from '../LoadingState';
import { useDeleteConfirm } from '../useDeleteConfirm';
import { LIVE_DESK_KEY } from './keys';
import { useT } from '../../i18n/context';
import { useAreaMessages } from '../../i18n/use-area-messages';
import { LIVE_MESSAGES } from '../../ui/live/messages';

/** /admin/live/:slug — run a live story: post entries quickly, see them as readers do; editors end it and edit entries. */
export function StoryDesk({ slug }: { slug: string }) {
  const t = useT();
  // The reader's view of the story (badge, feed) speaks live coverage's messages.
  const ready = useAreaMessages(LIVE_MESSAGES);
  const { data, error, mutate } = useSWR<LiveStoryPage, Error>(slug ? liveKey(slug) : null);
  useDocumentTitle(data ? t('newsroom.live.titleOf', { title: data.title }) : t('newsroom.live.coverage'));
  if (data && ready) return <LiveDesk key={data._id} page={data} />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {t('newsroom.live.notFound')}
        </Heading>
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/live">{t('newsroom.live.back')}</RouterLink>
        </Link>
      </Stack>
    );
  }
  if (error) return <ErrorState title={t('newsroom.live.storyLoadFailed')} error={error} onRetry={() => void mutate()} />;
  return <LoadingState label={t('newsroom.live.storyLoading')} />;
}

function LiveDesk({ page }: { page: LiveStoryPage }) {
  const { serverMessage } = useServerMessage();
  const t = useT();
  const state = useLiveView(page);
  const { view, setView } = state;
  const now = useNow();
  const { hasAnyRole } = useSession();
  const editor = hasAnyRole(EDITOR_ROLES);
  const running = view.story.status === 'running';
  const slug = view.story.slug;
  const [ending, setEnding] = useState<'ask' | 'busy' | null>(null);
  const deletion = useDeleteConfirm<LiveEntry>(
    async (entry) => {
      await api.delete(`/live/${encodeURIComponent(slug)}/entries/${encodeURIComponent(entry._id)}`);
      setView((current) => applyOwn(current, { name: 'delete', data: { _id: entry._id } }));
    },
    { success: t('newsroom.live.entryDeleted'), failure: t('newsroom.live.entryDeleteFailed') },
  );

  const setStatus = async (status: 'running' | 'ended') => {
    try {
      const story = await api.put<LiveStory>(`/live/${encodeURIComponent(slug)}`, { status });
      setView((current) => applyOwn(current, { name: 'story', data: story }));
      toast.success(t(status === 'ended' ? 'newsroom.live.storyEnded' : 'newsroom.live.storyReopened'));
      void mutateKey(LIVE_DESK_KEY);
    } catch (error) {
      toast.error(serverMessage(error, t('newsroom.live.storyUpdateFailed')));
    }
  };

  const changed = (entry: LiveEntry) => setView((current) => applyOwn(current, { name: 'update', data: entry }));

  return (
    <Stack gap="6" maxW="3xl">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="2" minW="0">
          <HStack gap="2">
            <LiveBadge running={running} />
            <Link asChild fontSize="sm" color="brand.fg">
              <RouterLink to="/admin/live">{t('newsroom.live.all')}</RouterLink>
            </Link>
          </HStack>
          <Heading as="h1" size="2xl">
            {view.story.title}
          </Heading>
          <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline">
            <RouterLink to={livePath(slug)} target="_blank">
              {t('newsroom.live.openReader')}
            </RouterLink>
          </Link>
        </Stack>
        {editor &&
          (running ? (
            <Button variant="outline" colorPalette="red" onClick={() => setEnding('ask')}>
              {t('newsroom.live.end')}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void setStatus('running')}>
              {t('newsroom.live.reopen')}
            </Button>
          ))}
      </Flex>

      {running ? (
        <Composer slug={slug} onPosted={(entry) => setView((current) => applyOwn(current, { name: 'entry', data: entry }))} />
      ) : (
        <Text borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
          {t(editor ? 'newsroom.live.hasEndedEditor' : 'newsroom.live.hasEnded')}
        </Text>
      )}

      <LiveFeed
        state={state}
        now={now}
        tools={editor ? (entry) => <EntryTools slug={slug} entry={entry} onChanged={changed} onDelete={deletion.ask} /> : undefined}
      />

      <ConfirmDialog
        open={ending !== null}
        title={t('newsroom.live.endTitle')}
        message={t('newsroom.live.endMessage')}
        confirmLabel={t('newsroom.live.end')}
        busy={ending === 'busy'}
        onConfirm={() => {
          setEnding('busy');
          void setStatus('ended').finally(() => setEnding(null));
        }}
        onCancel={() => setEnding(null)}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t('newsroom.live.deleteTitle')}
        message={t('newsroom.live.deleteMessage')}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </Stack>
  );
}
