import { Button, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { api } from '../../lib/api';
import { displayName } from '@bulletin/contract';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../../i18n/context';
import { useSession, type User } from '../../session';
import { ADMIN_ROLES } from '../access';
import { ConfirmDialog } from '../ConfirmDialog';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { refreshUsers } from '../refresh';
import { RequireRole } from '../RequireRole';
import { StatCard } from '../StatCard';
import { useDeleteConfirm } from '../useDeleteConfirm';
import { userStats } from '../users/form';
import { UserForm } from '../users/UserForm';
import { UserList } from '../users/UserList';
import { ListWithSideForm } from '../ListWithSideForm';

// No apiKeys: GET /users is for admins only, and the role is not known when the route is entered.
const USERS = '/users';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: User };

export default function UsersPage() {
  const t = useT();
  useDocumentTitle(t('newsroom.nav.users'));
  return (
    <RequireRole roles={ADMIN_ROLES} reason={t('newsroom.users.onlyAdmins')}>
      <UserManagement />
    </RequireRole>
  );
}

function UserManagement() {
  const t = useT();
  const { user: me } = useSession();
  const { data, error, isLoading, mutate } = useSWR<User[], Error>(USERS);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const deletion = useDeleteConfirm<User>(
    async (user) => {
      try {
        await api.delete(`/users/${user._id}`);
        if (form.mode === 'edit' && form.user._id === user._id) setForm({ mode: 'closed' });
      } finally {
        await refreshUsers();
      }
    },
    { success: t('newsroom.users.deleted'), failure: t('newsroom.users.deleteFailed') },
  );

  const users = data ?? [];
  const stats = userStats(users);
  const open = form.mode !== 'closed';
  const currentUserId = me?._id ?? '';

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="6">
        <Heading as="h1" size="2xl">
          {t('newsroom.users.heading')}
        </Heading>
        <Button colorPalette="brand" onClick={() => setForm({ mode: 'create' })}>
          {t('newsroom.users.new')}
        </Button>
      </Flex>

      {error && !data ? (
        // Before the loading state: SWR's own retry must not hide Try again.
        <ErrorState title={t('newsroom.users.loadFailed')} error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label={t('newsroom.users.loading')} />
      ) : (
        <>
          <SimpleGrid as="section" aria-label={t('newsroom.dashboard.statistics')} columns={{ base: 2, md: 3, lg: 5 }} gap="4" mb="6">
            <StatCard label={t('newsroom.dashboard.totalUsers')} value={stats.total} />
            <StatCard label={t('newsroom.users.admins')} value={stats.admins} />
            <StatCard label={t('newsroom.users.editors')} value={stats.editors} />
            <StatCard label={t('newsroom.users.reporters')} value={stats.reporters} />
            <StatCard label={t('newsroom.users.regular')} value={stats.users} />
          </SimpleGrid>
          <Text id="self-protection-note" fontSize="sm" color="fg.muted" mb="3">
            {t('newsroom.users.selfNote')}
          </Text>
          <ListWithSideForm
            formWidth="380px"
            list={
              <UserList
                users={users}
                currentUserId={currentUserId}
                onEdit={(user) => setForm({ mode: 'edit', user })}
                onDelete={deletion.ask}
              />
            }
            form={
              open ? (
                <UserForm
                  key={form.mode === 'edit' ? form.user._id : 'new'}
                  editing={form.mode === 'edit' ? form.user : null}
                  currentUserId={currentUserId}
                  onDone={() => setForm({ mode: 'closed' })}
                />
              ) : null
            }
          />
        </>
      )}

      <ConfirmDialog
        open={deletion.target !== null}
        title={
          displayName(deletion.target)
            ? t('newsroom.users.deleteTitle', { name: displayName(deletion.target) })
            : t('newsroom.users.deleteTitleNone')
        }
        message={t('newsroom.users.deleteMessage')}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
