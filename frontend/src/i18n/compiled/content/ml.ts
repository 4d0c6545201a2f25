// Compiled from catalogs/content/ml.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "content.termsIntro": ["ബുള്ളറ്റിന്റെ വെബ്സൈറ്റും സേവനങ്ങളും ഉപയോഗിക്കുന്നതിനുള്ള നിയമങ്ങൾ."],
  "content.privacyIntro": ["ബുള്ളറ്റിൻ നിങ്ങളെക്കുറിച്ച് എന്ത് ശേഖരിക്കുന്നു, എന്തിന്, നിങ്ങൾക്കുള്ള തിരഞ്ഞെടുപ്പുകൾ എന്തെല്ലാം."],
  "content.cookiesIntro": ["ബുള്ളറ്റിൻ കുക്കികളും സമാനമായ ബ്രൗസർ സംഭരണവും എങ്ങനെ ഉപയോഗിക്കുന്നു."],
  "content.contactIntro": ["ബുള്ളറ്റിൻ ന്യൂസ്‌റൂമിനെയും ഞങ്ങളുടെ വായനക്കാർക്കുള്ള സേവന സംഘത്തെയും എങ്ങനെ ബന്ധപ്പെടാം."],
  "content.updated": ["അവസാനം പുതുക്കിയത്: 2025 ജനുവരി 1"],
  "content.terms.using": ["ബുള്ളറ്റിൻ ഉപയോഗിക്കുമ്പോൾ"],
  "content.terms.account": ["നിങ്ങളുടെ അക്കൗണ്ട്"],
  "content.terms.comments": ["അഭിപ്രായങ്ങൾ"],
  "content.terms.content": ["ഞങ്ങളുടെ ഉള്ളടക്കം"],
  "content.terms.questions": ["ചോദ്യങ്ങൾ"],
  "content.privacy.collect": ["ഞങ്ങൾ ശേഖരിക്കുന്നത്"],
  "content.privacy.location": ["നിങ്ങളുടെ സ്ഥാനം"],
  "content.privacy.use": ["ഞങ്ങൾ അത് ഉപയോഗിക്കുന്ന വിധം"],
  "content.privacy.rights": ["നിങ്ങളുടെ അവകാശങ്ങൾ"],
  "content.cookies.store": ["ഞങ്ങൾ സൂക്ഷിക്കുന്നത്"],
  "content.cookies.trackers": ["പരസ്യ ട്രാക്കറുകളില്ല"],
  "content.cookies.choices": ["നിങ്ങളുടെ തിരഞ്ഞെടുപ്പുകൾ"],
  "content.contact.story": ["ഞങ്ങൾക്ക് വാർത്ത അയയ്ക്കൂ"],
  "content.contact.corrections": ["തിരുത്തലുകൾ"],
  "content.contact.accounts": ["അക്കൗണ്ടുകളും വാർത്താക്കുറിപ്പുകളും"],
};
