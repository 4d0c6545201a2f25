// Compiled from catalogs/newsroom/hi.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsroom.checkingSession": ["आपका सत्र जाँचा जा रहा है..."],
  "newsroom.nav": ["न्यूज़रूम"],
  "newsroom.nav.dashboard": ["डैशबोर्ड"],
  "newsroom.nav.newArticle": ["नया लेख"],
  "newsroom.nav.live": ["लाइव"],
  "newsroom.nav.categories": ["श्रेणियाँ प्रबंधित करें"],
  "newsroom.nav.users": ["उपयोगकर्ता प्रबंधित करें"],
  "newsroom.nav.activity": ["गतिविधि"],
  "newsroom.signOut": ["साइन आउट करें"],
  "newsroom.loading": ["लोड हो रहा है..."],
  "newsroom.somethingWrong": ["कुछ गड़बड़ हो गई।"],
  "newsroom.tryAgain": ["फिर से कोशिश करें"],
  "newsroom.notAllowed.title": ["अनुमति नहीं"],
  "newsroom.notAllowed.heading": ["आपको यह पृष्ठ देखने की अनुमति नहीं है"],
  "newsroom.notAllowed.reason": ["बुलेटिन का यह हिस्सा न्यूज़रूम के कर्मचारियों के लिए है। आपके खाते के पास इसके लिए ज़रूरी भूमिका नहीं है। अगर आपको लगता है कि यह गलती है, तो किसी व्यवस्थापक से पूछें।"],
  "newsroom.notAllowed.home": ["मुखपृष्ठ पर लौटें"],
  "newsroom.cmsAway": ["CMS से संपर्क नहीं हो पा रहा है; उसके लौटने तक आपके बदलाव इसी ब्राउज़र में सुरक्षित हैं।"],
  "newsroom.restore.region": ["बिना सहेजे बदलाव"],
  "newsroom.restore.restore": ["वापस लाएँ"],
  "newsroom.restore.discard": ["हटा दें"],
  "newsroom.cancel": ["रद्द करें"],
  "newsroom.delete": ["हटाएँ"],
  "newsroom.deleting": ["हटाया जा रहा है..."],
};
