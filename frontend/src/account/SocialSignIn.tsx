import { Button, HStack, Stack, Text } from '@chakra-ui/react';

/**
 * Google and Twitter sign-in: shown but not wired yet, so visibly disabled (with a reason) rather than buttons that
 * silently do nothing (docs/product.md#sign-in).
 */
export function SocialSignIn() {
  return (
    <Stack gap="2" mt="6">
      <Text textAlign="center" fontSize="sm" color="fg.muted" id="social-note">
        Or continue with (coming soon)
      </Text>
      <HStack gap="3">
        {['Google', 'Twitter'].map((provider) => (
          <Button key={provider} type="button" variant="outline" flex="1" disabled title="Coming soon" aria-describedby="social-note">
            {provider}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
