// Compiled from catalogs/author/hi.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "author.title": ["लेखक"],
  "author.notFound": ["लेखक नहीं मिला"],
  "author.notFoundText": ["इस पते पर कोई लेखक पृष्ठ नहीं है। हो सकता है कि लेखक का अभी कोई लेख प्रकाशित न हुआ हो।"],
  "author.error": ["यह लेखक लोड नहीं हो सका"],
  "author.loading": ["लेखक लोड हो रहा है…"],
  "author.articles": [["name"]," के लेख"],
  "author.noArticles": ["इस भाषा में अभी इस लेखक का कोई लेख नहीं है।"],
  "author.rss": ["RSS फ़ीड"],
  "author.onX": ["X पर @",["handle"]],
  "author.role.reporter": ["रिपोर्टर"],
  "author.role.editor": ["संपादक"],
  "author.role.admin": ["प्रशासक"],
};
