import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The dashboard's shortcuts, only those the role may use. */
export function QuickActions({ categories, users }: { categories: boolean; users: boolean }) {
  return (
    <HStack as="nav" aria-label="Quick actions" gap="3" wrap="wrap" mb="6">
      <Button asChild colorPalette="brand">
        <RouterLink to="/admin/article/new">New Article</RouterLink>
      </Button>
      {categories && (
        <Button asChild variant="outline">
          <RouterLink to="/admin/categories">Manage Categories</RouterLink>
        </Button>
      )}
      {users && (
        <Button asChild variant="outline">
          <RouterLink to="/admin/users">Manage Users</RouterLink>
        </Button>
      )}
    </HStack>
  );
}
