import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { isBlankHtml } from '@bulletin/contract';
import { ArticleProse } from '../../ui/ArticleProse';
import { EditorSection } from './EditorSection';
import { previewHtml } from './preview-html';
import { useT } from '../../i18n/context';

/**
 * Preview (docs/product.md#article-editor, docs/product.md#article-html): the editor's HTML in the reader's article
 * typography (ui/ArticleProse), shown once there is content, sanitised with the server's allow-list
 * (preview-html.ts): the preview shows what will be stored, and never runs a script or event handler that came in
 * with pasted or loaded HTML.
 */
export function ArticlePreview({ html }: { html: string }) {
  const safe = useMemo(() => previewHtml(html), [html]);
  const t = useT();
  if (isBlankHtml(safe)) return null;
  return (
    <EditorSection title={t('newsroom.editor.preview')}>
      <Box data-testid="article-preview">
        <ArticleProse html={safe} />
      </Box>
    </EditorSection>
  );
}
