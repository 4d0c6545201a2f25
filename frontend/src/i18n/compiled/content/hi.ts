// Compiled from catalogs/content/hi.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "content.termsIntro": ["बुलेटिन की वेबसाइट और सेवाओं के उपयोग के नियम।"],
  "content.privacyIntro": ["बुलेटिन आपके बारे में क्या जानकारी रखता है, क्यों, और आपके पास क्या विकल्प हैं।"],
  "content.cookiesIntro": ["बुलेटिन कुकीज़ और ब्राउज़र के इसी तरह के भंडारण का उपयोग कैसे करता है।"],
  "content.contactIntro": ["बुलेटिन न्यूज़रूम और हमारी पाठक सेवा टीम से कैसे संपर्क करें।"],
  "content.updated": ["अंतिम अद्यतन: 1 जनवरी 2025"],
  "content.terms.using": ["बुलेटिन का उपयोग"],
  "content.terms.account": ["आपका खाता"],
  "content.terms.comments": ["टिप्पणियाँ"],
  "content.terms.content": ["हमारी सामग्री"],
  "content.terms.questions": ["प्रश्न"],
  "content.privacy.collect": ["हम क्या एकत्र करते हैं"],
  "content.privacy.location": ["आपका स्थान"],
  "content.privacy.use": ["हम इसका उपयोग कैसे करते हैं"],
  "content.privacy.rights": ["आपके अधिकार"],
  "content.cookies.store": ["हम क्या सहेजते हैं"],
  "content.cookies.trackers": ["कोई विज्ञापन ट्रैकर नहीं"],
  "content.cookies.choices": ["आपके विकल्प"],
  "content.contact.story": ["हमें ख़बर भेजें"],
  "content.contact.corrections": ["सुधार"],
  "content.contact.accounts": ["खाते और न्यूज़लेटर"],
};
