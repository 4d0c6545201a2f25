// Compiled from catalogs/newsroom/bn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsroom.checkingSession": ["আপনার সেশন যাচাই করা হচ্ছে..."],
  "newsroom.nav": ["নিউজরুম"],
  "newsroom.nav.dashboard": ["ড্যাশবোর্ড"],
  "newsroom.nav.newArticle": ["নতুন প্রতিবেদন"],
  "newsroom.nav.live": ["লাইভ"],
  "newsroom.nav.categories": ["বিভাগ পরিচালনা"],
  "newsroom.nav.users": ["ব্যবহারকারী পরিচালনা"],
  "newsroom.nav.activity": ["কার্যকলাপ"],
  "newsroom.signOut": ["সাইন আউট করুন"],
  "newsroom.loading": ["লোড হচ্ছে..."],
  "newsroom.somethingWrong": ["কিছু একটা ভুল হয়েছে।"],
  "newsroom.tryAgain": ["আবার চেষ্টা করুন"],
  "newsroom.notAllowed.title": ["অনুমতি নেই"],
  "newsroom.notAllowed.heading": ["এই পাতাটি দেখার অনুমতি আপনার নেই"],
  "newsroom.notAllowed.reason": ["বুলেটিনের এই অংশ নিউজরুমের কর্মীদের জন্য। আপনার অ্যাকাউন্টে প্রয়োজনীয় ভূমিকা নেই। ভুল মনে হলে কোনও প্রশাসককে জিজ্ঞাসা করুন।"],
  "newsroom.notAllowed.home": ["প্রচ্ছদে ফিরুন"],
  "newsroom.cmsAway": ["CMS-এর সঙ্গে যোগাযোগ করা যাচ্ছে না; সেটি ফিরে না আসা পর্যন্ত আপনার পরিবর্তন এই ব্রাউজারেই রাখা আছে।"],
  "newsroom.restore.region": ["সংরক্ষিত না হওয়া পরিবর্তন"],
  "newsroom.restore.restore": ["ফিরিয়ে আনুন"],
  "newsroom.restore.discard": ["ফেলে দিন"],
  "newsroom.cancel": ["বাতিল"],
  "newsroom.delete": ["মুছুন"],
  "newsroom.deleting": ["মোছা হচ্ছে..."],
};
