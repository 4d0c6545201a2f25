import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/context';

/** The dashboard's shortcuts, only those the role may use. */
export function QuickActions({ categories, users }: { categories: boolean; users: boolean }) {
  const t = useT();
  return (
    <HStack as="nav" aria-label={t('newsroom.dashboard.quickActions')} gap="3" wrap="wrap" mb="6">
      <Button asChild colorPalette="brand">
        <RouterLink to="/admin/article/new">{t('newsroom.nav.newArticle')}</RouterLink>
      </Button>
      {categories && (
        <Button asChild variant="outline">
          <RouterLink to="/admin/categories">{t('newsroom.nav.categories')}</RouterLink>
        </Button>
      )}
      {users && (
        <Button asChild variant="outline">
          <RouterLink to="/admin/users">{t('newsroom.nav.users')}</RouterLink>
        </Button>
      )}
    </HStack>
  );
}
