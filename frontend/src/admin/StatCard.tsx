import { Stat } from '@chakra-ui/react';

/** One figure with its label (0 when the figure is missing). */
export function StatCard({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize="2xl">{(value ?? 0).toLocaleString('en-GB')}</Stat.ValueText>
    </Stat.Root>
  );
}
