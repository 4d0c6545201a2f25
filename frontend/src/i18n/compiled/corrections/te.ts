// Compiled from catalogs/corrections/te.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "corrections.label": ["సవరణ, ",["date"],":"],
  "corrections.title": ["సవరణలు"],
  "corrections.intro": ["మా తప్పు జరిగితే కథనాన్ని సవరించి దాని శీర్షిక కింద ఆ విషయం చెబుతాము. ఇవి తాజా సవరణలు, కొత్తవి ముందు."],
  "corrections.empty": ["ఇంకా ఏ సవరణా ప్రచురించబడలేదు."],
  "corrections.loading": ["సవరణలు లోడ్ అవుతున్నాయి…"],
  "corrections.error": ["సవరణలను లోడ్ చేయలేకపోయాము."],
  "corrections.feed": ["సవరణల ఫీడ్ (RSS)"],
  "corrections.onArticle": ["సవరించిన కథనం:"],
};
