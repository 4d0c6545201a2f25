import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's generic error screen (SPEC §2: titled 'Unexpected Application Error!'). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Box role="alert" maxW="3xl" mx="auto" px="4" py="10">
      <Heading as="h1" size="2xl" mb="3">
        Unexpected Application Error!
      </Heading>
      <Text color="fg.muted" mb="6">
        {detail}
      </Text>
      <Link href="/" color="brand.fg" fontWeight="semibold">
        Back to Home
      </Link>
    </Box>
  );
}
