// Compiled from catalogs/newsroom/te.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsroom.checkingSession": ["మీ సెషన్‌ను తనిఖీ చేస్తున్నాం..."],
  "newsroom.nav": ["న్యూస్‌రూమ్"],
  "newsroom.nav.dashboard": ["డాష్‌బోర్డ్"],
  "newsroom.nav.newArticle": ["కొత్త కథనం"],
  "newsroom.nav.live": ["ప్రత్యక్షం"],
  "newsroom.nav.categories": ["విభాగాల నిర్వహణ"],
  "newsroom.nav.users": ["వినియోగదారుల నిర్వహణ"],
  "newsroom.nav.activity": ["కార్యకలాపం"],
  "newsroom.signOut": ["సైన్ అవుట్ చేయండి"],
  "newsroom.loading": ["లోడ్ అవుతోంది..."],
  "newsroom.somethingWrong": ["ఏదో పొరపాటు జరిగింది."],
  "newsroom.tryAgain": ["మళ్లీ ప్రయత్నించండి"],
  "newsroom.notAllowed.title": ["అనుమతి లేదు"],
  "newsroom.notAllowed.heading": ["ఈ పేజీని చూసేందుకు మీకు అనుమతి లేదు"],
  "newsroom.notAllowed.reason": ["బులెటిన్‌లోని ఈ భాగం న్యూస్‌రూమ్ సిబ్బంది కోసం. మీ ఖాతాకు అవసరమైన పాత్ర లేదు. ఇది పొరపాటు అనిపిస్తే నిర్వాహకుడిని అడగండి."],
  "newsroom.notAllowed.home": ["హోమ్‌కు తిరిగి వెళ్లండి"],
  "newsroom.cmsAway": ["CMS అందుబాటులో లేదు; అది తిరిగి వచ్చేవరకు మీ మార్పులు ఈ బ్రౌజర్‌లోనే భద్రంగా ఉంటాయి."],
  "newsroom.restore.region": ["సేవ్ చేయని మార్పులు"],
  "newsroom.restore.restore": ["పునరుద్ధరించండి"],
  "newsroom.restore.discard": ["విస్మరించండి"],
  "newsroom.cancel": ["రద్దు చేయండి"],
  "newsroom.delete": ["తొలగించండి"],
  "newsroom.deleting": ["తొలగిస్తున్నాం..."],
};
