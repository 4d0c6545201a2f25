// Malayalam pages read in Noto Sans Malayalam (self-hosted, the script's own subset, regular and bold, font-display: swap):
// loaded with the page's catalog, never on a page in another script (docs/decisions/0025-interface-languages.md).
import '@fontsource/noto-sans-malayalam/malayalam-400.css';
import '@fontsource/noto-sans-malayalam/malayalam-700.css';
// Its fallback: the platform's own Malayalam font with Noto's line metrics, so the swap moves no line.
import './fallbacks/malayalam.css';

/** The family the page's style sheet asks for on this language's pages (styles/base.css). */
export const FONT_FAMILY = 'Noto Sans Malayalam';
