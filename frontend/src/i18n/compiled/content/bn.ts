// Compiled from catalogs/content/bn.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "content.termsIntro": ["বুলেটিনের ওয়েবসাইট ও পরিষেবা ব্যবহারের নিয়ম।"],
  "content.privacyIntro": ["বুলেটিন আপনার সম্পর্কে কী সংগ্রহ করে, কেন করে, এবং আপনার কী কী বিকল্প আছে।"],
  "content.cookiesIntro": ["বুলেটিন কীভাবে কুকি ও ব্রাউজারের অনুরূপ সংরক্ষণ ব্যবহার করে।"],
  "content.contactIntro": ["বুলেটিন বার্তাকক্ষ ও আমাদের পাঠক পরিষেবা দলের সঙ্গে কীভাবে যোগাযোগ করবেন।"],
  "content.updated": ["সর্বশেষ হালনাগাদ: ১ জানুয়ারি ২০২৫"],
  "content.terms.using": ["বুলেটিনের ব্যবহার"],
  "content.terms.account": ["আপনার অ্যাকাউন্ট"],
  "content.terms.comments": ["মন্তব্য"],
  "content.terms.content": ["আমাদের বিষয়বস্তু"],
  "content.terms.questions": ["প্রশ্ন"],
  "content.privacy.collect": ["আমরা কী সংগ্রহ করি"],
  "content.privacy.location": ["আপনার অবস্থান"],
  "content.privacy.use": ["আমরা কীভাবে তা ব্যবহার করি"],
  "content.privacy.rights": ["আপনার অধিকার"],
  "content.cookies.store": ["আমরা কী সংরক্ষণ করি"],
  "content.cookies.trackers": ["কোনো বিজ্ঞাপন ট্র্যাকার নেই"],
  "content.cookies.choices": ["আপনার বিকল্প"],
  "content.contact.story": ["আমাদের খবর পাঠান"],
  "content.contact.corrections": ["সংশোধন"],
  "content.contact.accounts": ["অ্যাকাউন্ট ও নিউজলেটার"],
};
