// Compiled from catalogs/author/ml.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "author.title": ["ലേഖകൻ"],
  "author.notFound": ["ലേഖകനെ കണ്ടെത്തിയില്ല"],
  "author.notFoundText": ["ഈ വിലാസത്തിൽ ലേഖക പേജ് ഇല്ല. ലേഖകന്റെ ലേഖനങ്ങളൊന്നും ഇതുവരെ പ്രസിദ്ധീകരിച്ചിട്ടുണ്ടാവില്ല."],
  "author.error": ["ഈ ലേഖകനെ ലോഡ് ചെയ്യാനായില്ല"],
  "author.loading": ["ലേഖകനെ ലോഡ് ചെയ്യുന്നു…"],
  "author.articles": [["name"]," എഴുതിയ ലേഖനങ്ങൾ"],
  "author.noArticles": ["ഈ ഭാഷയിൽ ഈ ലേഖകന്റെ ലേഖനങ്ങളൊന്നും ഇതുവരെ ഇല്ല."],
  "author.rss": ["RSS ഫീഡ്"],
  "author.onX": ["X-ൽ @",["handle"]],
  "author.role.reporter": ["റിപ്പോർട്ടർ"],
  "author.role.editor": ["എഡിറ്റർ"],
  "author.role.admin": ["അഡ്മിനിസ്ട്രേറ്റർ"],
};
