import { Box, Button, Field, Flex, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { QUEUE_STATUSES, SUBSCRIBER_STATUSES, type QueueList as Queue, type QueuedMessage, type SubscriberList as Subscribers, type TestDigest } from '@bulletin/contract';
import { api } from '../../lib/api';
import { useServerMessage } from '../../lib/server-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocale, useT } from '../../i18n/context';
import { Pagination } from '../../ui/Pagination';
import { ADMIN_ROLES } from '../access';
import { Loaded } from '../Loaded';
import { useCounted } from '../numbers';
import { RequireRole } from '../RequireRole';
import { downloadFile } from '../newsletter/download';
import { exportPath, filtersFrom, queueKey, searchOf, subscribersKey, type NewsletterFilters } from '../newsletter/query';
import { QUEUE_STATUS_IDS, QueueList } from '../newsletter/QueueList';
import { StatusTabs } from '../newsletter/StatusTabs';
import { subscriberStatusLabel, SubscriberList } from '../newsletter/SubscriberList';

/** How long the search box waits after the last key before it asks (docs/product.md#newsletter-desk). */
const SEARCH_DELAY_MS = 300;

// No apiKeys: the newsletter desk is for admins only, and the role is not known when the route is entered.
export default function NewsletterPage() {
  const t = useT();
  useDocumentTitle(t('newsroom.nav.newsletter'));
  return (
    <RequireRole roles={ADMIN_ROLES} reason={t('newsroom.newsletter.onlyAdmins')}>
      <NewsletterDesk />
    </RequireRole>
  );
}

function NewsletterDesk() {
  const { serverMessage } = useServerMessage();
  const t = useT();
  // The test digest is written in the language the newsroom is read in.
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  // A search's keystrokes replace the address; a tab or page is a step Back returns from.
  const change = (next: Partial<NewsletterFilters>) => setSearch(searchOf({ ...filters, ...next }), { replace: next.q !== undefined });
  const [busy, setBusy] = useState<'export' | 'digest' | null>(null);

  const exportCsv = async () => {
    setBusy('export');
    try {
      await downloadFile(exportPath(filters), 'bulletin-subscribers.csv');
    } catch (error) {
      toast.error(serverMessage(error, t('newsroom.newsletter.exportFailed')));
    } finally {
      setBusy(null);
    }
  };

  const testDigest = async () => {
    setBusy('digest');
    try {
      const { sentTo } = await api.post<TestDigest>('/newsletter/digest/test', { language: locale });
      toast.success(t('newsroom.newsletter.testDigestSent', { email: sentTo }));
    } catch (error) {
      toast.error(serverMessage(error, t('newsroom.newsletter.testDigestFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="2">
        <Heading as="h1" size="2xl">
          {t('newsroom.nav.newsletter')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" loading={busy === 'export'} onClick={() => void exportCsv()}>
            {t('newsroom.newsletter.export')}
          </Button>
          <Button colorPalette="brand" loading={busy === 'digest'} onClick={() => void testDigest()}>
            {t('newsroom.newsletter.testDigest')}
          </Button>
        </HStack>
      </Flex>
      <Text color="fg.muted" mb="6">
        {t('newsroom.newsletter.intro')}
      </Text>
      <SubscribersSection filters={filters} change={change} />
      <QueueSection filters={filters} change={change} />
    </>
  );
}

type SectionProps = { filters: NewsletterFilters; change: (next: Partial<NewsletterFilters>) => void };

function SubscribersSection({ filters, change }: SectionProps) {
  const t = useT();
  const counted = useCounted();
  const { data, error, isLoading, mutate } = useSWR<Subscribers, Error>(subscribersKey(filters), { keepPreviousData: true });
  const [text, setText] = useState(filters.q);
  // The address changed by itself (Back): the box shows its search.
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => change({ q: text.trim(), page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `change` is new each render: the wait restarts on a new text only.
  }, [text, filters.q]);
  const counts = data?.counts;
  const total = counts ? counts.pending + counts.confirmed + counts.unsubscribed : undefined;

  return (
    <Box as="section" aria-labelledby="newsletter-subscribers" mb="10">
      <Heading as="h2" id="newsletter-subscribers" size="lg" mb="3">
        {t('newsroom.newsletter.subscribers')}
      </Heading>
      <StatusTabs
        label={t('newsroom.newsletter.filter')}
        value={filters.status}
        onChange={(status) => change({ status, page: 1 })}
        tabs={[
          { value: '' as const, label: t('newsroom.newsletter.status.all'), count: total },
          ...SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: subscriberStatusLabel(t, status), count: counts?.[status] })),
        ]}
      />
      <Flex as="form" role="search" mb="4" onSubmit={(e) => e.preventDefault()}>
        <Field.Root maxW="22rem">
          <Field.Label>{t('newsroom.newsletter.search')}</Field.Label>
          <Input type="search" value={text} placeholder={t('newsroom.newsletter.searchPlaceholder')} onChange={(e) => setText(e.currentTarget.value)} />
        </Field.Root>
      </Flex>
      <Loaded
        {...{ data, error, isLoading }}
        retry={() => void mutate()}
        failed={t('newsroom.newsletter.loadFailed')}
        loading={t('newsroom.newsletter.loading')}
      >
        {(loaded) => (
          <>
            <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
              {counted('newsroom.newsletter.count', loaded.total)}
            </Text>
            <SubscriberList subscribers={loaded.subscribers} />
            <Pagination page={loaded.page} pages={loaded.pages} onPage={(page) => change({ page })} />
          </>
        )}
      </Loaded>
    </Box>
  );
}

function QueueSection({ filters, change }: SectionProps) {
  const { serverMessage } = useServerMessage();
  const t = useT();
  const { data, error, isLoading, mutate } = useSWR<Queue, Error>(queueKey(filters), { keepPreviousData: true });
  const [retrying, setRetrying] = useState<string | null>(null);

  const retry = async (message: QueuedMessage) => {
    setRetrying(message._id);
    try {
      await api.post(`/newsletter/queue/${message._id}/retry`);
      toast.success(t('newsroom.newsletter.retried'));
    } catch (failure) {
      toast.error(serverMessage(failure, t('newsroom.newsletter.retryFailed')));
    } finally {
      setRetrying(null);
      await mutate();
    }
  };

  return (
    <Box as="section" aria-labelledby="newsletter-queue">
      <Heading as="h2" id="newsletter-queue" size="lg" mb="3">
        {t('newsroom.newsletter.queue')}
      </Heading>
      <StatusTabs
        label={t('newsroom.newsletter.queueFilter')}
        value={filters.queue}
        onChange={(queue) => change({ queue, queuePage: 1 })}
        tabs={QUEUE_STATUSES.map((status) => ({ value: status, label: t(QUEUE_STATUS_IDS[status]), count: data?.counts[status] }))}
      />
      <Loaded
        {...{ data, error, isLoading }}
        retry={() => void mutate()}
        failed={t('newsroom.newsletter.queueLoadFailed')}
        loading={t('newsroom.newsletter.queueLoading')}
      >
        {(loaded) => (
          <>
            <QueueList messages={loaded.messages} retrying={retrying} onRetry={(message) => void retry(message)} />
            <Pagination page={loaded.page} pages={loaded.pages} onPage={(queuePage) => change({ queuePage })} />
          </>
        )}
      </Loaded>
    </Box>
  );
}
