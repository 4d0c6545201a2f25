import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { LiveEntry } from '@bulletin/contract';
import { isoDate, longDate } from '../../lib/time';
import { liveAgo } from './use-now';
import { textOf } from '../cards/format';

const SUMMARY_LENGTH = 140;

/** The key events' first words, cut at a word. */
export function summaryOf(entry: Pick<LiveEntry, 'content'>): string {
  const text = textOf(entry.content);
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The story so far: its key events, newest first, each a link to the entry on the page. */
export function KeyEvents({ entries, now }: { entries: LiveEntry[]; now: Date }) {
  if (entries.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="key-events-heading" bg="bg.muted" borderRadius="md" p="4">
      <Heading as="h2" id="key-events-heading" size="md" mb="2">
        Key events
      </Heading>
      <Stack as="ol" gap="2" ps="0" listStyleType="none" data-testid="key-events">
        {entries.map((entry) => (
          <Box as="li" key={entry._id}>
            <Text as="span" fontSize="sm" fontWeight="semibold" color="brand.fg" me="2">
              <time dateTime={isoDate(entry.createdAt)} title={longDate(entry.createdAt)} suppressHydrationWarning>
                {liveAgo(entry.createdAt, now)}
              </time>
            </Text>
            <Link href={`#entry-${entry._id}`} color="fg" textDecoration="underline">
              {summaryOf(entry)}
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
