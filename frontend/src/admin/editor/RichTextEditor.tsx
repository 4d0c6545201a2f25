import { CKEditor } from '@ckeditor/ckeditor5-react';
import 'ckeditor5/ckeditor5.css';
import './ckeditor.css';
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { ClassicEditor as Editor, EditorConfig } from 'ckeditor5';
import type { Locale } from '@bulletin/contract';
import { useLocale, useT } from '../../i18n/context';
import { LoadingState } from '../LoadingState';
import { ClassicEditor, editorConfig } from './ckeditor-config';
import { editorLanguage } from './editor-language';

type Props = {
  /** the HTML the editor starts with (later changes of this prop are not pushed into the editor) */
  initialValue: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** the article's Language field: the language of the text typed in the editing area */
  contentLanguage: Locale;
};

/** The article's rich-text content on CKEditor 5 (see ckeditor-config.ts). */
export default function RichTextEditor({ initialValue, onChange, onBlur, contentLanguage }: Props) {
  const t = useT();
  const config = useEditorConfig(contentLanguage);
  const [editor, setEditor] = useState<Editor | null>(null);
  useContentLanguage(editor, contentLanguage);
  if (!config) return <LoadingState label={t('newsroom.editor.loadingEditor')} />;
  return (
    <Box className="article-editor" data-testid="article-content-editor">
      <CKEditor
        editor={ClassicEditor}
        data={initialValue}
        config={config}
        onReady={setEditor}
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
function useEditorConfig(contentLanguage: Locale): EditorConfig | null {
  const t = useT();
  const locale = useLocale();
  // The editing area starts in the article's language; later changes are applied to it (useContentLanguage).
  const startLanguage = useRef(contentLanguage).current;
  const [config, setConfig] = useState<EditorConfig | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    editorLanguage(locale, t).then(
      (language) => {
        const words = { label: t('newsroom.editor.contentLabel'), placeholder: t('newsroom.editor.contentPlaceholder') };
        const ui = language.language ?? locale;
        if (current) setConfig({ ...editorConfig, ...language, language: { ui, content: startLanguage }, ...words });
      },
      (error: unknown) => current && setFailure(error ?? new Error('The editor could not be loaded')),
    );
    return () => {
      current = false;
    };
  }, [locale, t, startLanguage]);
  if (failure) throw failure;
  return config;
}

/**
 * The editing area's `lang` follows the article's Language field (docs/product.md#languages): spellcheck,
 * hyphenation and screen readers treat the text as written in it, while the toolbar stays in the newsroom's
 * language. CKEditor takes `language.content` when it starts only; a change of the field is written on the
 * editing root, which CKEditor renders onto the editable element.
 */
function useContentLanguage(editor: Editor | null, contentLanguage: Locale): void {
  useEffect(() => {
    if (!editor) return;
    const view = editor.editing.view;
    view.change((writer) => writer.setAttribute('lang', contentLanguage, view.document.getRoot()!));
  }, [editor, contentLanguage]);
}
