import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { DEFAULT_ANALYTICS_RANGE, LOCALE_INFO, type AnalyticsOverview, type AnalyticsRange, type Locale } from '@bulletin/contract';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { useLocale, useT } from '../../i18n/context';
import { Loaded } from '../Loaded';
import { useNewsroomTimeZone } from '../schedule/use-newsroom-time-zone';
import { StatCard } from '../StatCard';
import { BarTable, SourcesTable } from './BarTable';
import { FIGURES_DEDUPE_MS, overviewKey } from './keys';
import { deviceLabel } from './labels';
import { RangeSwitch } from './RangeSwitch';
import { ArticleName, ReadersNow } from './ReadersNow';
import { SeriesFigures } from './SeriesFigures';

/**
 * The dashboard's page views (docs/product.md#dashboard): for the chosen range, views and visitors over time, the
 * top stories, sources, languages and devices, and the readers of the last minutes, pushed by the server every few
 * seconds (docs/decisions/0033-newsroom-charts.md). A reporter's figures are their own articles', as the API answers. The
 * dashboard loads it as a chunk of its own, so the reader pages' start-up code does not list its modules.
 */
export default function AnalyticsSection() {
  const t = useT();
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const headingId = useId();
  const overview = useSWR<AnalyticsOverview, Error>(overviewKey(range), {
    dedupingInterval: FIGURES_DEDUPE_MS,
    keepPreviousData: true,
  });
  const { timeZone } = useNewsroomTimeZone();

  return (
    <Box as="section" aria-labelledby={headingId} mb="6" data-testid="analytics">
      <Heading as="h2" id={headingId} size="lg" mb="3">
        {t('newsroom.analytics.title')}
      </Heading>
      <RangeSwitch value={range} onChange={setRange} />
      <Loaded
        data={overview.data}
        error={overview.error}
        isLoading={overview.isLoading}
        retry={() => void overview.mutate()}
        failed={t('newsroom.analytics.loadFailed')}
        loading={t('newsroom.analytics.loading')}
      >
        {(data) => <Figures data={data} range={range} timeZone={timeZone} />}
      </Loaded>
    </Box>
  );
}

function Figures({ data, range, timeZone }: { data: AnalyticsOverview; range: AnalyticsRange; timeZone: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="4">
        <StatCard label={t('newsroom.analytics.views')} value={data.totals.views} />
        <StatCard label={t('newsroom.analytics.visitors')} value={data.totals.visitors} />
        <ReadersNow realtime={data.realtime} />
      </SimpleGrid>
      {data.totals.views === 0 ? (
        <Text color="fg.muted" data-testid="analytics-empty">
          {t('newsroom.analytics.empty')}
        </Text>
      ) : (
        <>
          <SeriesFigures series={data.series} range={range} timeZone={timeZone} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mt="4">
            <BarTable
              title={t('newsroom.analytics.topStories')}
              nameHeader={t('newsroom.analytics.article')}
              rows={data.topArticles.map((article) => ({
                key: article._id,
                label: <ArticleName id={article._id} title={article.title} />,
                views: article.views,
              }))}
            />
            <SourcesTable sources={data.sources} />
            <BarTable
              title={t('newsroom.analytics.languages')}
              nameHeader={t('newsroom.analytics.language')}
              rows={data.languages.map((row) => ({
                key: row.locale,
                label: <LanguageName language={row.locale} page={locale} />,
                views: row.views,
              }))}
            />
            <BarTable
              title={t('newsroom.analytics.devices')}
              nameHeader={t('newsroom.analytics.device')}
              rows={data.devices.map((row) => ({ key: row.device, label: deviceLabel(t, row.device), views: row.views }))}
            />
          </SimpleGrid>
        </>
      )}
    </>
  );
}

/** A language in its own script, as the newsroom's language filter names it: 'Hindi (हिन्दी)' on an English page. */
function LanguageName({ language, page }: { language: Locale; page: Locale }) {
  const { name, nativeName } = LOCALE_INFO[language];
  if (page !== 'en' || language === 'en') return <span lang={language}>{page === 'en' ? name : nativeName}</span>;
  return (
    <>
      {name} (<span lang={language}>{nativeName}</span>)
    </>
  );
}
