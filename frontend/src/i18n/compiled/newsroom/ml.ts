// Compiled from catalogs/newsroom/ml.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsroom.checkingSession": ["നിങ്ങളുടെ സെഷൻ പരിശോധിക്കുന്നു..."],
  "newsroom.nav": ["ന്യൂസ്‌റൂം"],
  "newsroom.nav.dashboard": ["ഡാഷ്‌ബോർഡ്"],
  "newsroom.nav.newArticle": ["പുതിയ ലേഖനം"],
  "newsroom.nav.live": ["തത്സമയം"],
  "newsroom.nav.categories": ["വിഭാഗങ്ങൾ കൈകാര്യം ചെയ്യുക"],
  "newsroom.nav.users": ["ഉപയോക്താക്കളെ കൈകാര്യം ചെയ്യുക"],
  "newsroom.nav.activity": ["പ്രവർത്തനം"],
  "newsroom.signOut": ["സൈൻ ഔട്ട് ചെയ്യുക"],
  "newsroom.loading": ["ലോഡ് ചെയ്യുന്നു..."],
  "newsroom.somethingWrong": ["എന്തോ പിശക് സംഭവിച്ചു."],
  "newsroom.tryAgain": ["വീണ്ടും ശ്രമിക്കുക"],
  "newsroom.notAllowed.title": ["അനുമതിയില്ല"],
  "newsroom.notAllowed.heading": ["ഈ പേജ് കാണാൻ നിങ്ങൾക്ക് അനുമതിയില്ല"],
  "newsroom.notAllowed.reason": ["ബുള്ളറ്റിന്റെ ഈ ഭാഗം ന്യൂസ്‌റൂം ജീവനക്കാർക്കുള്ളതാണ്. നിങ്ങളുടെ അക്കൗണ്ടിന് ആവശ്യമായ റോൾ ഇല്ല. ഇതൊരു പിഴവാണെന്ന് തോന്നുന്നുവെങ്കിൽ ഒരു അഡ്മിനിസ്ട്രേറ്ററോട് ചോദിക്കുക."],
  "newsroom.notAllowed.home": ["പൂമുഖത്തേക്ക് മടങ്ങുക"],
  "newsroom.cmsAway": ["CMS ലഭ്യമല്ല; അത് തിരികെ വരുന്നതുവരെ നിങ്ങളുടെ മാറ്റങ്ങൾ ഈ ബ്രൗസറിൽ സൂക്ഷിക്കും."],
  "newsroom.restore.region": ["സേവ് ചെയ്യാത്ത മാറ്റങ്ങൾ"],
  "newsroom.restore.restore": ["വീണ്ടെടുക്കുക"],
  "newsroom.restore.discard": ["ഉപേക്ഷിക്കുക"],
  "newsroom.cancel": ["റദ്ദാക്കുക"],
  "newsroom.delete": ["ഇല്ലാതാക്കുക"],
  "newsroom.deleting": ["ഇല്ലാതാക്കുന്നു..."],
};
