// Compiled from catalogs/content/mr.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "content.termsIntro": ["बुलेटिनची वेबसाइट आणि सेवा वापरण्याचे नियम."],
  "content.privacyIntro": ["बुलेटिन आपल्याबद्दल कोणती माहिती गोळा करते, का, आणि आपल्यासमोर कोणते पर्याय आहेत."],
  "content.cookiesIntro": ["बुलेटिन कुकीज आणि ब्राउझरमधील तत्सम साठवण कशी वापरते."],
  "content.contactIntro": ["बुलेटिन न्यूजरूम आणि आमच्या वाचक सेवा टीमशी संपर्क कसा साधावा."],
  "content.updated": ["शेवटचे अद्यतन: १ जानेवारी २०२५"],
  "content.terms.using": ["बुलेटिनचा वापर"],
  "content.terms.account": ["आपले खाते"],
  "content.terms.comments": ["प्रतिक्रिया"],
  "content.terms.content": ["आमचा मजकूर"],
  "content.terms.questions": ["प्रश्न"],
  "content.privacy.collect": ["आम्ही काय गोळा करतो"],
  "content.privacy.location": ["आपले स्थान"],
  "content.privacy.use": ["आम्ही ती कशी वापरतो"],
  "content.privacy.rights": ["आपले अधिकार"],
  "content.cookies.store": ["आम्ही काय साठवतो"],
  "content.cookies.trackers": ["जाहिरात ट्रॅकर नाहीत"],
  "content.cookies.choices": ["आपले पर्याय"],
  "content.contact.story": ["आम्हाला बातमी पाठवा"],
  "content.contact.corrections": ["दुरुस्त्या"],
  "content.contact.accounts": ["खाती आणि वृत्तपत्रे"],
};
