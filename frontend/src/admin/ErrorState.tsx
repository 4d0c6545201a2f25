import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useFormMessage, useT } from '../i18n/context';

/** A failed load: what failed, the reason, and a way to try again. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const t = useT();
  // The server's reason, in the newsroom's language when its catalog has it (docs/decisions/0025-interface-languages.md).
  const say = useFormMessage();
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" rounded="md" p="4">
      <Heading as="h2" size="md" mb="1">
        {title}
      </Heading>
      <Text mb={onRetry ? '3' : '0'}>{error instanceof Error ? say(error.message) : t('newsroom.somethingWrong')}</Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('newsroom.tryAgain')}
        </Button>
      )}
    </Box>
  );
}
