import { CKEditor } from '@ckeditor/ckeditor5-react';
import 'ckeditor5/ckeditor5.css';
import './ckeditor.css';
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useT } from '../../i18n/context';
import { ClassicEditor, editorConfig } from './ckeditor-config';

type Props = {
  /** the HTML the editor starts with (later changes of this prop are not pushed into the editor) */
  initialValue: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
};

/** The article's rich-text content on CKEditor 5 (see ckeditor-config.ts). */
export default function RichTextEditor({ initialValue, onChange, onBlur }: Props) {
  const t = useT();
  // Its accessible name and placeholder in the page's language (made once: a new config would not be applied anyway).
  const config = useMemo(() => ({ ...editorConfig, label: t('newsroom.editor.contentLabel'), placeholder: t('newsroom.editor.contentPlaceholder') }), [t]);
  return (
    <Box className="article-editor" data-testid="article-content-editor">
      <CKEditor
        editor={ClassicEditor}
        data={initialValue}
        config={config}
        onChange={(_event, editor) => onChange(editor.getData())}
        onBlur={() => onBlur?.()}
      />
    </Box>
  );
}
