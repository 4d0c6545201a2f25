// Compiled from catalogs/content/ta.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "content.termsIntro": ["புல்லட்டின் இணையதளத்தையும் சேவைகளையும் பயன்படுத்துவதற்கான விதிகள்."],
  "content.privacyIntro": ["புல்லட்டின் உங்களைப் பற்றி எதைச் சேகரிக்கிறது, ஏன், உங்களுக்குள்ள தேர்வுகள் என்ன."],
  "content.cookiesIntro": ["புல்லட்டின் குக்கீகளையும் அதுபோன்ற உலாவிச் சேமிப்பையும் எப்படிப் பயன்படுத்துகிறது."],
  "content.contactIntro": ["புல்லட்டின் செய்தியறையையும் எங்கள் வாசகர் சேவைக் குழுவையும் தொடர்புகொள்வது எப்படி."],
  "content.updated": ["கடைசியாகப் புதுப்பிக்கப்பட்டது: 1 ஜனவரி 2025"],
  "content.terms.using": ["புல்லட்டினைப் பயன்படுத்துதல்"],
  "content.terms.account": ["உங்கள் கணக்கு"],
  "content.terms.comments": ["கருத்துகள்"],
  "content.terms.content": ["எங்கள் உள்ளடக்கம்"],
  "content.terms.questions": ["கேள்விகள்"],
  "content.privacy.collect": ["நாங்கள் எதைச் சேகரிக்கிறோம்"],
  "content.privacy.location": ["உங்கள் இருப்பிடம்"],
  "content.privacy.use": ["அதை எப்படிப் பயன்படுத்துகிறோம்"],
  "content.privacy.rights": ["உங்கள் உரிமைகள்"],
  "content.cookies.store": ["நாங்கள் எதைச் சேமிக்கிறோம்"],
  "content.cookies.trackers": ["விளம்பரக் கண்காணிப்பு இல்லை"],
  "content.cookies.choices": ["உங்கள் தேர்வுகள்"],
  "content.contact.story": ["எங்களுக்குச் செய்தி அனுப்புங்கள்"],
  "content.contact.corrections": ["திருத்தங்கள்"],
  "content.contact.accounts": ["கணக்குகளும் செய்தி மடல்களும்"],
};
