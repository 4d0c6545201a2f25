import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { displayName, ROLE_LABELS, ROLES, type Role } from '@bulletin/contract';
import type { AuditEntry } from './audit';
import { actionLabel } from './query';

/** Actors that are not accounts of the product. */
const OTHER_ACTORS: Record<string, string> = {
  'panel-admin': 'Strapi panel admin',
  'api-token': 'API token',
  system: 'System',
};

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);
const actorLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : (OTHER_ACTORS[role] ?? role));

const actorName = (actor: AuditEntry['actor']) =>
  displayName(actor) || (actor.role === 'system' ? 'System' : `#${actor._id ?? '?'}`);

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
              <Badge variant="outline">{actorLabel(entry.actor.role)}</Badge>
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
