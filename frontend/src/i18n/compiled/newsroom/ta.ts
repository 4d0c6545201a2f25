// Compiled from catalogs/newsroom/ta.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsroom.checkingSession": ["உங்கள் அமர்வு சரிபார்க்கப்படுகிறது..."],
  "newsroom.nav": ["செய்தியறை"],
  "newsroom.nav.dashboard": ["முகப்புப் பலகை"],
  "newsroom.nav.newArticle": ["புதிய கட்டுரை"],
  "newsroom.nav.live": ["நேரலை"],
  "newsroom.nav.categories": ["பிரிவுகளை நிர்வகி"],
  "newsroom.nav.users": ["பயனர்களை நிர்வகி"],
  "newsroom.nav.activity": ["செயல்பாடு"],
  "newsroom.signOut": ["வெளியேறுக"],
  "newsroom.loading": ["ஏற்றப்படுகிறது..."],
  "newsroom.somethingWrong": ["ஏதோ தவறு நடந்துவிட்டது."],
  "newsroom.tryAgain": ["மீண்டும் முயல்க"],
  "newsroom.notAllowed.title": ["அனுமதி இல்லை"],
  "newsroom.notAllowed.heading": ["இந்தப் பக்கத்தைப் பார்க்க உங்களுக்கு அனுமதி இல்லை"],
  "newsroom.notAllowed.reason": ["புல்லட்டினின் இந்தப் பகுதி செய்தியறைப் பணியாளர்களுக்கானது. உங்கள் கணக்குக்குத் தேவையான பங்கு இல்லை. இது தவறு என்று நினைத்தால் நிர்வாகியிடம் கேளுங்கள்."],
  "newsroom.notAllowed.home": ["முகப்புக்குத் திரும்பு"],
  "newsroom.cmsAway": ["CMS-ஐ அணுக முடியவில்லை; அது திரும்பும் வரை உங்கள் மாற்றங்கள் இந்த உலாவியிலேயே வைக்கப்படும்."],
  "newsroom.restore.region": ["சேமிக்கப்படாத மாற்றங்கள்"],
  "newsroom.restore.restore": ["மீட்டெடு"],
  "newsroom.restore.discard": ["நிராகரி"],
  "newsroom.cancel": ["ரத்துசெய்"],
  "newsroom.delete": ["நீக்கு"],
  "newsroom.deleting": ["நீக்கப்படுகிறது..."],
};
