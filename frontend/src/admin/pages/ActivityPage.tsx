import { Button, Field, Flex, Heading, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { AUDIT_ACTIONS, type AuditAction, type AuditList } from '../activity/audit';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../../i18n/context';
import { useCounted } from '../numbers';
import { Pagination } from '../../ui/Pagination';
import { ADMIN_ROLES } from '../access';
import { ActivityList } from '../activity/ActivityList';
import { actionLabel, auditKey, filtersFrom, searchOf, type ActivityFilters } from '../activity/query';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { RequireRole } from '../RequireRole';

// No apiKeys: GET /audit is for admins only, and the role is not known when the route is entered.
export default function ActivityPage() {
  const t = useT();
  useDocumentTitle(t('newsroom.nav.activity'));
  return (
    <RequireRole roles={ADMIN_ROLES} reason={t('newsroom.activity.onlyAdmins')}>
      <Activity />
    </RequireRole>
  );
}

function Activity() {
  const t = useT();
  const counted = useCounted();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const { data, error, isLoading, mutate } = useSWR<AuditList, Error>(auditKey(filters), { keepPreviousData: true });
  const change = (next: Partial<ActivityFilters>) => setSearch(searchOf({ ...filters, page: 1, ...next }));
  const filtered = Boolean(filters.action || filters.from || filters.to);

  return (
    <>
      <Heading as="h1" size="2xl" mb="2">
        {t('newsroom.nav.activity')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('newsroom.activity.intro')}
      </Text>

      <Flex as="form" role="search" aria-label={t('newsroom.activity.filter')} gap="3" wrap="wrap" align="flex-end" mb="4" onSubmit={(e) => e.preventDefault()}>
        <Field.Root maxW="16rem">
          <Field.Label>{t('newsroom.activity.action')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filters.action} onChange={(e) => change({ action: e.currentTarget.value as AuditAction | '' })}>
              <option value="">{t('newsroom.activity.allActions')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(t, action)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="11rem">
          <Field.Label>{t('newsroom.activity.from')}</Field.Label>
          <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => change({ from: e.currentTarget.value })} />
        </Field.Root>
        <Field.Root maxW="11rem">
          <Field.Label>{t('newsroom.activity.to')}</Field.Label>
          <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => change({ to: e.currentTarget.value })} />
        </Field.Root>
        {filtered && (
          <Button variant="ghost" onClick={() => setSearch(new URLSearchParams())}>
            {t('newsroom.activity.clear')}
          </Button>
        )}
      </Flex>

      {error && !data ? (
        <ErrorState title={t('newsroom.activity.loadFailed')} error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label={t('newsroom.activity.loading')} />
      ) : data ? (
        <>
          <HStack justify="space-between" mb="2">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {counted('newsroom.activity.entries', data.total)}
            </Text>
          </HStack>
          <ActivityList entries={data.entries} />
          <Pagination page={data.page} pages={data.pages} onPage={(page) => change({ ...filters, page })} />
        </>
      ) : null}
    </>
  );
}
