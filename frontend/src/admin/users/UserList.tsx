import { Avatar, Badge, Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { displayName } from '@bulletin/contract';
import type { User } from '../../session';
import { useT } from '../../i18n/context';
import { useNewsroomDates } from '../dates';
import { EditIcon, TrashIcon } from '../icons';
import { RoleBadge } from './RoleBadge';
import { RowList } from '../RowList';

type Props = { users: User[]; currentUserId: string; onEdit: (user: User) => void; onDelete: (user: User) => void };

/** Every account: avatar, name, email, bio, role, joined and last sign-in dates. */
export function UserList({ users, currentUserId, onEdit, onDelete }: Props) {
  const t = useT();
  const dates = useNewsroomDates();
  const day = (value: string | null) => (value ? dates.day(value) : t('newsroom.users.never'));
  return (
    <RowList label={t('newsroom.users.list')} empty={t('newsroom.users.empty')} count={users.length}>
      {users.map((user) => {
        const self = user._id === currentUserId;
        return (
          <Flex as="li" key={user._id} gap="3" p="3" align="flex-start" data-testid="user-row">
            <Avatar.Root size="md" flexShrink={0}>
              <Avatar.Fallback name={displayName(user)} />
              {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
            </Avatar.Root>
            <Box flex="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{displayName(user)}</Text>
                <RoleBadge role={user.role} />
                {self && (
                  <Badge variant="outline" colorPalette="gray">
                    {t('newsroom.users.you')}
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" wordBreak="break-all">
                {user.email}
              </Text>
              {user.bio && (
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {user.bio}
                </Text>
              )}
              <HStack fontSize="sm" color="fg.muted" gap="3" wrap="wrap" mt="1">
                <Text>{t('newsroom.users.joined', { date: day(user.createdAt) })}</Text>
                <Text>{t('newsroom.users.lastLogin', { date: day(user.lastLogin) })}</Text>
              </HStack>
            </Box>
            <HStack gap="1">
              <IconButton aria-label={t('newsroom.editLabel', { title: displayName(user) })} size="sm" variant="ghost" onClick={() => onEdit(user)}>
                <EditIcon />
              </IconButton>
              <IconButton
                aria-label={t('newsroom.deleteLabel', { title: displayName(user) })}
                title={self ? t('newsroom.users.cannotDeleteSelf') : undefined}
                aria-describedby={self ? 'self-protection-note' : undefined}
                size="sm"
                variant="ghost"
                colorPalette="red"
                disabled={self}
                onClick={() => onDelete(user)}
              >
                <TrashIcon />
              </IconButton>
            </HStack>
          </Flex>
        );
      })}
    </RowList>
  );
}
