import { Box, Button, chakra, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/context';
import { ImagePicker } from '../editor/ImagePicker';

type Props = {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
};

/** The profile photo: a preview, upload or replace (the article editor's image picker), and remove. */
export function PhotoField({ value, onChange, error }: Props) {
  const t = useT();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label as="span">{t('newsroom.profile.photo')}</Field.Label>
      <Stack gap="3">
        {value ? (
          <chakra.img src={value} alt={t('newsroom.profile.photoAlt')} width="160px" height="160px" objectFit="cover" rounded="md" borderWidth="1px" />
        ) : (
          <Box width="160px" height="160px" rounded="md" borderWidth="1px" borderStyle="dashed" display="flex" alignItems="center" justifyContent="center" p="3">
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {t('newsroom.profile.noPhoto')}
            </Text>
          </Box>
        )}
        <HStack gap="2" wrap="wrap">
          <ImagePicker label={t(value ? 'newsroom.profile.replacePhoto' : 'newsroom.profile.uploadPhoto')} onPick={([first]) => first && onChange(first)} />
          {value && (
            <Button variant="ghost" size="sm" colorPalette="red" onClick={() => onChange(null)}>
              {t('newsroom.profile.removePhoto')}
            </Button>
          )}
        </HStack>
      </Stack>
      {error ? <Field.ErrorText color="red.700">{error}</Field.ErrorText> : <Field.HelperText>{t('newsroom.profile.photoHelp')}</Field.HelperText>}
    </Field.Root>
  );
}
