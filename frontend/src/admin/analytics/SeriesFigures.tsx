import { Box, Button, HStack, Heading, Table } from '@chakra-ui/react';
import type { AnalyticsPoint, AnalyticsRange } from '@bulletin/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocale, useT } from '../../i18n/context';
import { LoadingState } from '../LoadingState';
import { countIn } from '../numbers';
import { bucketLabel } from './buckets';

/** The chart library's own chunk (docs/decisions/0033-newsroom-charts.md). */
const ViewsChart = lazy(() => import('./ViewsChart'));

type Props = { series: AnalyticsPoint[]; range: AnalyticsRange; timeZone: string | undefined };

/**
 * Views and visitors over time: the chart, and the same figures as a table behind "Show table" (a real button), so a
 * screen reader or a keyboard reaches every number (docs/product.md#dashboard).
 */
export function SeriesFigures({ series, range, timeZone }: Props) {
  const t = useT();
  const locale = useLocale();
  const [table, setTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const count = (value: number) => countIn(locale, value);
  const points = series.map((point) => ({ ...point, label: bucketLabel(point.at, range, timeZone, locale, 'short') }));
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="lg" p="4" bg="bg">
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h3" id={headingId} size="md">
          {t('newsroom.analytics.overTime')}
        </Heading>
        <Button size="xs" variant="outline" aria-expanded={table} aria-controls={tableId} onClick={() => setTable(!table)}>
          {t(table ? 'newsroom.analytics.hideTable' : 'newsroom.analytics.showTable')}
        </Button>
      </HStack>
      <Box role="img" aria-label={t('newsroom.analytics.chartLabel')}>
        <Suspense fallback={<LoadingState />}>
          <ViewsChart points={points} count={count} names={{ views: t('newsroom.analytics.views'), visitors: t('newsroom.analytics.visitors') }} />
        </Suspense>
      </Box>
      <Box id={tableId} hidden={!table} mt="3">
        <Table.Root size="sm">
          <Table.Caption srOnly>{t('newsroom.analytics.overTime')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('newsroom.analytics.time')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('newsroom.analytics.views')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('newsroom.analytics.visitors')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {series.map((point) => (
              <Table.Row key={point.at}>
                <Table.Cell>{bucketLabel(point.at, range, timeZone, locale, 'full')}</Table.Cell>
                <Table.Cell textAlign="end">{count(point.views)}</Table.Cell>
                <Table.Cell textAlign="end">{count(point.visitors)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
