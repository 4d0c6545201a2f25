// Compiled from catalogs/content/kn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "content.termsIntro": ["ಬುಲೆಟಿನ್ ಜಾಲತಾಣ ಮತ್ತು ಸೇವೆಗಳನ್ನು ಬಳಸುವ ನಿಯಮಗಳು."],
  "content.privacyIntro": ["ಬುಲೆಟಿನ್ ನಿಮ್ಮ ಬಗ್ಗೆ ಏನನ್ನು ಸಂಗ್ರಹಿಸುತ್ತದೆ, ಏಕೆ, ಮತ್ತು ನಿಮಗಿರುವ ಆಯ್ಕೆಗಳು."],
  "content.cookiesIntro": ["ಬುಲೆಟಿನ್ ಕುಕೀಗಳನ್ನು ಮತ್ತು ಬ್ರೌಸರ್‌ನ ಇಂತಹದೇ ಸಂಗ್ರಹಣೆಯನ್ನು ಹೇಗೆ ಬಳಸುತ್ತದೆ."],
  "content.contactIntro": ["ಬುಲೆಟಿನ್ ಸುದ್ದಿಮನೆ ಮತ್ತು ನಮ್ಮ ಓದುಗರ ಸೇವಾ ತಂಡವನ್ನು ಸಂಪರ್ಕಿಸುವುದು ಹೇಗೆ."],
  "content.updated": ["ಕೊನೆಯ ಪರಿಷ್ಕರಣೆ: 1 ಜನವರಿ 2025"],
  "content.terms.using": ["ಬುಲೆಟಿನ್ ಬಳಕೆ"],
  "content.terms.account": ["ನಿಮ್ಮ ಖಾತೆ"],
  "content.terms.comments": ["ಪ್ರತಿಕ್ರಿಯೆಗಳು"],
  "content.terms.content": ["ನಮ್ಮ ವಿಷಯ"],
  "content.terms.questions": ["ಪ್ರಶ್ನೆಗಳು"],
  "content.privacy.collect": ["ನಾವು ಏನನ್ನು ಸಂಗ್ರಹಿಸುತ್ತೇವೆ"],
  "content.privacy.location": ["ನಿಮ್ಮ ಸ್ಥಳ"],
  "content.privacy.use": ["ನಾವು ಅದನ್ನು ಹೇಗೆ ಬಳಸುತ್ತೇವೆ"],
  "content.privacy.rights": ["ನಿಮ್ಮ ಹಕ್ಕುಗಳು"],
  "content.cookies.store": ["ನಾವು ಏನನ್ನು ಉಳಿಸುತ್ತೇವೆ"],
  "content.cookies.trackers": ["ಜಾಹೀರಾತು ಟ್ರ್ಯಾಕರ್‌ಗಳಿಲ್ಲ"],
  "content.cookies.choices": ["ನಿಮ್ಮ ಆಯ್ಕೆಗಳು"],
  "content.contact.story": ["ನಮಗೆ ಸುದ್ದಿ ಕಳುಹಿಸಿ"],
  "content.contact.corrections": ["ತಿದ್ದುಪಡಿಗಳು"],
  "content.contact.accounts": ["ಖಾತೆಗಳು ಮತ್ತು ಸುದ್ದಿಪತ್ರಗಳು"],
};
