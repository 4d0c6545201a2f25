// Compiled from catalogs/author/bn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "author.title": ["লেখক"],
  "author.notFound": ["লেখক পাওয়া যায়নি"],
  "author.notFoundText": ["এই ঠিকানায় কোনো লেখকের পাতা নেই। লেখকের হয়তো এখনও কোনো লেখা প্রকাশিত হয়নি।"],
  "author.error": ["এই লেখককে লোড করা যায়নি"],
  "author.loading": ["লেখক লোড হচ্ছে…"],
  "author.articles": [["name"],"-এর লেখা"],
  "author.noArticles": ["এই ভাষায় এখনও এই লেখকের কোনো লেখা নেই।"],
  "author.rss": ["RSS ফিড"],
  "author.onX": ["X-এ @",["handle"]],
  "author.role.reporter": ["প্রতিবেদক"],
  "author.role.editor": ["সম্পাদক"],
  "author.role.admin": ["প্রশাসক"],
};
