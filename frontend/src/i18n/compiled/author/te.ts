// Compiled from catalogs/author/te.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "author.title": ["రచయిత"],
  "author.notFound": ["రచయిత కనబడలేదు"],
  "author.notFoundText": ["ఈ చిరునామాలో రచయిత పేజీ లేదు. రచయిత వ్యాసాలు ఇంకా ఏవీ ప్రచురించబడి ఉండకపోవచ్చు."],
  "author.error": ["ఈ రచయితను లోడ్ చేయలేకపోయాం"],
  "author.loading": ["రచయితను లోడ్ చేస్తోంది…"],
  "author.articles": [["name"]," రాసిన వ్యాసాలు"],
  "author.noArticles": ["ఈ భాషలో ఈ రచయిత వ్యాసాలు ఇంకా ఏవీ లేవు."],
  "author.rss": ["RSS ఫీడ్"],
  "author.onX": ["X లో @",["handle"]],
  "author.role.reporter": ["విలేకరి"],
  "author.role.editor": ["సంపాదకుడు"],
  "author.role.admin": ["నిర్వాహకుడు"],
};
