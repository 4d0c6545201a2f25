import { Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import useSWR, { mutate as mutateKey } from 'swr';
import type { LiveEntry, LiveStory, LiveStoryPage } from '@bulletin/contract';
import { serverMessage } from '../../lib/server-message';
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

/** /admin/live/:slug — run a live story: post entries quickly, see them as readers do; editors end it and edit entries. */
export function StoryDesk({ slug }: { slug: string }) {
  const { data, error, mutate } = useSWR<LiveStoryPage, Error>(slug ? liveKey(slug) : null);
  useDocumentTitle(data ? `Live: ${data.title}` : 'Live coverage');
  if (data) return <LiveDesk key={data._id} page={data} />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          Live Story Not Found
        </Heading>
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/live">Back to live coverage</RouterLink>
        </Link>
      </Stack>
    );
  }
  if (error) return <ErrorState title="Could not load the live story" error={error} onRetry={() => void mutate()} />;
  return <LoadingState label="Loading live story..." />;
}

function LiveDesk({ page }: { page: LiveStoryPage }) {
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
    { success: 'Entry deleted', failure: 'Failed to delete entry' },
  );

  const setStatus = async (status: 'running' | 'ended') => {
    try {
      const story = await api.put<LiveStory>(`/live/${encodeURIComponent(slug)}`, { status });
      setView((current) => applyOwn(current, { name: 'story', data: story }));
      toast.success(status === 'ended' ? 'Live story ended' : 'Live story reopened');
      void mutateKey(LIVE_DESK_KEY);
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to update live story'));
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
              <RouterLink to="/admin/live">All live stories</RouterLink>
            </Link>
          </HStack>
          <Heading as="h1" size="2xl">
            {view.story.title}
          </Heading>
          <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline">
            <RouterLink to={livePath(slug)} target="_blank">
              Open the reader page
            </RouterLink>
          </Link>
        </Stack>
        {editor &&
          (running ? (
            <Button variant="outline" colorPalette="red" onClick={() => setEnding('ask')}>
              End live story
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void setStatus('running')}>
              Reopen live story
            </Button>
          ))}
      </Flex>

      {running ? (
        <Composer slug={slug} onPosted={(entry) => setView((current) => applyOwn(current, { name: 'entry', data: entry }))} />
      ) : (
        <Text borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
          This live story has ended: no new entries can be posted.{editor ? ' Reopen it to post again.' : ''}
        </Text>
      )}

      <LiveFeed
        state={state}
        now={now}
        tools={editor ? (entry) => <EntryTools slug={slug} entry={entry} onChanged={changed} onDelete={deletion.ask} /> : undefined}
      />

      <ConfirmDialog
        open={ending !== null}
        title="End this live story?"
        message="Readers will see that the coverage has ended, and no new entries can be posted until it is reopened."
        confirmLabel="End live story"
        busy={ending === 'busy'}
        onConfirm={() => {
          setEnding('busy');
          void setStatus('ended').finally(() => setEnding(null));
        }}
        onCancel={() => setEnding(null)}
      />
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete this entry?"
        message="Are you sure you want to delete this entry? This action cannot be undone."
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </Stack>
  );
}
