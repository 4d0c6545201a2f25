import { Box, Button, Flex, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LANGUAGES, LOCALE_INFO, languageName, type Locale } from '@bulletin/contract';
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
  const taken = new Set<Locale>([article.locale ?? 'en', ...(article.translations ?? []).map((t) => t.locale)]);
  const free = LANGUAGES.filter((language) => !taken.has(language.code));
  const [target, setTarget] = useState<Locale | ''>(free[0]?.code ?? '');

  return (
    <EditorSection title="Languages">
      <Stack gap="3">
        <Text fontSize="sm">
          This article is in <strong>{languageName(article.locale ?? 'en')}</strong>.
        </Text>
        {(article.translations ?? []).length > 0 ? (
          <Box as="ul" listStyleType="none" data-testid="article-translations">
            {article.translations.map((translation) => (
              <li key={translation._id}>
                <Link asChild color="brand.solid" fontSize="sm">
                  <RouterLink to={`/admin/article/${translation._id}`}>
                    {languageName(translation.locale)}: <span lang={translation.locale}>{translation.title}</span>
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Box>
        ) : null}
        {free.length > 0 ? (
          <Flex gap="2" align="center">
            <NativeSelect.Root size="sm" flex="1">
              <NativeSelect.Field aria-label="Translate into" value={target} onChange={(event) => setTarget(event.currentTarget.value as Locale)}>
                {free.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name} — {LOCALE_INFO[language.code].nativeName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="outline" disabled={!target} onClick={() => target && navigate(translatePath(article, target))}>
              Translate
            </Button>
          </Flex>
        ) : (
          <Text fontSize="sm">This story is in every language.</Text>
        )}
      </Stack>
    </EditorSection>
  );
}

/** The article being translated, beside the form for reference (its words are the translator's source). */
export function OriginalBeside({ original }: { original: Article }) {
  return (
    <EditorSection title={`Original (${languageName(original.locale ?? 'en')})`}>
      <Stack gap="2" lang={original.locale ?? 'en'} data-testid="translation-original">
        <Text fontWeight="semibold">{original.title}</Text>
        {original.excerpt ? <Text fontSize="sm">{original.excerpt}</Text> : null}
        <Box fontSize="sm" maxH="24rem" overflowY="auto" dangerouslySetInnerHTML={{ __html: previewHtml(original.content ?? '') }} />
      </Stack>
    </EditorSection>
  );
}
