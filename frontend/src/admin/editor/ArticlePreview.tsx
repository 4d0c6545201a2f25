import { Box } from '@chakra-ui/react';
import { isBlankHtml } from '@schemas';
import { ArticleProse } from '../../reader/article/ArticleProse';
import { EditorSection } from './EditorSection';

/**
 * Preview (SPEC §2): the editor's HTML in the reader's article typography (reader/article/ArticleProse),
 * shown once there is content. The HTML is what this user's own editor produced; the server sanitises
 * it again on save.
 */
export function ArticlePreview({ html }: { html: string }) {
  if (isBlankHtml(html)) return null;
  return (
    <EditorSection title="Preview">
      <Box data-testid="article-preview">
        <ArticleProse html={html} />
      </Box>
    </EditorSection>
  );
}
