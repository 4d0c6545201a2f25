import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Placeholder } from '../../frame/Placeholder';

/** The catch-all route. */
export default function NotFoundPage() {
  return (
    <Placeholder title="Page not found">
      <Text mb="4">The page you're looking for doesn't exist.</Text>
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to="/">Back to Home</RouterLink>
      </Link>
    </Placeholder>
  );
}
