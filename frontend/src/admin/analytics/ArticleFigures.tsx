import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_ANALYTICS_RANGE, type AnalyticsArticle, type AnalyticsRange } from '@bulletin/contract';
import { useState } from 'react';
import useSWR from 'swr';
import { useT } from '../../i18n/context';
import { EditorSection } from '../editor/EditorSection';
import { Loaded } from '../Loaded';
import { StatCard } from '../StatCard';
import { SourcesTable } from './BarTable';
import { articleFiguresKey, FIGURES_DEDUPE_MS } from './keys';
import { RangeSwitch } from './RangeSwitch';

/**
 * The article editor's page views (docs/product.md#dashboard): an existing article's views, visitors and sources for
 * the chosen range, from `GET /analytics/articles/:id`. Loaded lazily by the editor, as its own chunk.
 */
export default function ArticleFigures({ articleId }: { articleId: string }) {
  const t = useT();
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const figures = useSWR<AnalyticsArticle, Error>(articleFiguresKey(articleId, range), { dedupingInterval: FIGURES_DEDUPE_MS, keepPreviousData: true });
  return (
    <EditorSection title={t('newsroom.analytics.articleTitle')}>
      <Stack gap="3" data-testid="article-figures">
        <RangeSwitch value={range} onChange={setRange} />
        <Loaded
          data={figures.data}
          error={figures.error}
          isLoading={figures.isLoading}
          retry={() => void figures.mutate()}
          failed={t('newsroom.analytics.loadFailed')}
          loading={t('newsroom.analytics.loading')}
        >
          {(data) => (
            <>
              <SimpleGrid columns={2} gap="3">
                <StatCard label={t('newsroom.analytics.views')} value={data.totals.views} />
                <StatCard label={t('newsroom.analytics.visitors')} value={data.totals.visitors} />
              </SimpleGrid>
              {data.totals.views === 0 ? (
                <Text color="fg.muted">{t('newsroom.analytics.empty')}</Text>
              ) : (
                <SourcesTable sources={data.sources} />
              )}
            </>
          )}
        </Loaded>
      </Stack>
    </EditorSection>
  );
}
