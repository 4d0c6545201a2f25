import { Box } from '@chakra-ui/react';
import { isBlankHtml } from '@schemas';
import { EditorSection } from './EditorSection';

/**
 * Preview (SPEC §2): the editor's HTML rendered with the article typography (ckeditor.css
 * `.article-prose`), shown once there is content. The HTML is what this user's own editor produced;
 * the server sanitises it again on save.
 */
export function ArticlePreview({ html }: { html: string }) {
  if (isBlankHtml(html)) return null;
  return (
    <EditorSection title="Preview">
      <Box className="article-prose" data-testid="article-preview" dangerouslySetInnerHTML={{ __html: html }} />
    </EditorSection>
  );
}
