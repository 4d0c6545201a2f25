// Compiled from catalogs/newsroom/kn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsroom.checkingSession": ["ನಿಮ್ಮ ಸೆಷನ್ ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ..."],
  "newsroom.nav": ["ಸುದ್ದಿಮನೆ"],
  "newsroom.nav.dashboard": ["ಡ್ಯಾಶ್‌ಬೋರ್ಡ್"],
  "newsroom.nav.newArticle": ["ಹೊಸ ಲೇಖನ"],
  "newsroom.nav.live": ["ನೇರಪ್ರಸಾರ"],
  "newsroom.nav.categories": ["ವರ್ಗಗಳನ್ನು ನಿರ್ವಹಿಸಿ"],
  "newsroom.nav.users": ["ಬಳಕೆದಾರರನ್ನು ನಿರ್ವಹಿಸಿ"],
  "newsroom.nav.activity": ["ಚಟುವಟಿಕೆ"],
  "newsroom.signOut": ["ಸೈನ್ ಔಟ್"],
  "newsroom.loading": ["ಲೋಡ್ ಆಗುತ್ತಿದೆ..."],
  "newsroom.somethingWrong": ["ಏನೋ ತಪ್ಪಾಗಿದೆ."],
  "newsroom.tryAgain": ["ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ"],
  "newsroom.notAllowed.title": ["ಅನುಮತಿ ಇಲ್ಲ"],
  "newsroom.notAllowed.heading": ["ಈ ಪುಟವನ್ನು ನೋಡಲು ನಿಮಗೆ ಅನುಮತಿ ಇಲ್ಲ"],
  "newsroom.notAllowed.reason": ["ಬುಲೆಟಿನ್‌ನ ಈ ಭಾಗ ಸುದ್ದಿಮನೆಯ ಸಿಬ್ಬಂದಿಗೆ ಮಾತ್ರ. ನಿಮ್ಮ ಖಾತೆಗೆ ಅಗತ್ಯವಿರುವ ಪಾತ್ರವಿಲ್ಲ. ಇದು ತಪ್ಪು ಎಂದು ನಿಮಗನಿಸಿದರೆ ನಿರ್ವಾಹಕರನ್ನು ಕೇಳಿ."],
  "newsroom.notAllowed.home": ["ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ"],
  "newsroom.cmsAway": ["CMS ಸಂಪರ್ಕಕ್ಕೆ ಸಿಗುತ್ತಿಲ್ಲ; ಅದು ಮರಳುವವರೆಗೆ ನಿಮ್ಮ ಬದಲಾವಣೆಗಳು ಈ ಬ್ರೌಸರ್‌ನಲ್ಲೇ ಉಳಿಯುತ್ತವೆ."],
  "newsroom.restore.region": ["ಉಳಿಸದ ಬದಲಾವಣೆಗಳು"],
  "newsroom.restore.restore": ["ಮರುಸ್ಥಾಪಿಸಿ"],
  "newsroom.restore.discard": ["ತ್ಯಜಿಸಿ"],
  "newsroom.cancel": ["ರದ್ದುಮಾಡಿ"],
  "newsroom.delete": ["ಅಳಿಸಿ"],
  "newsroom.deleting": ["ಅಳಿಸಲಾಗುತ್ತಿದೆ..."],
};
