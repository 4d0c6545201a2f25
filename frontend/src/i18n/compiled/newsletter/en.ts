// Compiled from catalogs/newsletter/en.json by scripts/i18n-compile.mjs: edit the catalog, then run the script.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "newsletterPrefs.title": ["Newsletter preferences"],
  "newsletterPrefs.intro": ["Choose what Bulletin sends to ",["email"],"."],
  "newsletterPrefs.loading": ["Loading your preferences…"],
  "newsletterPrefs.error": ["Your preferences could not be loaded."],
  "newsletterPrefs.invalid": ["This link does not work"],
  "This preferences link is invalid.": ["This preferences link is invalid."],
  "newsletterPrefs.form": ["Newsletter preferences"],
  "newsletterPrefs.digest": ["The daily digest: the day’s top stories, every morning"],
  "newsletterPrefs.alerts": ["Breaking-news alerts, as they happen"],
  "newsletterPrefs.language": ["Language of the newsletter"],
  "newsletterPrefs.nothing": ["With neither chosen we send you nothing, but you stay subscribed."],
  "newsletterPrefs.save": ["Save"],
  "newsletterPrefs.saving": ["Saving…"],
  "newsletterPrefs.saved": ["Your preferences are saved."],
  "newsletterPrefs.saveFailed": ["Your preferences could not be saved. Please try again."],
  "newsletterPrefs.unsubscribed": ["This address is unsubscribed: we send it nothing."],
  "newsletterPrefs.pending": ["This subscription is not confirmed yet: we send it nothing."],
  "newsletterPrefs.subscribeAgain": ["Subscribe again"],
  "newsletterPrefs.subscribedAgain": ["You are subscribed again."],
  "newsletterPrefs.unsubscribe": ["Unsubscribe from the newsletter and alerts"],
  "This confirmation link is invalid or has already been used.": ["This confirmation link is invalid or has already been used."],
  "This unsubscribe link is invalid.": ["This unsubscribe link is invalid."],
};
