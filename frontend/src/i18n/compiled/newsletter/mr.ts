// Compiled from catalogs/newsletter/mr.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsletterPrefs.title": ["वृत्तपत्राच्या पसंती"],
  "newsletterPrefs.intro": ["बुलेटिनने ",["email"]," वर काय पाठवावे ते निवडा."],
  "newsletterPrefs.loading": ["तुमच्या पसंती लोड होत आहेत…"],
  "newsletterPrefs.error": ["तुमच्या पसंती लोड करता आल्या नाहीत."],
  "newsletterPrefs.invalid": ["ही लिंक चालत नाही"],
  "This preferences link is invalid.": ["पसंती बदलण्याची ही लिंक अवैध आहे."],
  "newsletterPrefs.form": ["वृत्तपत्राच्या पसंती"],
  "newsletterPrefs.digest": ["दैनिक सारांश: दिवसातील महत्त्वाच्या बातम्या, दररोज सकाळी"],
  "newsletterPrefs.alerts": ["ताज्या बातम्यांच्या सूचना, घडताक्षणी"],
  "newsletterPrefs.language": ["वृत्तपत्राची भाषा"],
  "newsletterPrefs.nothing": ["दोन्हीपैकी काहीही न निवडल्यास आम्ही तुम्हाला काहीही पाठवणार नाही, पण तुमची नोंदणी कायम राहील."],
  "newsletterPrefs.save": ["जतन करा"],
  "newsletterPrefs.saving": ["जतन होत आहे…"],
  "newsletterPrefs.saved": ["तुमच्या पसंती जतन झाल्या."],
  "newsletterPrefs.saveFailed": ["तुमच्या पसंती जतन करता आल्या नाहीत. कृपया पुन्हा प्रयत्न करा."],
  "newsletterPrefs.unsubscribed": ["या पत्त्याची नोंदणी रद्द झाली आहे: आम्ही त्याला काहीही पाठवत नाही."],
  "newsletterPrefs.pending": ["या नोंदणीची अद्याप पुष्टी झालेली नाही: आम्ही त्याला काहीही पाठवत नाही."],
  "newsletterPrefs.subscribeAgain": ["पुन्हा सदस्य व्हा"],
  "newsletterPrefs.subscribedAgain": ["तुम्ही पुन्हा सदस्य झाला आहात."],
  "newsletterPrefs.unsubscribe": ["वृत्तपत्र आणि सूचनांची नोंदणी रद्द करा"],
  "This confirmation link is invalid or has already been used.": ["ही पुष्टीकरण लिंक अवैध आहे किंवा आधीच वापरली गेली आहे."],
  "This unsubscribe link is invalid.": ["ही सदस्यता रद्द करण्याची लिंक अवैध आहे."],
};
