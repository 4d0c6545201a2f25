import { Badge, Box, Flex, HStack, Text } from '@chakra-ui/react';
import { isLocale, type Subscriber, type SubscriberStatus } from '@bulletin/contract';
import { useLocale, useT, type Translate } from '../../i18n/context';
import { useNewsroomDates } from '../dates';
import { languageLabel } from '../labels';
import { RowList } from '../RowList';

const STATUS_IDS = {
  pending: 'newsroom.newsletter.status.pending',
  confirmed: 'newsroom.newsletter.status.confirmed',
  unsubscribed: 'newsroom.newsletter.status.unsubscribed',
} as const satisfies Record<SubscriberStatus, string>;

const STATUS_COLORS: Record<SubscriberStatus, string> = { pending: 'orange', confirmed: 'green', unsubscribed: 'gray' };

export const subscriberStatusLabel = (t: Translate, status: SubscriberStatus) => t(STATUS_IDS[status]);

/** One line per subscriber: address, state, language, what they chose, when they signed up. */
export function SubscriberList({ subscribers }: { subscribers: Subscriber[] }) {
  const t = useT();
  const page = useLocale();
  const dates = useNewsroomDates();
  return (
    <RowList label={t('newsroom.newsletter.subscribers')} empty={t('newsroom.newsletter.empty')} count={subscribers.length}>
      {subscribers.map((s) => (
        <Flex as="li" key={s._id} gap="3" p="3" align="center" wrap="wrap" data-testid="subscriber-row">
          <Box flex="1" minW="12rem">
            <Text fontWeight="semibold" wordBreak="break-all">
              {s.email}
            </Text>
            <HStack fontSize="sm" color="fg.muted" gap="3" wrap="wrap">
              <Text>{isLocale(s.language) ? languageLabel(s.language, page) : (s.language ?? '')}</Text>
              {s.digest && <Text>{t('newsroom.newsletter.digest')}</Text>}
              {s.alerts && <Text>{t('newsroom.newsletter.alerts')}</Text>}
            </HStack>
          </Box>
          <Badge colorPalette={STATUS_COLORS[s.status]}>{subscriberStatusLabel(t, s.status)}</Badge>
          <Text fontSize="sm" color="fg.muted" minW="10rem">
            {t('newsroom.newsletter.signedUp', { date: dates.dayTime(s.createdAt) })}
          </Text>
        </Flex>
      ))}
    </RowList>
  );
}
