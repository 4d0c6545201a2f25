// Compiled from catalogs/newsletter/kn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsletterPrefs.title": ["ಸುದ್ದಿಪತ್ರದ ಆದ್ಯತೆಗಳು"],
  "newsletterPrefs.intro": ["ಬುಲೆಟಿನ್ ",["email"]," ಗೆ ಏನನ್ನು ಕಳುಹಿಸಬೇಕು ಎಂಬುದನ್ನು ಆಯ್ಕೆಮಾಡಿ."],
  "newsletterPrefs.loading": ["ನಿಮ್ಮ ಆದ್ಯತೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ…"],
  "newsletterPrefs.error": ["ನಿಮ್ಮ ಆದ್ಯತೆಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ."],
  "newsletterPrefs.invalid": ["ಈ ಲಿಂಕ್ ಕೆಲಸ ಮಾಡುತ್ತಿಲ್ಲ"],
  "This preferences link is invalid.": ["ಈ ಆದ್ಯತೆಗಳ ಲಿಂಕ್ ಅಮಾನ್ಯವಾಗಿದೆ."],
  "newsletterPrefs.form": ["ಸುದ್ದಿಪತ್ರದ ಆದ್ಯತೆಗಳು"],
  "newsletterPrefs.digest": ["ದೈನಿಕ ಸಾರಾಂಶ: ದಿನದ ಪ್ರಮುಖ ಸುದ್ದಿಗಳು, ಪ್ರತಿದಿನ ಬೆಳಿಗ್ಗೆ"],
  "newsletterPrefs.alerts": ["ತಾಜಾ ಸುದ್ದಿ ಎಚ್ಚರಿಕೆಗಳು, ನಡೆದ ತಕ್ಷಣ"],
  "newsletterPrefs.language": ["ಸುದ್ದಿಪತ್ರದ ಭಾಷೆ"],
  "newsletterPrefs.nothing": ["ಎರಡನ್ನೂ ಆಯ್ಕೆ ಮಾಡದಿದ್ದರೆ ನಾವು ನಿಮಗೆ ಏನನ್ನೂ ಕಳುಹಿಸುವುದಿಲ್ಲ, ಆದರೆ ನಿಮ್ಮ ಚಂದಾದಾರಿಕೆ ಉಳಿಯುತ್ತದೆ."],
  "newsletterPrefs.save": ["ಉಳಿಸಿ"],
  "newsletterPrefs.saving": ["ಉಳಿಸಲಾಗುತ್ತಿದೆ…"],
  "newsletterPrefs.saved": ["ನಿಮ್ಮ ಆದ್ಯತೆಗಳನ್ನು ಉಳಿಸಲಾಗಿದೆ."],
  "newsletterPrefs.saveFailed": ["ನಿಮ್ಮ ಆದ್ಯತೆಗಳನ್ನು ಉಳಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ."],
  "newsletterPrefs.unsubscribed": ["ಈ ವಿಳಾಸದ ಚಂದಾದಾರಿಕೆ ರದ್ದಾಗಿದೆ: ನಾವು ಇದಕ್ಕೆ ಏನನ್ನೂ ಕಳುಹಿಸುವುದಿಲ್ಲ."],
  "newsletterPrefs.pending": ["ಈ ಚಂದಾದಾರಿಕೆಯನ್ನು ಇನ್ನೂ ದೃಢೀಕರಿಸಿಲ್ಲ: ನಾವು ಇದಕ್ಕೆ ಏನನ್ನೂ ಕಳುಹಿಸುವುದಿಲ್ಲ."],
  "newsletterPrefs.subscribeAgain": ["ಮತ್ತೆ ಚಂದಾದಾರರಾಗಿ"],
  "newsletterPrefs.subscribedAgain": ["ನೀವು ಮತ್ತೆ ಚಂದಾದಾರರಾಗಿದ್ದೀರಿ."],
  "newsletterPrefs.unsubscribe": ["ಸುದ್ದಿಪತ್ರ ಮತ್ತು ಎಚ್ಚರಿಕೆಗಳ ಚಂದಾದಾರಿಕೆ ರದ್ದುಮಾಡಿ"],
  "This confirmation link is invalid or has already been used.": ["ಈ ದೃಢೀಕರಣ ಲಿಂಕ್ ಅಮಾನ್ಯವಾಗಿದೆ ಅಥವಾ ಈಗಾಗಲೇ ಬಳಸಲಾಗಿದೆ."],
  "This unsubscribe link is invalid.": ["ಈ ಚಂದಾದಾರಿಕೆ ರದ್ದತಿ ಲಿಂಕ್ ಅಮಾನ್ಯವಾಗಿದೆ."],
};
