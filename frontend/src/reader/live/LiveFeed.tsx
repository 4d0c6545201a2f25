import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LiveEntry } from '@bulletin/contract';
import { LiveEntryCard } from './LiveEntryCard';
import { newUpdatesLabel } from './live-state';
import type { LiveViewState } from './use-live-view';

/**
 * The entries of a live story, newest first: the "N new updates" button while new ones wait, the pinned entry,
 * the list, and "Show older updates". `tools` adds the newsroom's buttons under each entry.
 */
export function LiveFeed({ state, now, tools }: { state: LiveViewState; now: Date; tools?: (entry: LiveEntry) => ReactNode }) {
  const { view, listRef, stream, revealPending, loadOlder, loadingOlder, olderError } = state;
  const running = view.story.status === 'running';
  return (
    <Stack gap="4">
      {/* Takes no room (height 0): the button floats over the page while the reader is further down, nothing moves. */}
      <Box position="sticky" top="2" h="0" mb="-4" zIndex="docked" textAlign="center" role="status" aria-live="polite">
        {view.pending.length > 0 && (
          <Button size="sm" rounded="full" bg="brand.solid" color="white" _hover={{ bg: 'brand.800' }} boxShadow="md" onClick={revealPending}>
            {newUpdatesLabel(view.pending.length)}
          </Button>
        )}
      </Box>
      {running && stream === 'reconnecting' && (
        <Text fontSize="sm" color="fg.muted" role="status">
          Reconnecting to live updates...
        </Text>
      )}
      {view.pinned && (
        <Box as="section" aria-label="Pinned" bg="bg.subtle" borderRadius="md" p="3" data-testid="live-pinned">
          <LiveEntryCard entry={view.pinned} now={now}>
            {tools?.(view.pinned)}
          </LiveEntryCard>
        </Box>
      )}
      <Heading as="h2" size="lg" ref={listRef as never} scrollMarginTop="16">
        Latest updates
      </Heading>
      {view.entries.length === 0 ? (
        <Text color="fg.muted" data-testid="live-empty">
          {running ? 'No updates yet. New updates appear here as they happen.' : 'This live story has no updates.'}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" ps="0" gap="5" data-testid="live-entries">
          {view.entries.map((entry) => (
            <li key={entry._id}>
              <LiveEntryCard entry={entry} now={now}>
                {tools?.(entry)}
              </LiveEntryCard>
            </li>
          ))}
        </Stack>
      )}
      {olderError && (
        <Text color="red.700" role="alert">
          {olderError.message}
        </Text>
      )}
      {view.page < view.pages && (
        <Button variant="outline" alignSelf="center" loading={loadingOlder} onClick={() => void loadOlder()}>
          Show older updates
        </Button>
      )}
    </Stack>
  );
}
