import { Box, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { Category } from '../../lib/types';
import { useT } from '../../i18n/context';
import { useCounted } from '../numbers';
import { EditIcon, TrashIcon } from '../icons';

type Props = { categories: Category[]; onEdit: (category: Category) => void; onDelete: (category: Category) => void };

/** Every category with its colour, description, order, article count and parent. */
export function CategoryList({ categories, onEdit, onDelete }: Props) {
  const t = useT();
  const counted = useCounted();
  if (categories.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" rounded="lg">
        {t('newsroom.categories.empty')}
      </Text>
    );
  }
  return (
    <Stack as="ul" aria-label={t('newsroom.dashboard.categories')} gap="0" listStyleType="none" borderWidth="1px" rounded="lg" divideY="1px">
      {categories.map((category) => (
        <Flex as="li" key={category._id} gap="3" p="3" align="flex-start" data-testid="category-row">
          <Box
            w="4"
            h="4"
            mt="1"
            rounded="full"
            flexShrink={0}
            bg={category.color ?? '#007bff'}
            borderWidth="1px"
            borderColor="blackAlpha.300"
            aria-hidden="true"
          />
          <Box flex="1" minW="0">
            <Text fontWeight="semibold">{category.name}</Text>
            {category.description && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {category.description}
              </Text>
            )}
            <HStack fontSize="sm" color="fg.muted" gap="3" wrap="wrap" mt="1">
              <Text>{t('newsroom.categories.orderOf', { order: category.order ?? 0 })}</Text>
              <Text>{counted('newsroom.categories.articles', category.articleCount)}</Text>
              <Text>{t('newsroom.categories.parentOf', { parent: category.parentCategory?.name ?? t('newsroom.none') })}</Text>
            </HStack>
          </Box>
          <HStack gap="1">
            <IconButton aria-label={t('newsroom.editLabel', { title: category.name })} size="sm" variant="ghost" onClick={() => onEdit(category)}>
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label={t('newsroom.deleteLabel', { title: category.name })}
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => onDelete(category)}
            >
              <TrashIcon />
            </IconButton>
          </HStack>
        </Flex>
      ))}
    </Stack>
  );
}
