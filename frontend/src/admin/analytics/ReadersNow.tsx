import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import type { AnalyticsOverview } from '@bulletin/contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/context';
import { countIn } from '../numbers';
import { useReadersNow } from '../dashboard/readers-now';

/**
 * "Readers now": distinct readers of the last five minutes and what they read (docs/product.md#dashboard), the
 * overview's figure until the server's stream sends a newer one, then each one it sends.
 */
export function ReadersNow({ realtime: initial }: { realtime: AnalyticsOverview['realtime'] }) {
  const realtime = useReadersNow(initial) ?? initial;
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid="readers-now">
      <Heading as="h3" id={headingId} size="md">
        {t('newsroom.analytics.readersNow')}
      </Heading>
      <Text fontSize="3xl" fontWeight="semibold" data-testid="readers-now-count">
        {countIn(locale, realtime.readers)}
      </Text>
      {realtime.articles.length > 0 ? (
        <List.Root variant="plain" gap="1" fontSize="sm">
          {realtime.articles.map((article) => (
            <List.Item key={article._id} justifyContent="space-between" gap="2">
              <ArticleName id={article._id} title={article.title} />
              <Text as="span" color="fg.muted">
                {countIn(locale, article.readers)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Box>
  );
}

/** An article's title linked to its editor, or "Deleted article" for one that is gone. */
export function ArticleName({ id, title }: { id: string; title: string | null }) {
  const t = useT();
  if (title === null) return <Text as="span" color="fg.muted">{t('newsroom.analytics.deletedArticle')}</Text>;
  return (
    <Link asChild color="blue.700">
      <RouterLink to={`/admin/article/${encodeURIComponent(id)}`}>{title}</RouterLink>
    </Link>
  );
}
