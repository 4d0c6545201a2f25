import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SubCategory } from '../../lib/types';
import { CategoryIcon } from './CategoryHeader';

/** The subcategories of a category, each linking to its page with its article count. */
export function SubcategoryGrid({ subCategories }: { subCategories: SubCategory[] }) {
  if (subCategories.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="subcategories-heading" mb="8">
      <Heading as="h2" id="subcategories-heading" size="lg" mb="3">
        Subcategories
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="3">
        {subCategories.map((sub) => (
          <LinkBox
            as="li"
            key={sub._id}
            display="flex"
            alignItems="center"
            gap="3"
            p="3"
            borderWidth="1px"
            borderRadius="md"
            _hover={{ bg: 'bg.muted' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <CategoryIcon category={sub} size={10} />
            <Box minW="0">
              <LinkOverlay asChild fontWeight="semibold">
                <RouterLink to={`/category/${encodeURIComponent(sub.slug)}`}>{sub.name}</RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.muted" data-testid="subcategory-count">
                {sub.articleCount} {sub.articleCount === 1 ? 'article' : 'articles'}
              </Text>
            </Box>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
