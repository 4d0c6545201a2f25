import { Field, NativeSelect } from '@chakra-ui/react';
import { ALL_LOCALES, LANGUAGES } from '@bulletin/contract';
import { useLocale, useT } from '../../i18n/context';
import { languageLabel } from '../labels';
import { languageFilterOf, type LanguageFilter as Filter } from './keys';

type Props = { value: Filter; onChange: (language: Filter) => void };

/** Which language's articles the newsroom's lists show: all of them, or one (docs/product.md#languages). */
export function LanguageFilter({ value, onChange }: Props) {
  const t = useT();
  const page = useLocale();
  return (
    <Field.Root maxW="xs" mb="4">
      <Field.Label>{t('newsroom.dashboard.articlesIn')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(languageFilterOf(event.target.value))}>
          <option value={ALL_LOCALES}>{t('newsroom.dashboard.allLanguages')}</option>
          {LANGUAGES.map(({ code, name, nativeName }) => (
            <option key={code} value={code}>
              {code === 'en' || page !== 'en' ? languageLabel(code, page) : `${name} (${nativeName})`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
