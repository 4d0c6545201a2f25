// Compiled from catalogs/newsroom/mr.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsroom.checkingSession": ["तुमचे सत्र तपासले जात आहे..."],
  "newsroom.nav": ["वृत्तकक्ष"],
  "newsroom.nav.dashboard": ["डॅशबोर्ड"],
  "newsroom.nav.newArticle": ["नवा लेख"],
  "newsroom.nav.live": ["लाइव्ह"],
  "newsroom.nav.categories": ["विभाग व्यवस्थापित करा"],
  "newsroom.nav.users": ["वापरकर्ते व्यवस्थापित करा"],
  "newsroom.nav.activity": ["हालचाली"],
  "newsroom.signOut": ["साइन आउट करा"],
  "newsroom.loading": ["लोड होत आहे..."],
  "newsroom.somethingWrong": ["काहीतरी चुकले."],
  "newsroom.tryAgain": ["पुन्हा प्रयत्न करा"],
  "newsroom.notAllowed.title": ["परवानगी नाही"],
  "newsroom.notAllowed.heading": ["तुम्हाला हे पान पाहण्याची परवानगी नाही"],
  "newsroom.notAllowed.reason": ["बुलेटिनचा हा भाग वृत्तकक्षातील कर्मचाऱ्यांसाठी आहे. तुमच्या खात्याला आवश्यक भूमिका नाही. ही चूक आहे असे वाटत असल्यास प्रशासकाला विचारा."],
  "newsroom.notAllowed.home": ["मुखपृष्ठावर परत जा"],
  "newsroom.cmsAway": ["CMS शी संपर्क होत नाही; तो परत येईपर्यंत तुमचे बदल याच ब्राउझरमध्ये जपले आहेत."],
  "newsroom.restore.region": ["जतन न केलेले बदल"],
  "newsroom.restore.restore": ["पुनर्संचयित करा"],
  "newsroom.restore.discard": ["टाकून द्या"],
  "newsroom.cancel": ["रद्द करा"],
  "newsroom.delete": ["हटवा"],
  "newsroom.deleting": ["हटवले जात आहे..."],
};
