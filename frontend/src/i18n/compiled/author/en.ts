// Compiled from catalogs/author/en.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "author.title": ["Author"],
  "author.notFound": ["Author not found"],
  "author.notFoundText": ["There is no author page at this address. The author may have no published articles yet."],
  "author.error": ["Could not load this author"],
  "author.loading": ["Loading the author…"],
  "author.articles": ["Articles by ",["name"]],
  "author.noArticles": ["No articles by this author in this language yet."],
  "author.rss": ["RSS feed"],
  "author.onX": ["@",["handle"]," on X"],
  "author.role.reporter": ["Reporter"],
  "author.role.editor": ["Editor"],
  "author.role.admin": ["Administrator"],
};
