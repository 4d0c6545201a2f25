// Compiled from catalogs/corrections/en.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "corrections.label": ["Correction, ",["date"],":"],
  "corrections.title": ["Corrections"],
  "corrections.intro": ["When we get something wrong, we correct the article and say so under its headline. These are the latest corrections, newest first."],
  "corrections.empty": ["No corrections have been published."],
  "corrections.loading": ["Loading corrections…"],
  "corrections.error": ["The corrections could not be loaded."],
  "corrections.feed": ["Corrections feed (RSS)"],
  "corrections.onArticle": ["Corrected article:"],
};
