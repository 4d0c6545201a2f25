import { Button, Field, Flex, Heading, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { AUDIT_ACTIONS, type AuditAction, type AuditList } from '../activity/audit';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Pagination } from '../../ui/Pagination';
import { ADMIN_ROLES } from '../access';
import { ActivityList } from '../activity/ActivityList';
import { actionLabel, auditKey, filtersFrom, searchOf, type ActivityFilters } from '../activity/query';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { RequireRole } from '../RequireRole';

// No apiKeys: GET /audit is for admins only, and the role is not known when the route is entered.
export default function ActivityPage() {
  useDocumentTitle('Activity');
  return (
    <RequireRole roles={ADMIN_ROLES} reason="Only administrators can see the newsroom's activity.">
      <Activity />
    </RequireRole>
  );
}

function Activity() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const { data, error, isLoading, mutate } = useSWR<AuditList, Error>(auditKey(filters), { keepPreviousData: true });
  const change = (next: Partial<ActivityFilters>) => setSearch(searchOf({ ...filters, page: 1, ...next }));
  const filtered = Boolean(filters.action || filters.from || filters.to);

  return (
    <>
      <Heading as="h1" size="2xl" mb="2">
        Activity
      </Heading>
      <Text color="fg.muted" mb="6">
        Every change in the newsroom and every staff sign-in, newest first.
      </Text>

      <Flex as="form" role="search" aria-label="Filter activity" gap="3" wrap="wrap" align="flex-end" mb="4" onSubmit={(e) => e.preventDefault()}>
        <Field.Root maxW="16rem">
          <Field.Label>Action</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filters.action} onChange={(e) => change({ action: e.currentTarget.value as AuditAction | '' })}>
              <option value="">All actions</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="11rem">
          <Field.Label>From</Field.Label>
          <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => change({ from: e.currentTarget.value })} />
        </Field.Root>
        <Field.Root maxW="11rem">
          <Field.Label>To</Field.Label>
          <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => change({ to: e.currentTarget.value })} />
        </Field.Root>
        {filtered && (
          <Button variant="ghost" onClick={() => setSearch(new URLSearchParams())}>
            Clear filters
          </Button>
        )}
      </Flex>

      {error && !data ? (
        <ErrorState title="Could not load the activity" error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label="Loading activity..." />
      ) : data ? (
        <>
          <HStack justify="space-between" mb="2">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {data.total === 1 ? '1 entry' : `${data.total} entries`}
            </Text>
          </HStack>
          <ActivityList entries={data.entries} />
          <Pagination page={data.page} pages={data.pages} onPage={(page) => change({ ...filters, page })} />
        </>
      ) : null}
    </>
  );
}
