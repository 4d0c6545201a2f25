import { Box, Button, ButtonGroup, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import type { OutboxMessage } from '@bulletin/contract';
import { useT } from '../../i18n/context';
import { useNewsroomDates } from '../dates';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';

/**
 * One e-mail of the outbox, as its recipient would see it: the HTML part in a sandboxed frame (no script, no
 * navigation, no access to the newsroom's page), or the plain-text part.
 */
export function OutboxMessageView({ id }: { id: string }) {
  const t = useT();
  const dates = useNewsroomDates();
  const [part, setPart] = useState<'html' | 'text'>('html');
  const { data, error, isLoading, mutate } = useSWR<OutboxMessage, Error>(`/outbox/${encodeURIComponent(id)}`);

  if (error && !data) return <ErrorState title={t('newsroom.outbox.messageFailed')} error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingState label={t('newsroom.outbox.messageLoading')} />;
  const shown = data.html && part === 'html' ? 'html' : 'text';
  return (
    <Stack as="article" aria-label={data.subject} gap="3" borderWidth="1px" rounded="lg" p="4">
      <Heading as="h2" size="lg">
        {data.subject}
      </Heading>
      <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
        <Text as="dt" color="fg.muted">{t('newsroom.outbox.from')}</Text>
        <Text as="dd">{data.from}</Text>
        <Text as="dt" color="fg.muted">{t('newsroom.outbox.to')}</Text>
        <Text as="dd">{data.to}</Text>
        <Text as="dt" color="fg.muted">{t('newsroom.outbox.date')}</Text>
        <Text as="dd">{dates.long(data.date)}</Text>
      </Box>
      {data.html && (
        <ButtonGroup size="sm" variant="outline" attached>
          <Button aria-pressed={shown === 'html'} onClick={() => setPart('html')}>
            {t('newsroom.outbox.html')}
          </Button>
          <Button aria-pressed={shown === 'text'} onClick={() => setPart('text')}>
            {t('newsroom.outbox.text')}
          </Button>
        </ButtonGroup>
      )}
      {shown === 'html' ? (
        <Box asChild w="100%" h="36rem" borderWidth="1px" rounded="md" bg="white">
          <iframe title={t('newsroom.outbox.frame')} sandbox="" srcDoc={data.html ?? ''} />
        </Box>
      ) : (
        <Box as="pre" whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm" p="3" bg="bg.muted" rounded="md">
          {data.text}
        </Box>
      )}
    </Stack>
  );
}
