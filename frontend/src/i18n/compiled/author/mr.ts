// Compiled from catalogs/author/mr.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "author.title": ["लेखक"],
  "author.notFound": ["लेखक सापडला नाही"],
  "author.notFoundText": ["या पत्त्यावर कोणतेही लेखक पृष्ठ नाही. लेखकाचा अद्याप एकही लेख प्रकाशित झालेला नसेल."],
  "author.error": ["हा लेखक लोड करता आला नाही"],
  "author.loading": ["लेखक लोड होत आहे…"],
  "author.articles": [["name"]," यांचे लेख"],
  "author.noArticles": ["या भाषेत अद्याप या लेखकाचा एकही लेख नाही."],
  "author.rss": ["RSS फीड"],
  "author.onX": ["X वर @",["handle"]],
  "author.role.reporter": ["वार्ताहर"],
  "author.role.editor": ["संपादक"],
  "author.role.admin": ["प्रशासक"],
};
