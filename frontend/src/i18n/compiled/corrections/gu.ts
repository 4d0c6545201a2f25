// Compiled from catalogs/corrections/gu.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "corrections.label": ["સુધારો, ",["date"],":"],
  "corrections.title": ["સુધારા"],
  "corrections.intro": ["અમારી ભૂલ થાય ત્યારે અમે લેખ સુધારીએ છીએ અને તેના શીર્ષક નીચે તે જણાવીએ છીએ. આ તાજેતરના સુધારા છે, નવા પહેલા."],
  "corrections.empty": ["હજી સુધી કોઈ સુધારો પ્રકાશિત થયો નથી."],
  "corrections.loading": ["સુધારા લોડ થઈ રહ્યા છે…"],
  "corrections.error": ["સુધારા લોડ થઈ શક્યા નથી."],
  "corrections.feed": ["સુધારાની ફીડ (RSS)"],
  "corrections.onArticle": ["સુધારેલો લેખ:"],
};
