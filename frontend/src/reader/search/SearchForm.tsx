import { Button, Flex, Input } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';

type Props = { query: string; onSearch: (q: string) => void; onReset: () => void };

/** The search box with Search and Reset. The box follows the address's q (back/forward, chips). */
export function SearchForm({ query, onSearch, onReset }: Props) {
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form role="search" aria-label="Articles" onSubmit={submit}>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Input
          type="search"
          name="q"
          aria-label="Search articles"
          placeholder="Search for articles, topics, or keywords..."
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          size="lg"
          flex={{ base: 'none', sm: '1' }}
          maxLength={200}
        />
        <Flex gap="2">
          <Button type="submit" size="lg" colorPalette="brand" flex={{ base: '1', sm: 'initial' }}>
            Search
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            flex={{ base: '1', sm: 'initial' }}
            onClick={() => {
              setDraft('');
              onReset();
            }}
          >
            Reset
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
