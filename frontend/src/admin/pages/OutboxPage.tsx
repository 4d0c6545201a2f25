import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { OutboxList } from '@bulletin/contract';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ApiError } from '../../lib/api';
import { useT } from '../../i18n/context';
import { useCounted } from '../numbers';
import { useNewsroomDates } from '../dates';
import { Pagination } from '../../ui/Pagination';
import { ADMIN_ROLES } from '../access';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { RequireRole } from '../RequireRole';
import { OutboxMessageView } from '../outbox/OutboxMessageView';

const PAGE_SIZE = 20;

/** The outbox of a site without a mail server (docs/product.md#outbox): admins only, like the activity log. */
export default function OutboxPage() {
  const t = useT();
  useDocumentTitle(t('newsroom.nav.outbox'));
  return (
    <RequireRole roles={ADMIN_ROLES} reason={t('newsroom.outbox.onlyAdmins')}>
      <Outbox />
    </RequireRole>
  );
}

function Outbox() {
  const t = useT();
  const counted = useCounted();
  const dates = useNewsroomDates();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const open = search.get('message');
  const { data, error, isLoading, mutate } = useSWR<OutboxList, Error>(`/outbox?page=${page}&limit=${PAGE_SIZE}`, { keepPreviousData: true });
  const linkTo = (next: { page?: number; message?: string }) => {
    const query = new URLSearchParams();
    if ((next.page ?? page) > 1) query.set('page', String(next.page ?? page));
    if (next.message) query.set('message', next.message);
    return `?${query.toString()}`;
  };

  return (
    <>
      <Heading as="h1" size="2xl" mb="2">
        {t('newsroom.nav.outbox')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('newsroom.outbox.intro')}
      </Text>

      {error instanceof ApiError && error.status === 404 ? (
        <Text py="6" textAlign="center" borderWidth="1px" rounded="lg">
          {t('newsroom.outbox.off')}
        </Text>
      ) : error && !data ? (
        <ErrorState title={t('newsroom.outbox.loadFailed')} error={error} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingState label={t('newsroom.outbox.loading')} />
      ) : data && data.total === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" rounded="lg">
          {t('newsroom.outbox.empty')}
        </Text>
      ) : data ? (
        <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
          <Box flex="1" minW="0" w="100%">
            <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
              {counted('newsroom.outbox.count', data.total)}
            </Text>
            <Stack as="ul" aria-label={t('newsroom.nav.outbox')} gap="0" listStyleType="none" borderWidth="1px" rounded="lg" divideY="1px">
              {data.messages.map((message) => (
                <Box as="li" key={message._id} p="3" bg={message._id === open ? 'brand.subtle' : undefined}>
                  <Link asChild fontWeight="semibold" aria-current={message._id === open ? 'true' : undefined}>
                    <RouterLink to={linkTo({ message: message._id })}>{message.subject}</RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {message.to} · <time dateTime={message.date ?? undefined}>{dates.dayTime(message.date)}</time>
                  </Text>
                </Box>
              ))}
            </Stack>
            <Pagination page={data.page} pages={data.pages} onPage={(next) => setSearch(new URLSearchParams(linkTo({ page: next }).slice(1)))} />
          </Box>
          {open && (
            <Box flex="2" minW="0" w="100%">
              <OutboxMessageView id={open} />
            </Box>
          )}
        </Flex>
      ) : null}
    </>
  );
}
