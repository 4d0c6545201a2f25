import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { displayName, ROLES, type Role } from '@bulletin/contract';
import { useT, type Translate } from '../../i18n/context';
import { useNewsroomDates } from '../dates';
import { roleLabel } from '../labels';
import type { AuditEntry } from './audit';
import { actionLabel } from './query';

/** Actors that are not accounts of the product. */
const OTHER_ACTORS = {
  'panel-admin': 'newsroom.activity.panelAdmin',
  'api-token': 'newsroom.activity.apiToken',
  system: 'newsroom.activity.system',
} as const;

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);
const actorLabel = (t: Translate, role: string) => {
  if (isRole(role)) return roleLabel(t, role);
  return role in OTHER_ACTORS ? t(OTHER_ACTORS[role as keyof typeof OTHER_ACTORS]) : role;
};

const actorName = (t: Translate, actor: AuditEntry['actor']) =>
  displayName(actor) || (actor.role === 'system' ? t('newsroom.activity.system') : `#${actor._id ?? '?'}`);

/** One line per entry: when, who (as they were), what, which entity, from where. */
export function ActivityList({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  const dates = useNewsroomDates();
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" rounded="lg">
        {t('newsroom.activity.empty')}
      </Text>
    );
  }
  return (
    <Stack as="ul" aria-label={t('newsroom.nav.activity')} gap="0" listStyleType="none" borderWidth="1px" rounded="lg" divideY="1px">
      {entries.map((entry) => (
        <Flex as="li" key={entry._id} gap="3" p="3" align="flex-start" wrap="wrap" data-testid="activity-row">
          <Box minW="10rem" fontSize="sm" color="fg.muted">
            <time dateTime={entry.createdAt} title={dayjs(entry.createdAt).format('YYYY-MM-DD HH:mm:ss')}>
              {dates.dayTime(entry.createdAt)}
            </time>
          </Box>
          <Box flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{actorName(t, entry.actor)}</Text>
              <Badge variant="outline">{actorLabel(t, entry.actor.role)}</Badge>
            </HStack>
            <Text fontSize="sm" wordBreak="break-word">
              {actionLabel(t, entry.action)} <Text as="span" fontWeight="medium">{entry.entity.label || `${entry.entity.type} ${entry.entity._id}`}</Text>
            </Text>
          </Box>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {entry.ip ?? ''}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
