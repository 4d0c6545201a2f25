// Compiled from catalogs/corrections/ml.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "corrections.label": ["തിരുത്ത്, ",["date"],":"],
  "corrections.title": ["തിരുത്തുകൾ"],
  "corrections.intro": ["ഞങ്ങൾക്ക് തെറ്റ് പറ്റിയാൽ ലേഖനം തിരുത്തി അതിന്റെ തലക്കെട്ടിന് താഴെ അത് അറിയിക്കും. ഏറ്റവും പുതിയ തിരുത്തുകൾ, പുതിയവ ആദ്യം."],
  "corrections.empty": ["ഇതുവരെ തിരുത്തുകളൊന്നും പ്രസിദ്ധീകരിച്ചിട്ടില്ല."],
  "corrections.loading": ["തിരുത്തുകൾ ലോഡ് ചെയ്യുന്നു…"],
  "corrections.error": ["തിരുത്തുകൾ ലോഡ് ചെയ്യാനായില്ല."],
  "corrections.feed": ["തിരുത്തുകളുടെ ഫീഡ് (RSS)"],
  "corrections.onArticle": ["തിരുത്തിയ ലേഖനം:"],
};
