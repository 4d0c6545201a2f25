// Compiled from catalogs/author/ta.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "author.title": ["எழுத்தாளர்"],
  "author.notFound": ["எழுத்தாளர் கிடைக்கவில்லை"],
  "author.notFoundText": ["இந்த முகவரியில் எழுத்தாளர் பக்கம் இல்லை. எழுத்தாளரின் கட்டுரை எதுவும் இன்னும் வெளியிடப்படாமல் இருக்கலாம்."],
  "author.error": ["இந்த எழுத்தாளரை ஏற்ற முடியவில்லை"],
  "author.loading": ["எழுத்தாளர் ஏற்றப்படுகிறார்…"],
  "author.articles": [["name"]," எழுதிய கட்டுரைகள்"],
  "author.noArticles": ["இந்த மொழியில் இந்த எழுத்தாளரின் கட்டுரை எதுவும் இன்னும் இல்லை."],
  "author.rss": ["RSS ஊட்டம்"],
  "author.onX": ["X இல் @",["handle"]],
  "author.role.reporter": ["செய்தியாளர்"],
  "author.role.editor": ["ஆசிரியர்"],
  "author.role.admin": ["நிர்வாகி"],
};
