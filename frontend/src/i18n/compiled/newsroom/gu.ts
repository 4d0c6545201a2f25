// Compiled from catalogs/newsroom/gu.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsroom.checkingSession": ["તમારું સત્ર તપાસાઈ રહ્યું છે..."],
  "newsroom.nav": ["ન્યૂઝરૂમ"],
  "newsroom.nav.dashboard": ["ડેશબોર્ડ"],
  "newsroom.nav.newArticle": ["નવો લેખ"],
  "newsroom.nav.live": ["લાઇવ"],
  "newsroom.nav.categories": ["શ્રેણીઓનું સંચાલન"],
  "newsroom.nav.users": ["વપરાશકર્તાઓનું સંચાલન"],
  "newsroom.nav.activity": ["પ્રવૃત્તિ"],
  "newsroom.signOut": ["સાઇન આઉટ કરો"],
  "newsroom.loading": ["લોડ થઈ રહ્યું છે..."],
  "newsroom.somethingWrong": ["કંઈક ખોટું થયું."],
  "newsroom.tryAgain": ["ફરી પ્રયાસ કરો"],
  "newsroom.notAllowed.title": ["મંજૂરી નથી"],
  "newsroom.notAllowed.heading": ["તમને આ પાનું જોવાની મંજૂરી નથી"],
  "newsroom.notAllowed.reason": ["બુલેટિનનો આ ભાગ ન્યૂઝરૂમના કર્મચારીઓ માટે છે. તમારા ખાતા પાસે જરૂરી ભૂમિકા નથી. જો તમને આ ભૂલ લાગે, તો કોઈ વ્યવસ્થાપકને પૂછો."],
  "newsroom.notAllowed.home": ["મુખપૃષ્ઠ પર પાછા જાઓ"],
  "newsroom.cmsAway": ["CMS સુધી પહોંચી શકાતું નથી; તે પાછું આવે ત્યાં સુધી તમારા ફેરફારો આ બ્રાઉઝરમાં જ સચવાયેલા છે."],
  "newsroom.restore.region": ["સાચવ્યા વિનાના ફેરફારો"],
  "newsroom.restore.restore": ["પુનઃસ્થાપિત કરો"],
  "newsroom.restore.discard": ["છોડી દો"],
  "newsroom.cancel": ["રદ કરો"],
  "newsroom.delete": ["કાઢી નાખો"],
  "newsroom.deleting": ["કાઢી નખાય છે..."],
};
