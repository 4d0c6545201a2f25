import { Stat } from '@chakra-ui/react';
import { useLocale } from '../i18n/context';
import { countIn } from './numbers';

/** One figure with its label (0 when the figure is missing), in the page language's digits. */
export function StatCard({ label, value }: { label: string; value: number | null | undefined }) {
  const locale = useLocale();
  // English as before (en-GB grouping); another language in its own digits and grouping.
  const figure = locale === 'en' ? (value ?? 0).toLocaleString('en-GB') : countIn(locale, value ?? 0);
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="2xl">{figure}</Stat.ValueText>
    </Stat.Root>
  );
}
