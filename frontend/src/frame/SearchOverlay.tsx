import { Box, Button, Container, Heading, HStack, IconButton, Input } from '@chakra-ui/react';
import { CloseIcon, SearchIcon } from './icons';
import { useSearchPanel } from './use-search-panel';

/**
 * The full-screen 'Search' overlay (SPEC §2). Focus stays inside while open, Escape or Close closes it and
 * focus returns to the Search button; submitting goes to /search?q=… and closes it.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { ref, text, setText, submit } = useSearchPanel(onClose);

  return (
    <Box
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby="search-overlay-title"
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="gray.950"
      color="white"
      overflowY="auto"
    >
      <Container maxW="4xl" py={{ base: '6', md: '16' }}>
        <HStack justify="space-between" mb="8">
          <Heading as="h2" id="search-overlay-title" size="2xl" color="white">
            Search
          </Heading>
          <Button variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }} onClick={onClose}>
            <CloseIcon size={18} />
            Close
          </Button>
        </HStack>
        <form role="search" onSubmit={submit}>
          <HStack gap="2">
            <Input
              data-autofocus
              type="search"
              aria-label="Search"
              placeholder="Search for news, articles, topics, and more..."
              value={text}
              onChange={(event) => setText(event.target.value)}
              size="lg"
              bg="white"
              color="gray.900"
              _placeholder={{ color: 'gray.600' }}
            />
            <IconButton type="submit" aria-label="Submit search" size="lg" colorPalette="brand">
              <SearchIcon />
            </IconButton>
          </HStack>
        </form>
      </Container>
    </Box>
  );
}
