import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { QueuedMessage } from '@bulletin/contract';
import { useT, type Translate } from '../../i18n/context';
import { useNewsroomDates } from '../dates';
import { useCounted } from '../numbers';
import { RowList } from '../RowList';

const KIND_IDS = { alert: 'newsroom.newsletter.kind.alert', digest: 'newsroom.newsletter.kind.digest' } as const;
const kindLabel = (t: Translate, kind: string) => (kind in KIND_IDS ? t(KIND_IDS[kind as keyof typeof KIND_IDS]) : kind);
export const QUEUE_STATUS_IDS = {
  pending: 'newsroom.newsletter.queue.pending',
  sent: 'newsroom.newsletter.queue.sent',
  failed: 'newsroom.newsletter.queue.failed',
} as const;
const STATUS_COLORS: Record<QueuedMessage['status'], string> = { pending: 'orange', sent: 'green', failed: 'red', skipped: 'gray' };

type Props = { messages: QueuedMessage[]; retrying: string | null; onRetry: (message: QueuedMessage) => void };

/** One line per message: its kind (and article), recipient, tries, when queued and sent, a failure's reason and Retry. */
export function QueueList({ messages, retrying, onRetry }: Props) {
  const t = useT();
  const counted = useCounted();
  const dates = useNewsroomDates();
  return (
    <RowList label={t('newsroom.newsletter.queue')} empty={t('newsroom.newsletter.queueEmpty')} count={messages.length}>
      {messages.map((m) => (
        <Flex as="li" key={m._id} gap="3" p="3" align="flex-start" wrap="wrap" data-testid="queue-row">
          <Box flex="1" minW="12rem">
            <HStack gap="2" wrap="wrap">
              <Badge variant="outline">{kindLabel(t, m.kind)}</Badge>
              {m.articleTitle && <Text fontWeight="semibold">{m.articleTitle}</Text>}
            </HStack>
            <Text fontSize="sm" wordBreak="break-all">
              {m.recipient ?? t('newsroom.newsletter.recipientGone')}
            </Text>
            <HStack fontSize="sm" color="fg.muted" gap="3" wrap="wrap">
              <Text>{t('newsroom.newsletter.queued', { date: dates.dayTime(m.queuedAt) })}</Text>
              {m.sentAt && <Text>{t('newsroom.newsletter.sent', { date: dates.dayTime(m.sentAt) })}</Text>}
              <Text>{counted('newsroom.newsletter.attempts', m.attempts)}</Text>
            </HStack>
            {m.status === 'failed' && m.lastError && (
              <Text fontSize="sm" color="red.600" wordBreak="break-word">
                {t('newsroom.newsletter.reason', { reason: m.lastError })}
              </Text>
            )}
          </Box>
          <Badge colorPalette={STATUS_COLORS[m.status]}>{m.status === 'skipped' ? m.status : t(QUEUE_STATUS_IDS[m.status])}</Badge>
          {m.status === 'failed' && (
            <Button size="sm" variant="outline" loading={retrying === m._id} onClick={() => onRetry(m)}>
              {t('newsroom.newsletter.retry')}
            </Button>
          )}
        </Flex>
      ))}
    </RowList>
  );
}
