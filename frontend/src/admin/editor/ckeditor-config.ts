/**
 * The article editor's CKEditor 5 build (the Article Content toolbar: docs/product.md#article-editor). Imported only
 * from this folder, which only the lazy article editor route reaches, so no other chunk carries CKEditor.
 */
import {
  Alignment,
  Autoformat,
  AutoLink,
  Base64UploadAdapter,
  BlockQuote,
  Bold,
  ClassicEditor,
  CodeBlock,
  Essentials,
  FontBackgroundColor,
  FontColor,
  Heading,
  Image,
  ImageCaption,
  ImageTextAlternative,
  ImageToolbar,
  ImageUpload,
  Italic,
  Link,
  List,
  Paragraph,
  PasteFromOffice,
  RemoveFormat,
  Strikethrough,
  Underline,
  type EditorConfig,
} from 'ckeditor5';

export { ClassicEditor };

/**
 * Toolbar: headings 1-3, bold, italic, underline, strike, numbered and bulleted lists, text colour and
 * background, alignment, link, image, block quote, code block, clear formatting.
 *
 * Headings: "Heading 1" is written as <h2> (CKEditor's convention): the article's title is the page's
 * one <h1>, so the body's headings start one level below it.
 *
 * Images: Base64UploadAdapter reads an inserted file as a data URL; on save the API stores each one as an
 * uploaded file and puts its URL in the HTML (adapters/src/strapi/images.ts `resolveContentImages`), so stored
 * articles never keep inline image data. The upload types are the ones the API accepts.
 */
export const editorConfig: EditorConfig = {
  licenseKey: 'GPL',
  // The field's accessible name and placeholder come in the page's language (RichTextEditor.tsx).
  plugins: [
    Essentials,
    Paragraph,
    Heading,
    Bold,
    Italic,
    Underline,
    Strikethrough,
    List,
    FontColor,
    FontBackgroundColor,
    Alignment,
    Link,
    AutoLink,
    Image,
    ImageToolbar,
    ImageCaption,
    ImageTextAlternative,
    ImageUpload,
    Base64UploadAdapter,
    BlockQuote,
    CodeBlock,
    RemoveFormat,
    Autoformat,
    PasteFromOffice,
  ],
  toolbar: {
    items: [
      'heading',
      '|',
      'bold',
      'italic',
      'underline',
      'strikethrough',
      '|',
      'numberedList',
      'bulletedList',
      '|',
      'fontColor',
      'fontBackgroundColor',
      '|',
      'alignment',
      'link',
      'uploadImage',
      'blockQuote',
      'codeBlock',
      '|',
      'removeFormat',
      '|',
      'undo',
      'redo',
    ],
    // wrap onto more rows rather than hide tools behind a "more" button
    shouldNotGroupWhenFull: true,
  },
  heading: {
    options: [
      { model: 'paragraph', title: 'Paragraph', class: 'ck-heading_paragraph' },
      { model: 'heading1', view: 'h2', title: 'Heading 1', class: 'ck-heading_heading1' },
      { model: 'heading2', view: 'h3', title: 'Heading 2', class: 'ck-heading_heading2' },
      { model: 'heading3', view: 'h4', title: 'Heading 3', class: 'ck-heading_heading3' },
    ],
  },
  image: {
    toolbar: ['imageTextAlternative', 'toggleImageCaption'],
    upload: { types: ['png', 'gif', 'jpeg', 'bmp', 'x-icon', 'webp'] },
  },
  // The GPL badge stays; its 'Powered by' caption is pale grey on white (fails contrast), so only the logo.
  ui: { poweredBy: { label: null } },
  link: {
    defaultProtocol: 'https://',
    // Link targets are limited to http, https, mailto and tel (the server enforces it too;
    // docs/product.md#article-html)
    allowedProtocols: ['https?', 'mailto', 'tel'],
  },
};
