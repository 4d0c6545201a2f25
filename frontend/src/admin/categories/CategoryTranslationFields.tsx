import { Box, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { LOCALE_INFO, TRANSLATED_LOCALES } from '@bulletin/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useFormMessage, useLocale, useT } from '../../i18n/context';
import { languageLabel } from '../labels';
import type { CategoryFormFields } from './form';

type Props = { register: UseFormRegister<CategoryFormFields>; errors: FieldErrors<CategoryFormFields>['translations'] };

/**
 * The category's name and description in each other language (docs/product.md#languages). A language left empty
 * has no translation: its readers see the English name and description.
 */
export function CategoryTranslationFields({ register, errors }: Props) {
  const t = useT();
  const page = useLocale();
  const say = useFormMessage();
  return (
    <Box as="fieldset" borderTopWidth="1px" pt="3">
      <Heading as="legend" size="sm" mb="1">
        {t('newsroom.categories.otherLanguages')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('newsroom.categories.otherLanguagesHelp')}
      </Text>
      <Stack gap="4">
        {TRANSLATED_LOCALES.map((locale) => {
          const { name, nativeName } = LOCALE_INFO[locale];
          const language = languageLabel(locale, page);
          const error = errors?.[locale];
          return (
            <Stack key={locale} gap="2" role="group" aria-label={language}>
              <Text fontWeight="semibold" fontSize="sm">
                {name} <span lang={locale}>({nativeName})</span>
              </Text>
              <Field.Root invalid={!!error?.name}>
                <Field.Label>{t('newsroom.categories.nameIn', { language })}</Field.Label>
                <Input lang={locale} {...register(`translations.${locale}.name`)} />
                <Field.ErrorText color="red.700">
                  {say(error?.name?.message)}
                </Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!error?.description}>
                <Field.Label>{t('newsroom.categories.descriptionIn', { language })}</Field.Label>
                <Textarea lang={locale} rows={2} {...register(`translations.${locale}.description`)} />
                <Field.ErrorText color="red.700">
                  {say(error?.description?.message)}
                </Field.ErrorText>
              </Field.Root>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
