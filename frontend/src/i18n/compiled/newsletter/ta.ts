// Compiled from catalogs/newsletter/ta.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsletterPrefs.title": ["செய்தி மடல் விருப்பங்கள்"],
  "newsletterPrefs.intro": [["email"]," முகவரிக்கு புல்லட்டின் எதை அனுப்ப வேண்டும் என்பதைத் தேர்ந்தெடுங்கள்."],
  "newsletterPrefs.loading": ["உங்கள் விருப்பங்கள் ஏற்றப்படுகின்றன…"],
  "newsletterPrefs.error": ["உங்கள் விருப்பங்களை ஏற்ற முடியவில்லை."],
  "newsletterPrefs.invalid": ["இந்த இணைப்பு வேலை செய்யவில்லை"],
  "This preferences link is invalid.": ["இந்த விருப்பங்கள் இணைப்பு செல்லாது."],
  "newsletterPrefs.form": ["செய்தி மடல் விருப்பங்கள்"],
  "newsletterPrefs.digest": ["தினசரி சுருக்கம்: அன்றைய முக்கியச் செய்திகள், ஒவ்வொரு காலையும்"],
  "newsletterPrefs.alerts": ["முக்கியச் செய்தி விழிப்பூட்டல்கள், நிகழும்போதே"],
  "newsletterPrefs.language": ["செய்தி மடலின் மொழி"],
  "newsletterPrefs.nothing": ["இரண்டையும் தேர்ந்தெடுக்காவிட்டால் உங்களுக்கு எதையும் அனுப்ப மாட்டோம், ஆனால் உங்கள் பதிவு தொடரும்."],
  "newsletterPrefs.save": ["சேமி"],
  "newsletterPrefs.saving": ["சேமிக்கப்படுகிறது…"],
  "newsletterPrefs.saved": ["உங்கள் விருப்பங்கள் சேமிக்கப்பட்டன."],
  "newsletterPrefs.saveFailed": ["உங்கள் விருப்பங்களைச் சேமிக்க முடியவில்லை. மீண்டும் முயல்க."],
  "newsletterPrefs.unsubscribed": ["இந்த முகவரியின் பதிவு நீக்கப்பட்டுள்ளது: இதற்கு எதையும் அனுப்புவதில்லை."],
  "newsletterPrefs.pending": ["இந்தப் பதிவு இன்னும் உறுதிசெய்யப்படவில்லை: இதற்கு எதையும் அனுப்புவதில்லை."],
  "newsletterPrefs.subscribeAgain": ["மீண்டும் பதிவு செய்க"],
  "newsletterPrefs.subscribedAgain": ["நீங்கள் மீண்டும் பதிவு செய்யப்பட்டுள்ளீர்கள்."],
  "newsletterPrefs.unsubscribe": ["செய்தி மடல் மற்றும் விழிப்பூட்டல்களிலிருந்து விலகுக"],
  "This confirmation link is invalid or has already been used.": ["இந்த உறுதிப்படுத்தல் இணைப்பு தவறானது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது."],
  "This unsubscribe link is invalid.": ["இந்தக் குழுவிலகல் இணைப்பு தவறானது."],
};
