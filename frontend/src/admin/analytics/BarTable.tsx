import { Box, Heading, Table } from '@chakra-ui/react';
import type { AnalyticsSourceViews } from '@bulletin/contract';
import { useId, type ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/context';
import { countIn } from '../numbers';
import { sourceLabel } from './labels';

export type BarRow = { key: string; label: ReactNode; views: number };

type Props = { title: string; nameHeader: string; rows: BarRow[] };

/**
 * A bar list that is a table (docs/product.md#dashboard): each row's name, its views in figures and a bar as long as
 * its share of the most viewed row. The bars only repeat the figures, so they are hidden from screen readers.
 */
export function BarTable({ title, nameHeader, rows }: Props) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const most = Math.max(1, ...rows.map((row) => row.views));
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Heading as="h3" id={headingId} size="md" mb="2">
        {title}
      </Heading>
      <Table.Root size="sm" aria-labelledby={headingId}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('newsroom.analytics.views')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell>
                {row.label}
                <Box aria-hidden="true" mt="1" h="1.5" rounded="full" bg="blue.700" width={`${(row.views / most) * 100}%`} />
              </Table.Cell>
              <Table.Cell textAlign="end" verticalAlign="top">
                {countIn(locale, row.views)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Views per source ('Search: Google', 'Direct'), as the overview and an article's figures answer them. */
export function SourcesTable({ sources }: { sources: AnalyticsSourceViews[] }) {
  const t = useT();
  return (
    <BarTable
      title={t('newsroom.analytics.sources')}
      nameHeader={t('newsroom.analytics.source')}
      rows={sources.map((row) => ({ key: `${row.source}:${row.name ?? ''}`, label: sourceLabel(t, row), views: row.views }))}
    />
  );
}
