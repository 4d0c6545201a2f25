import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/context';

/**
 * Google and Twitter sign-in: shown but not wired yet, so visibly disabled (with a reason) rather than buttons that
 * silently do nothing (docs/product.md#sign-in).
 */
export function SocialSignIn() {
  const t = useT();
  return (
    <Stack gap="2" mt="6">
      <Text textAlign="center" fontSize="sm" color="fg.muted" id="social-note">
        {t('account.orContinue')}
      </Text>
      <HStack gap="3">
        {['Google', 'Twitter'].map((provider) => (
          <Button key={provider} type="button" variant="outline" flex="1" disabled title={t('account.comingSoon')} aria-describedby="social-note">
            {provider}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
