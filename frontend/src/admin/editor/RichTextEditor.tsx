import { CKEditor } from '@ckeditor/ckeditor5-react';
import 'ckeditor5/ckeditor5.css';
import './ckeditor.css';
import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { EditorConfig } from 'ckeditor5';
import { useLocale, useT } from '../../i18n/context';
import { LoadingState } from '../LoadingState';
import { ClassicEditor, editorConfig } from './ckeditor-config';
import { editorLanguage } from './editor-language';

type Props = {
  /** the HTML the editor starts with (later changes of this prop are not pushed into the editor) */
  initialValue: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
};

/** The article's rich-text content on CKEditor 5 (see ckeditor-config.ts). */
export default function RichTextEditor({ initialValue, onChange, onBlur }: Props) {
  const t = useT();
  const config = useEditorConfig();
  if (!config) return <LoadingState label={t('newsroom.editor.loadingEditor')} />;
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

/**
 * The editor's configuration in the newsroom's language: its accessible name and placeholder, its toolbar and
 * dialogs (editor-language.ts, loaded first). Made once: CKEditor applies a configuration when it starts only. A
 * translation that cannot be loaded (the network gone) is thrown to the route's error boundary, as a catalog is.
 */
function useEditorConfig(): EditorConfig | null {
  const t = useT();
  const locale = useLocale();
  const [config, setConfig] = useState<EditorConfig | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    editorLanguage(locale, t).then(
      (language) => {
        const words = { label: t('newsroom.editor.contentLabel'), placeholder: t('newsroom.editor.contentPlaceholder') };
        if (current) setConfig({ ...editorConfig, ...language, ...words });
      },
      (error: unknown) => current && setFailure(error ?? new Error('The editor could not be loaded')),
    );
    return () => {
      current = false;
    };
  }, [locale, t]);
  if (failure) throw failure;
  return config;
}
