import { Button, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { api } from '../../lib/api';
import { displayName } from '@bulletin/contract';
import { useDocumentTitle } from '../../lib/use-document-title';
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
  useDocumentTitle('Manage Users');
  return (
    <RequireRole roles={ADMIN_ROLES} reason="Only administrators can manage users.">
      <UserManagement />
    </RequireRole>
  );
}

function UserManagement() {
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
    { success: 'User deleted successfully!', failure: 'Failed to delete user' },
  );

  const users = data ?? [];
  const stats = userStats(users);
  const open = form.mode !== 'closed';
  const currentUserId = me?._id ?? '';

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="6">
        <Heading as="h1" size="2xl">
          User Management
        </Heading>
        <Button colorPalette="brand" onClick={() => setForm({ mode: 'create' })}>
          New User
        </Button>
      </Flex>

      {error && !data ? (
        // Before the loading state: SWR's own retry must not hide Try again.
        <ErrorState title="Could not load the users" error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label="Loading users..." />
      ) : (
        <>
          <SimpleGrid as="section" aria-label="Statistics" columns={{ base: 2, md: 3, lg: 5 }} gap="4" mb="6">
            <StatCard label="Total Users" value={stats.total} />
            <StatCard label="Administrators" value={stats.admins} />
            <StatCard label="Editors" value={stats.editors} />
            <StatCard label="Reporters" value={stats.reporters} />
            <StatCard label="Regular Users" value={stats.users} />
          </SimpleGrid>
          <Text id="self-protection-note" fontSize="sm" color="fg.muted" mb="3">
            You cannot delete your own account or change your own role; another administrator can.
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
        title={`Delete ${displayName(deletion.target) || 'user'}?`}
        message="Are you sure you want to delete this user? This action cannot be undone."
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
