// Compiled from catalogs/corrections/kn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "corrections.label": ["ತಿದ್ದುಪಡಿ, ",["date"],":"],
  "corrections.title": ["ತಿದ್ದುಪಡಿಗಳು"],
  "corrections.intro": ["ನಮ್ಮಿಂದ ತಪ್ಪಾದಾಗ ನಾವು ಲೇಖನವನ್ನು ತಿದ್ದುತ್ತೇವೆ ಮತ್ತು ಅದರ ಶೀರ್ಷಿಕೆಯ ಕೆಳಗೆ ಹೇಳುತ್ತೇವೆ. ಇವು ಇತ್ತೀಚಿನ ತಿದ್ದುಪಡಿಗಳು, ಹೊಸದು ಮೊದಲು."],
  "corrections.empty": ["ಇನ್ನೂ ಯಾವುದೇ ತಿದ್ದುಪಡಿ ಪ್ರಕಟವಾಗಿಲ್ಲ."],
  "corrections.loading": ["ತಿದ್ದುಪಡಿಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ…"],
  "corrections.error": ["ತಿದ್ದುಪಡಿಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ."],
  "corrections.feed": ["ತಿದ್ದುಪಡಿಗಳ ಫೀಡ್ (RSS)"],
  "corrections.onArticle": ["ತಿದ್ದಿದ ಲೇಖನ:"],
};
