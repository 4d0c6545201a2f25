// Compiled from catalogs/newsletter/hi.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsletterPrefs.title": ["न्यूज़लेटर की पसंद"],
  "newsletterPrefs.intro": ["चुनें कि बुलेटिन ",["email"]," पर क्या भेजे।"],
  "newsletterPrefs.loading": ["आपकी पसंद लोड हो रही है…"],
  "newsletterPrefs.error": ["आपकी पसंद लोड नहीं हो सकी।"],
  "newsletterPrefs.invalid": ["यह लिंक काम नहीं करता"],
  "This preferences link is invalid.": ["यह पसंद बदलने का लिंक अमान्य है।"],
  "newsletterPrefs.form": ["न्यूज़लेटर की पसंद"],
  "newsletterPrefs.digest": ["दैनिक सारांश: दिन की मुख्य ख़बरें, हर सुबह"],
  "newsletterPrefs.alerts": ["ब्रेकिंग न्यूज़ अलर्ट, घटना होते ही"],
  "newsletterPrefs.language": ["न्यूज़लेटर की भाषा"],
  "newsletterPrefs.nothing": ["दोनों में से कुछ न चुनने पर हम आपको कुछ नहीं भेजेंगे, पर आपकी सदस्यता बनी रहेगी।"],
  "newsletterPrefs.save": ["सहेजें"],
  "newsletterPrefs.saving": ["सहेजा जा रहा है…"],
  "newsletterPrefs.saved": ["आपकी पसंद सहेज ली गई है।"],
  "newsletterPrefs.saveFailed": ["आपकी पसंद सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।"],
  "newsletterPrefs.unsubscribed": ["इस पते की सदस्यता समाप्त है: हम इसे कुछ नहीं भेजते।"],
  "newsletterPrefs.pending": ["इस सदस्यता की पुष्टि अभी नहीं हुई है: हम इसे कुछ नहीं भेजते।"],
  "newsletterPrefs.subscribeAgain": ["फिर से सदस्यता लें"],
  "newsletterPrefs.subscribedAgain": ["आपकी सदस्यता फिर से शुरू हो गई है।"],
  "newsletterPrefs.unsubscribe": ["न्यूज़लेटर और अलर्ट की सदस्यता छोड़ें"],
  "This confirmation link is invalid or has already been used.": ["यह पुष्टि लिंक अमान्य है या पहले ही इस्तेमाल हो चुका है।"],
  "This unsubscribe link is invalid.": ["यह सदस्यता समाप्त करने का लिंक अमान्य है।"],
};
