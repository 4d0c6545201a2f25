// Compiled from catalogs/newsletter/bn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsletterPrefs.title": ["নিউজলেটারের পছন্দ"],
  "newsletterPrefs.intro": ["বুলেটিন ",["email"]," ঠিকানায় কী পাঠাবে তা বেছে নিন।"],
  "newsletterPrefs.loading": ["আপনার পছন্দ লোড হচ্ছে…"],
  "newsletterPrefs.error": ["আপনার পছন্দ লোড করা যায়নি।"],
  "newsletterPrefs.invalid": ["এই লিংকটি কাজ করছে না"],
  "This preferences link is invalid.": ["পছন্দ বদলানোর এই লিংকটি অবৈধ।"],
  "newsletterPrefs.form": ["নিউজলেটারের পছন্দ"],
  "newsletterPrefs.digest": ["দৈনিক সারসংক্ষেপ: দিনের প্রধান খবর, প্রতিদিন সকালে"],
  "newsletterPrefs.alerts": ["ব্রেকিং নিউজ সতর্কবার্তা, ঘটনার সঙ্গে সঙ্গে"],
  "newsletterPrefs.language": ["নিউজলেটারের ভাষা"],
  "newsletterPrefs.nothing": ["দুটির কোনোটি না বাছলে আমরা আপনাকে কিছুই পাঠাব না, তবে আপনার সদস্যপদ থেকে যাবে।"],
  "newsletterPrefs.save": ["সংরক্ষণ করুন"],
  "newsletterPrefs.saving": ["সংরক্ষণ করা হচ্ছে…"],
  "newsletterPrefs.saved": ["আপনার পছন্দ সংরক্ষিত হয়েছে।"],
  "newsletterPrefs.saveFailed": ["আপনার পছন্দ সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।"],
  "newsletterPrefs.unsubscribed": ["এই ঠিকানার সদস্যপদ বাতিল: আমরা এখানে কিছুই পাঠাই না।"],
  "newsletterPrefs.pending": ["এই সদস্যপদ এখনও নিশ্চিত হয়নি: আমরা এখানে কিছুই পাঠাই না।"],
  "newsletterPrefs.subscribeAgain": ["আবার সদস্য হোন"],
  "newsletterPrefs.subscribedAgain": ["আপনি আবার সদস্য হয়েছেন।"],
  "newsletterPrefs.unsubscribe": ["নিউজলেটার ও সতর্কবার্তার সদস্যপদ বাতিল করুন"],
  "This confirmation link is invalid or has already been used.": ["এই নিশ্চিতকরণ লিংকটি অবৈধ বা আগেই ব্যবহার করা হয়েছে।"],
  "This unsubscribe link is invalid.": ["এই সদস্যতা বাতিলের লিংকটি অবৈধ।"],
};
