// Compiled from catalogs/author/gu.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "author.title": ["લેખક"],
  "author.notFound": ["લેખક મળ્યા નથી"],
  "author.notFoundText": ["આ સરનામે કોઈ લેખક પાનું નથી. લેખકનો હજી કોઈ લેખ પ્રકાશિત થયો ન હોય એવું બને."],
  "author.error": ["આ લેખક લોડ થઈ શક્યા નથી"],
  "author.loading": ["લેખક લોડ થઈ રહ્યા છે…"],
  "author.articles": [["name"],"ના લેખ"],
  "author.noArticles": ["આ ભાષામાં હજી આ લેખકનો કોઈ લેખ નથી."],
  "author.rss": ["RSS ફીડ"],
  "author.onX": ["X પર @",["handle"]],
  "author.role.reporter": ["પત્રકાર"],
  "author.role.editor": ["સંપાદક"],
  "author.role.admin": ["વ્યવસ્થાપક"],
};
