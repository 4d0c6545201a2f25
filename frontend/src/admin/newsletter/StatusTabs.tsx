import { Button, HStack } from '@chakra-ui/react';
import { useLocale, useT } from '../../i18n/context';
import { digitsIn } from '../numbers';

export type StatusTab<S extends string> = { value: S; label: string; count?: number };

/** A row of toggle buttons, one per state with its count; the chosen one pressed. */
export function StatusTabs<S extends string>({ label, tabs, value, onChange }: { label: string; tabs: StatusTab<S>[]; value: S; onChange: (value: S) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <HStack role="group" aria-label={label} gap="1" wrap="wrap" mb="3">
      {tabs.map((tab) => (
        <Button
          key={tab.value}
          size="sm"
          variant={tab.value === value ? 'solid' : 'outline'}
          colorPalette={tab.value === value ? 'brand' : 'gray'}
          aria-pressed={tab.value === value}
          onClick={() => onChange(tab.value)}
        >
          {tab.count === undefined ? tab.label : t('newsroom.newsletter.tabCount', { label: tab.label, n: digitsIn(locale, tab.count) })}
        </Button>
      ))}
    </HStack>
  );
}
