// Compiled from catalogs/content/en.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "content.termsIntro": ["The rules for using Bulletin's website and services."],
  "content.privacyIntro": ["What Bulletin collects about you, why, and the choices you have."],
  "content.cookiesIntro": ["How Bulletin uses cookies and similar browser storage."],
  "content.contactIntro": ["How to reach the Bulletin newsroom and our reader services team."],
  "content.updated": ["Last updated: 1 January 2025"],
  "content.terms.using": ["Using Bulletin"],
  "content.terms.account": ["Your account"],
  "content.terms.comments": ["Comments"],
  "content.terms.content": ["Our content"],
  "content.terms.questions": ["Questions"],
  "content.privacy.collect": ["What we collect"],
  "content.privacy.location": ["Your location"],
  "content.privacy.use": ["How we use it"],
  "content.privacy.rights": ["Your rights"],
  "content.cookies.store": ["What we store"],
  "content.cookies.trackers": ["No advertising trackers"],
  "content.cookies.choices": ["Your choices"],
  "content.contact.story": ["Send us a story"],
  "content.contact.corrections": ["Corrections"],
  "content.contact.accounts": ["Accounts and newsletters"],
};
