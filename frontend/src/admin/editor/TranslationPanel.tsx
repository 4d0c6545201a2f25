import { Box, Button, Flex, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LANGUAGES, LOCALE_INFO, type Locale } from '@bulletin/contract';
import { useLocale, useT } from '../../i18n/context';
import { languageLabel } from '../labels';
import type { Article } from '../../lib/types';
import { EditorSection } from './EditorSection';
import { previewHtml } from './preview-html';

/** Where the newsroom writes a translation of `original` into `locale` (the editor's create mode, linked to it). */
export const translatePath = (original: Pick<Article, '_id'>, locale: Locale) =>
  `/admin/article/new?translationOf=${encodeURIComponent(original._id)}&locale=${locale}`;

/**
 * Languages (docs/product.md#languages): the article's other versions, each opening in the editor, and Translate:
 * a new article in a language the story does not have yet, linked to this one.
 */
export function TranslationPanel({ article }: { article: Article }) {
  const navigate = useNavigate();
  const t = useT();
  const page = useLocale();
  const taken = new Set<Locale>([article.locale ?? 'en', ...(article.translations ?? []).map((translation) => translation.locale)]);
  const free = LANGUAGES.filter((language) => !taken.has(language.code));
  const [target, setTarget] = useState<Locale | ''>(free[0]?.code ?? '');

  return (
    <EditorSection title={t('newsroom.translation.languages')}>
      <Stack gap="3">
        <Text fontSize="sm">
          {/* 'This article is in <strong>Hindi</strong>.', the language's name where the language's word order puts it */}
          {t('newsroom.translation.isIn', { language: '\u0000' })
            .split('\u0000')
            .map((part, index) => (index === 0 ? part : [<strong key="language">{languageLabel(article.locale ?? 'en', page)}</strong>, part]))}
        </Text>
        {(article.translations ?? []).length > 0 ? (
          <Box as="ul" listStyleType="none" data-testid="article-translations">
            {article.translations.map((translation) => (
              <li key={translation._id}>
                <Link asChild color="brand.solid" fontSize="sm">
                  <RouterLink to={`/admin/article/${translation._id}`}>
                    {languageLabel(translation.locale, page)}: <span lang={translation.locale}>{translation.title}</span>
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Box>
        ) : null}
        {free.length > 0 ? (
          <Flex gap="2" align="center">
            <NativeSelect.Root size="sm" flex="1">
              <NativeSelect.Field aria-label={t('newsroom.translation.into')} value={target} onChange={(event) => setTarget(event.currentTarget.value as Locale)}>
                {free.map((language) => (
                  <option key={language.code} value={language.code}>
                    {page === 'en' ? `${language.name} — ${LOCALE_INFO[language.code].nativeName}` : languageLabel(language.code, page)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="outline" disabled={!target} onClick={() => target && navigate(translatePath(article, target))}>
              {t('newsroom.translation.translate')}
            </Button>
          </Flex>
        ) : (
          <Text fontSize="sm">{t('newsroom.translation.everyLanguage')}</Text>
        )}
      </Stack>
    </EditorSection>
  );
}

/** The article being translated, beside the form for reference (its words are the translator's source). */
export function OriginalBeside({ original }: { original: Article }) {
  const t = useT();
  const page = useLocale();
  return (
    <EditorSection title={t('newsroom.translation.original', { language: languageLabel(original.locale ?? 'en', page) })}>
      <Stack gap="2" lang={original.locale ?? 'en'} data-testid="translation-original">
        <Text fontWeight="semibold">{original.title}</Text>
        {original.excerpt ? <Text fontSize="sm">{original.excerpt}</Text> : null}
        <Box fontSize="sm" maxH="24rem" overflowY="auto" dangerouslySetInnerHTML={{ __html: previewHtml(original.content ?? '') }} />
      </Stack>
    </EditorSection>
  );
}
