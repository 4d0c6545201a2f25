// Compiled from catalogs/author/kn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "author.title": ["ಲೇಖಕ"],
  "author.notFound": ["ಲೇಖಕರು ಕಂಡುಬಂದಿಲ್ಲ"],
  "author.notFoundText": ["ಈ ವಿಳಾಸದಲ್ಲಿ ಯಾವುದೇ ಲೇಖಕರ ಪುಟವಿಲ್ಲ. ಲೇಖಕರ ಯಾವುದೇ ಲೇಖನ ಇನ್ನೂ ಪ್ರಕಟವಾಗಿಲ್ಲದಿರಬಹುದು."],
  "author.error": ["ಈ ಲೇಖಕರನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ"],
  "author.loading": ["ಲೇಖಕರನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ…"],
  "author.articles": [["name"]," ಅವರ ಲೇಖನಗಳು"],
  "author.noArticles": ["ಈ ಭಾಷೆಯಲ್ಲಿ ಈ ಲೇಖಕರ ಯಾವುದೇ ಲೇಖನ ಇನ್ನೂ ಇಲ್ಲ."],
  "author.rss": ["RSS ಫೀಡ್"],
  "author.onX": ["X ನಲ್ಲಿ @",["handle"]],
  "author.role.reporter": ["ವರದಿಗಾರ"],
  "author.role.editor": ["ಸಂಪಾದಕ"],
  "author.role.admin": ["ನಿರ್ವಾಹಕ"],
};
