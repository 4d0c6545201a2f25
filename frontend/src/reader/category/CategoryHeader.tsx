import { Box, Flex, Heading, Image, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Category } from '../../lib/types';
import { DEFAULT_CATEGORY_COLOR, textColorOn } from '../cards/format';

const isImageUrl = (icon: string) => /^(https?:\/\/|\/)/i.test(icon);

/** The category's icon: a picture (URL), the icon text (e.g. an emoji), or the name's first letter. */
export function CategoryIcon({
  category,
  size = 14,
}: {
  category: Pick<Category, 'name' | 'icon' | 'color'>;
  size?: number;
}) {
  const bg = category.color && /^#[\da-f]{3,6}$/i.test(category.color) ? category.color : DEFAULT_CATEGORY_COLOR;
  const icon = category.icon?.trim();
  if (icon && isImageUrl(icon)) {
    return (
      <Image
        src={icon}
        alt=""
        htmlWidth={size * 4}
        htmlHeight={size * 4}
        boxSize={size}
        borderRadius="full"
        objectFit="cover"
      />
    );
  }
  return (
    <Flex
      aria-hidden="true"
      data-testid="category-icon"
      boxSize={size}
      flexShrink={0}
      borderRadius="full"
      bg={bg}
      color={textColorOn(bg)}
      align="center"
      justify="center"
      fontSize={size >= 12 ? '2xl' : 'md'}
      fontWeight="bold"
    >
      {icon || category.name.charAt(0).toUpperCase()}
    </Flex>
  );
}

/** Header of the category page: icon or first letter, name (h1), description, total, Parent link. */
export function CategoryHeader({ category }: { category: Category }) {
  const total = category.articleCount;
  return (
    <Box as="header" mb="6" pb="5" borderBottomWidth="1px">
      {category.parentCategory && (
        <Text fontSize="sm" mb="2">
          Parent:{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={`/category/${encodeURIComponent(category.parentCategory.slug)}`}>
              {category.parentCategory.name}
            </RouterLink>
          </Link>
        </Text>
      )}
      <Flex gap="4" align="center">
        <CategoryIcon category={category} />
        <Box minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
            {category.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" data-testid="category-total">
            {total} {total === 1 ? 'article' : 'articles'}
          </Text>
        </Box>
      </Flex>
      {category.description && (
        <Text mt="3" fontSize="lg" color="fg.muted" maxW="3xl">
          {category.description}
        </Text>
      )}
    </Box>
  );
}
