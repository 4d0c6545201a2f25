/**
 * The article editor's own words (its toolbar, menus and dialogs) in the newsroom's language
 * (docs/decisions/0025-interface-languages.md). CKEditor ships translations for Hindi, Kannada, Bengali and Gujarati
 * (ckeditor5/translations/<code>.js), not for Marathi, Tamil, Malayalam or Telugu, and Hindi's and Gujarati's leave
 * most of the toolbar in English: the words of our toolbar and its tools' dialogs are therefore messages of the
 * newsroom catalog, in every language, over CKEditor's own; anything else it says (its accessibility help, the code
 * block's names, upload notices, …) reads in CKEditor's translation where one ships, and in ours for the four it lacks
 * (`ckeditor-translations/<code>.json`: every string of CKEditor's shipped Hindi, checked by a test). Imported only
 * by the editor, so its chunks load on editor screens only.
 */
import type { Translations } from 'ckeditor5';
import { DEFAULT_LOCALE, type Locale } from '@bulletin/contract';
import type { Translate } from '../../i18n/context';
import type { MessageId } from '../../i18n/i18n';

type Shipped = () => Promise<{ default: Translations }>;

/** CKEditor's own translations of the languages it ships, each its own chunk, loaded for that language only. */
const SHIPPED: Partial<Record<Locale, Shipped>> = {
  hi: () => import('ckeditor5/translations/hi.js'),
  kn: () => import('ckeditor5/translations/kn.js'),
  bn: () => import('ckeditor5/translations/bn.js'),
  gu: () => import('ckeditor5/translations/gu.js'),
};

type Dictionary = Record<string, string>;

/** Our translations of everything CKEditor says, for the languages it ships none for: one chunk each, likewise. */
const OURS: Partial<Record<Locale, () => Promise<{ default: Dictionary }>>> = {
  mr: () => import('./ckeditor-translations/mr.json'),
  ta: () => import('./ckeditor-translations/ta.json'),
  ml: () => import('./ckeditor-translations/ml.json'),
  te: () => import('./ckeditor-translations/te.json'),
};

/** CKEditor's own translation of `locale`, or ours, or none (English). */
async function ckeditorWords(locale: Locale): Promise<Translations | undefined> {
  const shipped = SHIPPED[locale];
  if (shipped) return (await shipped()).default;
  const ours = OURS[locale];
  // CKEditor's plural rule for the languages it ships is `n != 1`; it is the same for these four.
  if (ours) return { [locale]: { dictionary: (await ours()).default, getPluralForm: (n: number) => (n !== 1 ? 1 : 0) } };
  return undefined;
}

/**
 * CKEditor's English words that our toolbar (ckeditor-config.ts), its menus and its tools' dialogs (a link's, an
 * image's text alternative and caption, the colour grids) show, and the newsroom catalog's message for each.
 */
const WORDS: Record<string, MessageId> = {
  Heading: 'newsroom.editor.tool.heading',
  'Choose heading': 'newsroom.editor.tool.chooseHeading',
  Paragraph: 'newsroom.editor.tool.paragraph',
  'Heading 1': 'newsroom.editor.tool.heading1',
  'Heading 2': 'newsroom.editor.tool.heading2',
  'Heading 3': 'newsroom.editor.tool.heading3',
  Bold: 'newsroom.editor.tool.bold',
  Italic: 'newsroom.editor.tool.italic',
  Underline: 'newsroom.editor.tool.underline',
  Strikethrough: 'newsroom.editor.tool.strikethrough',
  'Numbered List': 'newsroom.editor.tool.numberedList',
  'Bulleted List': 'newsroom.editor.tool.bulletedList',
  'Font Color': 'newsroom.editor.tool.fontColor',
  'Font Background Color': 'newsroom.editor.tool.fontBackgroundColor',
  'Text alignment': 'newsroom.editor.tool.alignment',
  'Align left': 'newsroom.editor.tool.alignLeft',
  'Align right': 'newsroom.editor.tool.alignRight',
  'Align center': 'newsroom.editor.tool.alignCenter',
  Justify: 'newsroom.editor.tool.justify',
  Link: 'newsroom.editor.tool.link',
  'Upload image from computer': 'newsroom.editor.tool.uploadImage',
  'Block quote': 'newsroom.editor.tool.blockQuote',
  'Insert code block': 'newsroom.editor.tool.codeBlock',
  'Remove Format': 'newsroom.editor.tool.removeFormat',
  Undo: 'newsroom.editor.tool.undo',
  Redo: 'newsroom.editor.tool.redo',
  'Editor toolbar': 'newsroom.editor.tool.toolbar',
  Save: 'newsroom.save',
  Cancel: 'newsroom.cancel',
  'Link URL': 'newsroom.editor.dialog.linkUrl',
  'Displayed text': 'newsroom.editor.dialog.displayedText',
  Insert: 'newsroom.editor.dialog.insert',
  Update: 'newsroom.editor.dialog.update',
  Back: 'newsroom.editor.dialog.back',
  'Link URL must not be empty.': 'newsroom.editor.dialog.emptyUrl',
  'Edit link': 'newsroom.editor.dialog.editLink',
  Unlink: 'newsroom.editor.dialog.unlink',
  'Open link in new tab': 'newsroom.editor.dialog.openLink',
  'This link has no URL': 'newsroom.editor.dialog.noUrl',
  'Change image text alternative': 'newsroom.editor.dialog.changeAlt',
  'Text alternative': 'newsroom.editor.dialog.textAlternative',
  'Toggle caption on': 'newsroom.editor.dialog.captionOn',
  'Toggle caption off': 'newsroom.editor.dialog.captionOff',
  'Enter image caption': 'newsroom.editor.dialog.enterCaption',
  'Image toolbar': 'newsroom.editor.dialog.imageToolbar',
  'Remove color': 'newsroom.editor.dialog.removeColor',
  'Document colors': 'newsroom.editor.dialog.documentColors',
  'Color picker': 'newsroom.editor.dialog.colorPicker',
  Accept: 'newsroom.editor.dialog.accept',
  Black: 'newsroom.editor.color.black',
  'Dim grey': 'newsroom.editor.color.dimGrey',
  Grey: 'newsroom.editor.color.grey',
  'Light grey': 'newsroom.editor.color.lightGrey',
  White: 'newsroom.editor.color.white',
  Red: 'newsroom.editor.color.red',
  Orange: 'newsroom.editor.color.orange',
  Yellow: 'newsroom.editor.color.yellow',
  'Light green': 'newsroom.editor.color.lightGreen',
  Green: 'newsroom.editor.color.green',
  Aquamarine: 'newsroom.editor.color.aquamarine',
  Turquoise: 'newsroom.editor.color.turquoise',
  'Light blue': 'newsroom.editor.color.lightBlue',
  Blue: 'newsroom.editor.color.blue',
  Purple: 'newsroom.editor.color.purple',
};

/** The editor's `language` and `translations` for `locale` (English: CKEditor's own words, nothing to load). */
export async function editorLanguage(locale: Locale, t: Translate): Promise<{ language?: string; translations?: Translations[] }> {
  if (locale === DEFAULT_LOCALE) return {};
  const words = await ckeditorWords(locale);
  const toolbar: Translations = { [locale]: { dictionary: Object.fromEntries(Object.entries(WORDS).map(([english, id]) => [english, t(id)])) } };
  // CKEditor merges them in order into the first, later ones winning: the catalog's words over CKEditor's, and the
  // loaded module's object left as it was.
  return { language: locale, translations: [{}, ...(words ? [words] : []), toolbar] };
}
