import { Button, HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useSession } from '../session';
import { ADMIN_ROLES, EDITOR_ROLES } from './access';

/** The newsroom's own navigation: only the screens the signed-in role may use. */
export function AdminNav({ onSignOut }: { onSignOut: () => void }) {
  const { hasAnyRole } = useSession();
  const items = [
    { to: '/admin', label: 'Dashboard', end: true, show: true },
    { to: '/admin/article/new', label: 'New Article', end: true, show: true },
    { to: '/admin/live', label: 'Live', end: false, show: true },
    { to: '/admin/categories', label: 'Manage Categories', end: false, show: hasAnyRole(EDITOR_ROLES) },
    { to: '/admin/users', label: 'Manage Users', end: false, show: hasAnyRole(ADMIN_ROLES) },
    { to: '/admin/activity', label: 'Activity', end: false, show: hasAnyRole(ADMIN_ROLES) },
  ];
  return (
    <HStack as="nav" aria-label="Newsroom" wrap="wrap" gap="1" mb="6" pb="3" borderBottomWidth="1px">
      {items
        .filter((item) => item.show)
        .map((item) => (
          <Link
            key={item.to}
            asChild
            px="3"
            py="1.5"
            rounded="md"
            fontWeight="medium"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
          >
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </Link>
        ))}
      <Button
        variant="ghost"
        size="sm"
        ms="auto"
        onClick={onSignOut}
      >
        Sign out
      </Button>
    </HStack>
  );
}
