import { Button, HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useT } from '../i18n/context';
import { useSession } from '../session';
import { ADMIN_ROLES, EDITOR_ROLES } from './access';

/** The newsroom's own navigation: only the screens the signed-in role may use. */
export function AdminNav({ onSignOut }: { onSignOut: () => void }) {
  const { hasAnyRole } = useSession();
  const t = useT();
  const items = [
    { to: '/admin', label: t('newsroom.nav.dashboard'), end: true, show: true },
    { to: '/admin/article/new', label: t('newsroom.nav.newArticle'), end: true, show: true },
    { to: '/admin/live', label: t('newsroom.nav.live'), end: false, show: true },
    { to: '/admin/categories', label: t('newsroom.nav.categories'), end: false, show: hasAnyRole(EDITOR_ROLES) },
    { to: '/admin/users', label: t('newsroom.nav.users'), end: false, show: hasAnyRole(ADMIN_ROLES) },
    { to: '/admin/newsletter', label: t('newsroom.nav.newsletter'), end: false, show: hasAnyRole(ADMIN_ROLES) },
    { to: '/admin/activity', label: t('newsroom.nav.activity'), end: false, show: hasAnyRole(ADMIN_ROLES) },
    { to: '/admin/outbox', label: t('newsroom.nav.outbox'), end: false, show: hasAnyRole(ADMIN_ROLES) },
    // Every member of staff: their own public profile (docs/product.md#author-pages).
    { to: '/admin/profile', label: t('newsroom.nav.profile'), end: false, show: true },
  ];
  return (
    <HStack as="nav" aria-label={t('newsroom.nav')} wrap="wrap" gap="1" mb="6" pb="3" borderBottomWidth="1px">
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
        {t('newsroom.signOut')}
      </Button>
    </HStack>
  );
}
