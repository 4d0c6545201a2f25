import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import type { AuditEntry } from './audit';
import { actionLabel } from './query';

const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  editor: 'Editor',
  reporter: 'Reporter',
  'panel-admin': 'Strapi panel admin',
  'api-token': 'API token',
  system: 'System',
};

const actorName = (actor: AuditEntry['actor']) =>
  `${actor.firstName} ${actor.lastName}`.trim() || (actor.role === 'system' ? 'System' : `#${actor._id ?? '?'}`);

/** One line per entry: when, who (as they were), what, which entity, from where. */
export function ActivityList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" rounded="lg">
        No activity matches these filters.
      </Text>
    );
  }
  return (
    <Stack as="ul" aria-label="Activity" gap="0" listStyleType="none" borderWidth="1px" rounded="lg" divideY="1px">
      {entries.map((entry) => (
        <Flex as="li" key={entry._id} gap="3" p="3" align="flex-start" wrap="wrap" data-testid="activity-row">
          <Box minW="10rem" fontSize="sm" color="fg.muted">
            <time dateTime={entry.createdAt} title={dayjs(entry.createdAt).format('YYYY-MM-DD HH:mm:ss')}>
              {dayjs(entry.createdAt).format('MMM D, YYYY HH:mm')}
            </time>
          </Box>
          <Box flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{actorName(entry.actor)}</Text>
              <Badge variant="outline">{ROLE_LABELS[entry.actor.role] ?? entry.actor.role}</Badge>
            </HStack>
            <Text fontSize="sm" wordBreak="break-word">
              {actionLabel(entry.action)} <Text as="span" fontWeight="medium">{entry.entity.label || `${entry.entity.type} ${entry.entity._id}`}</Text>
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
