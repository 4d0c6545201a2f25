import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, type AnalyticsArticle, type AnalyticsRange } from '@bulletin/contract';
import { useState } from 'react';
import useSWR from 'swr';
import { useT } from '../../i18n/context';
import { EditorSection } from '../editor/EditorSection';
import { ErrorState } from '../ErrorState';
import { LoadingState } from '../LoadingState';
import { StatCard } from '../StatCard';
import { StatusTabs } from '../newsletter/StatusTabs';
import { BarTable } from './BarTable';
import { articleFiguresKey, FIGURES_DEDUPE_MS } from './keys';
import { rangeLabel, sourceLabel } from './labels';

/**
 * The article editor's page views (docs/product.md#dashboard): an existing article's views, visitors and sources for
 * the chosen range, from `GET /analytics/articles/:id`. Loaded lazily by the editor, as its own chunk.
 */
export default function ArticleFigures({ articleId }: { articleId: string }) {
  const t = useT();
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const figures = useSWR<AnalyticsArticle, Error>(articleFiguresKey(articleId, range), { dedupingInterval: FIGURES_DEDUPE_MS, keepPreviousData: true });
  const { data, error } = figures;
  return (
    <EditorSection title={t('newsroom.analytics.articleTitle')}>
      <Stack gap="3" data-testid="article-figures">
        <StatusTabs
          label={t('newsroom.analytics.range')}
          tabs={ANALYTICS_RANGES.map((value) => ({ value, label: rangeLabel(t, value) }))}
          value={range}
          onChange={setRange}
        />
        {error && !data ? (
          <ErrorState title={t('newsroom.analytics.loadFailed')} error={error} onRetry={() => void figures.mutate()} />
        ) : !data ? (
          <LoadingState label={t('newsroom.analytics.loading')} />
        ) : (
          <>
            <SimpleGrid columns={2} gap="3">
              <StatCard label={t('newsroom.analytics.views')} value={data.totals.views} />
              <StatCard label={t('newsroom.analytics.visitors')} value={data.totals.visitors} />
            </SimpleGrid>
            {data.totals.views === 0 ? (
              <Text color="fg.muted">{t('newsroom.analytics.empty')}</Text>
            ) : (
              <BarTable
                title={t('newsroom.analytics.sources')}
                nameHeader={t('newsroom.analytics.source')}
                rows={data.sources.map((row) => ({ key: `${row.source}:${row.name ?? ''}`, label: sourceLabel(t, row), views: row.views }))}
              />
            )}
          </>
        )}
      </Stack>
    </EditorSection>
  );
}
