// Compiled from catalogs/corrections/hi.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "corrections.label": ["सुधार, ",["date"],":"],
  "corrections.title": ["सुधार"],
  "corrections.intro": ["जब हमसे कोई गलती होती है, हम लेख को सुधारते हैं और उसके शीर्षक के नीचे बताते हैं। ये हाल के सुधार हैं, नए सबसे पहले।"],
  "corrections.empty": ["अभी तक कोई सुधार प्रकाशित नहीं हुआ है।"],
  "corrections.loading": ["सुधार लोड हो रहे हैं…"],
  "corrections.error": ["सुधार लोड नहीं हो सके।"],
  "corrections.feed": ["सुधार फ़ीड (RSS)"],
  "corrections.onArticle": ["सुधारा गया लेख:"],
};
