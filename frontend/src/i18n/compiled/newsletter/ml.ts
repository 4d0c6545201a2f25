// Compiled from catalogs/newsletter/ml.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsletterPrefs.title": ["വാർത്താക്കുറിപ്പ് മുൻഗണനകൾ"],
  "newsletterPrefs.intro": [["email"]," എന്ന വിലാസത്തിലേക്ക് ബുള്ളറ്റിൻ എന്ത് അയയ്ക്കണമെന്ന് തിരഞ്ഞെടുക്കുക."],
  "newsletterPrefs.loading": ["നിങ്ങളുടെ മുൻഗണനകൾ ലോഡ് ചെയ്യുന്നു…"],
  "newsletterPrefs.error": ["നിങ്ങളുടെ മുൻഗണനകൾ ലോഡ് ചെയ്യാനായില്ല."],
  "newsletterPrefs.invalid": ["ഈ ലിങ്ക് പ്രവർത്തിക്കുന്നില്ല"],
  "This preferences link is invalid.": ["ഈ മുൻഗണനാ ലിങ്ക് അസാധുവാണ്."],
  "newsletterPrefs.form": ["വാർത്താക്കുറിപ്പ് മുൻഗണനകൾ"],
  "newsletterPrefs.digest": ["ദൈനംദിന സംഗ്രഹം: ദിവസത്തെ പ്രധാന വാർത്തകൾ, എല്ലാ രാവിലെയും"],
  "newsletterPrefs.alerts": ["ബ്രേക്കിംഗ് ന്യൂസ് അറിയിപ്പുകൾ, സംഭവിക്കുമ്പോൾത്തന്നെ"],
  "newsletterPrefs.language": ["വാർത്താക്കുറിപ്പിന്റെ ഭാഷ"],
  "newsletterPrefs.nothing": ["രണ്ടും തിരഞ്ഞെടുക്കാതിരുന്നാൽ ഞങ്ങൾ നിങ്ങൾക്ക് ഒന്നും അയയ്ക്കില്ല, എന്നാൽ നിങ്ങളുടെ സബ്സ്ക്രിപ്ഷൻ തുടരും."],
  "newsletterPrefs.save": ["സംരക്ഷിക്കുക"],
  "newsletterPrefs.saving": ["സംരക്ഷിക്കുന്നു…"],
  "newsletterPrefs.saved": ["നിങ്ങളുടെ മുൻഗണനകൾ സംരക്ഷിച്ചു."],
  "newsletterPrefs.saveFailed": ["നിങ്ങളുടെ മുൻഗണനകൾ സംരക്ഷിക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക."],
  "newsletterPrefs.unsubscribed": ["ഈ വിലാസത്തിന്റെ സബ്സ്ക്രിപ്ഷൻ റദ്ദാക്കി: ഞങ്ങൾ ഇതിലേക്ക് ഒന്നും അയയ്ക്കുന്നില്ല."],
  "newsletterPrefs.pending": ["ഈ സബ്സ്ക്രിപ്ഷൻ ഇതുവരെ സ്ഥിരീകരിച്ചിട്ടില്ല: ഞങ്ങൾ ഇതിലേക്ക് ഒന്നും അയയ്ക്കുന്നില്ല."],
  "newsletterPrefs.subscribeAgain": ["വീണ്ടും സബ്സ്ക്രൈബ് ചെയ്യുക"],
  "newsletterPrefs.subscribedAgain": ["നിങ്ങൾ വീണ്ടും സബ്സ്ക്രൈബ് ചെയ്തു."],
  "newsletterPrefs.unsubscribe": ["വാർത്താക്കുറിപ്പിൽ നിന്നും അറിയിപ്പുകളിൽ നിന്നും അൺസബ്സ്ക്രൈബ് ചെയ്യുക"],
  "This confirmation link is invalid or has already been used.": ["ഈ സ്ഥിരീകരണ ലിങ്ക് അസാധുവാണ് അല്ലെങ്കിൽ ഇതിനകം ഉപയോഗിച്ചു."],
  "This unsubscribe link is invalid.": ["ഈ അൺസബ്‌സ്ക്രൈബ് ലിങ്ക് അസാധുവാണ്."],
};
