import { Avatar, Box, Heading, HStack, Text } from '@chakra-ui/react';
import { personName } from '../../lib/person';
import type { Author } from '../../lib/types';

/** About the Author. An article whose author's account was deleted is credited to the newsroom. */
export function AuthorBox({ author }: { author: Author | null }) {
  const name = personName(author) || 'Bulletin Newsroom';
  return (
    <Box as="section" aria-labelledby="about-author" bg="bg.muted" borderRadius="md" p="5">
      <Heading as="h2" id="about-author" size="lg" mb="3">
        About the Author
      </Heading>
      <HStack gap="4" align="start">
        <Avatar.Root size="lg">
          <Avatar.Fallback name={name} />
          {author?.avatar ? <Avatar.Image src={author.avatar} alt="" /> : null}
        </Avatar.Root>
        <Box>
          <Text fontWeight="bold">{name}</Text>
          <Text color="fg.muted" fontSize="sm">
            {author?.bio?.trim() || (author ? 'A member of the Bulletin newsroom.' : 'Reported by the Bulletin newsroom.')}
          </Text>
        </Box>
      </HStack>
    </Box>
  );
}
