// Compiled from catalogs/corrections/bn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "corrections.label": ["সংশোধনী, ",["date"],":"],
  "corrections.title": ["সংশোধনী"],
  "corrections.intro": ["আমাদের ভুল হলে আমরা প্রতিবেদনটি সংশোধন করি এবং শিরোনামের নিচে তা জানাই। এগুলো সাম্প্রতিক সংশোধনী, নতুনগুলো আগে।"],
  "corrections.empty": ["এখনও কোনো সংশোধনী প্রকাশিত হয়নি।"],
  "corrections.loading": ["সংশোধনী লোড হচ্ছে…"],
  "corrections.error": ["সংশোধনী লোড করা যায়নি।"],
  "corrections.feed": ["সংশোধনীর ফিড (RSS)"],
  "corrections.onArticle": ["সংশোধিত প্রতিবেদন:"],
};
