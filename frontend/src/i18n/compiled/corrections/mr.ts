// Compiled from catalogs/corrections/mr.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "corrections.label": ["दुरुस्ती, ",["date"],":"],
  "corrections.title": ["दुरुस्त्या"],
  "corrections.intro": ["आमच्याकडून चूक झाल्यास आम्ही लेख दुरुस्त करतो आणि त्याच्या शीर्षकाखाली तसे सांगतो. या अलीकडील दुरुस्त्या आहेत, नवीन आधी."],
  "corrections.empty": ["अद्याप कोणतीही दुरुस्ती प्रकाशित झालेली नाही."],
  "corrections.loading": ["दुरुस्त्या लोड होत आहेत…"],
  "corrections.error": ["दुरुस्त्या लोड करता आल्या नाहीत."],
  "corrections.feed": ["दुरुस्त्यांचे फीड (RSS)"],
  "corrections.onArticle": ["दुरुस्त केलेला लेख:"],
};
